import type { Season } from '@kickoff/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../core/error-message.js';
import { ChevronRightIcon } from '../../../ui/icons.js';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/index.js';
import { useStandingList } from '../api/use-standing-list.js';
import styles from './LeagueSections.module.css';
import { Section } from './Section.js';
import { StandingsTable } from './StandingsTable.js';

/** The full table of the season on screen (GET /news/standinglist?seasonId), linking to the standings page. */
export function LeagueStandings({
  leagueId,
  leagueName,
  season,
}: {
  leagueId: number;
  leagueName: string;
  season: Season;
}) {
  const { t } = useTranslation('league');
  const table = useStandingList({ seasonId: season.id });
  return (
    <Section
      title={t('sections.standings')}
      subtitle={season.name}
      testId="league-standings"
      actions={
        <Link className={styles.more} to={`/news/standinglist?league=${leagueId}&season=${season.id}`}>
          {t('more.standings')}
          <ChevronRightIcon size={16} />
        </Link>
      }
    >
      {table.isPending ? (
        <LoadingBlock minHeight="320px" />
      ) : table.isError ? (
        <ErrorState compact message={errorMessage(table.error, t)} onRetry={() => table.refetch()} />
      ) : table.data.standings.length === 0 ? (
        <EmptyState compact message={t('empty.standings')} />
      ) : (
        <StandingsTable
          rows={table.data.standings}
          scoreHidden={table.data.scoreHidden}
          caption={t('standings.caption', { league: leagueName, season: season.name })}
        />
      )}
    </Section>
  );
}
