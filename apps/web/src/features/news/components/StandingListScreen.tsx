import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { ButtonLink, EmptyState, ErrorState, LoadingBlock } from '../../../ui/index.js';
import { leagueLink, useGameTypes } from '../../catalogue/index.js';
import {
  InlineSelect,
  positiveInt,
  StandingsTable,
  useLeagueSort,
  useStandingList,
} from '../../league/index.js';
import { useQueryState } from '../hooks/use-query-state.js';
import styles from './DataScreen.module.css';
import { LeaguePills } from './LeaguePills.js';

/**
 * /news/standinglist: the full table of every league with a table (sports with teams), one league at a
 * time (`?league=`, default the first in menu order) and a season picker (`?season=`, default current).
 */
export function StandingListScreen() {
  const { t } = useTranslation('news');
  const { searchParams, update } = useQueryState();
  const gameTypes = useGameTypes();
  const menu = useLeagueSort();
  const teamSports = new Set((gameTypes.data ?? []).filter((g) => g.isTeam).map((g) => g.id));
  const leagues = (menu.data ?? []).filter((l) => !gameTypes.data || teamSports.has(l.gameTypeId));
  const requested = positiveInt(searchParams.get('league'));
  const league = leagues.find((l) => l.id === requested) ?? leagues[0];
  const seasonId = positiveInt(searchParams.get('season'));
  const table = useStandingList({ leagueId: league?.id, seasonId }, league !== undefined);

  if (menu.isPending || gameTypes.isPending) return <LoadingBlock minHeight="50vh" />;
  if (menu.isError)
    return <ErrorState message={errorMessage(menu.error, t)} onRetry={() => menu.refetch()} />;
  if (!league) return <EmptyState message={t('standings.noLeagues')} />;

  const data = table.data && table.data.league.id === league.id ? table.data : undefined;
  const sportKey = gameTypes.data?.find((g) => g.id === league.gameTypeId)?.key ?? league.gameTypeKey;

  return (
    <div className={styles.screen}>
      <LeaguePills
        leagues={leagues}
        value={league.id}
        onChange={(id) => update({ league: id, season: undefined })}
      />
      <div className={styles.toolbar}>
        <div className={styles.heading}>
          <span
            className={styles.swatch}
            style={{ background: `linear-gradient(135deg, ${league.colors[0]}, ${league.colors[1]})` }}
            aria-hidden="true"
          />
          <div>
            <h2 className={styles.title}>{league.name}</h2>
            <p className={styles.sub}>{league.gameTypeName}</p>
          </div>
        </div>
        <div className={styles.tools}>
          {data ? (
            <InlineSelect
              label={t('picker.season')}
              value={String(data.season.id)}
              options={data.seasons.map((s) => ({ value: String(s.id), label: s.name }))}
              onChange={(value) => update({ season: value })}
            />
          ) : table.isError ? null : (
            <span className={styles.selectBone} aria-hidden="true" />
          )}
          <ButtonLink to={leagueLink(sportKey, league.id)} variant="secondary" size="sm">
            {t('standings.leaguePage')}
          </ButtonLink>
        </div>
      </div>
      {table.isError ? (
        <ErrorState message={errorMessage(table.error, t)} onRetry={() => table.refetch()} />
      ) : !data ? (
        <LoadingBlock minHeight="420px" />
      ) : data.standings.length === 0 ? (
        <EmptyState message={t('standings.empty')} />
      ) : (
        <div className={table.isPlaceholderData ? styles.stale : undefined}>
          <StandingsTable
            rows={data.standings}
            scoreHidden={data.scoreHidden}
            caption={t('standings.caption', { league: data.league.name, season: data.season.name })}
          />
        </div>
      )}
    </div>
  );
}
