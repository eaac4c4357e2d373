import type { Season } from '@kickoff/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../core/QueryState.js';
import { ChevronRightIcon } from '../../../ui/icons.js';
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
      <QueryState
        query={table}
        minHeight="320px"
        compact
        isEmpty={(data) => data.standings.length === 0}
        emptyMessage={t('empty.standings')}
      >
        {(data) => (
          <StandingsTable
            rows={data.standings}
            scoreHidden={data.scoreHidden}
            caption={t('standings.caption', { league: leagueName, season: season.name })}
          />
        )}
      </QueryState>
    </Section>
  );
}
