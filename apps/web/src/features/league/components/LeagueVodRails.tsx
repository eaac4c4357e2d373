import type { VodItem } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { Rail, RailItem, VodCard } from '../../catalogue/index.js';
import { useGameTypeVods } from '../api/use-game-type-vods.js';
import { useLeagueVods } from '../api/use-league-vods.js';
import styles from './LeagueSections.module.css';

function VodRail({ title, vods, testId }: { title: string; vods: VodItem[]; testId: string }) {
  return (
    <div data-testid={testId}>
      <Rail title={title}>
        {vods.map((vod) => (
          <RailItem key={vod.id}>
            <VodCard vod={vod} />
          </RailItem>
        ))}
      </Rail>
    </div>
  );
}

/**
 * The league's videos: highlights and full matches (GET /vod/league/detail by kind). A league with
 * no videos of its own shows its sport's (GET /vod/league/gameType) so the page never ends bare.
 */
export function LeagueVodRails({
  leagueId,
  gameTypeKey,
  sportName,
}: {
  leagueId: number;
  gameTypeKey: string;
  sportName: string;
}) {
  const { t } = useTranslation('league');
  const highlights = useLeagueVods(leagueId, 'highlight');
  const full = useLeagueVods(leagueId, 'full');
  const settled = !highlights.isPending && !full.isPending;
  const own = (highlights.data?.list.length ?? 0) + (full.data?.list.length ?? 0);
  const sport = useGameTypeVods(settled && own === 0 ? gameTypeKey : undefined);

  if (!settled) return <div className={styles.railSkeleton} aria-hidden="true" />;
  return (
    <>
      {highlights.data && highlights.data.list.length > 0 ? (
        <VodRail title={t('sections.highlights')} vods={highlights.data.list} testId="league-highlights" />
      ) : null}
      {full.data && full.data.list.length > 0 ? (
        <VodRail title={t('sections.full')} vods={full.data.list} testId="league-full" />
      ) : null}
      {sport.data && sport.data.list.length > 0 ? (
        <VodRail
          title={t('sections.sportVods', { sport: sportName })}
          vods={sport.data.list}
          testId="league-sport-vods"
        />
      ) : null}
    </>
  );
}
