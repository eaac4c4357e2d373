import type { Season } from '@kickoff/contract';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { useStandingList } from '../api/use-standing-list.js';
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
      moreTo={`/news/standinglist?league=${leagueId}&season=${season.id}`}
      moreLabel={t('more.standings')}
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
