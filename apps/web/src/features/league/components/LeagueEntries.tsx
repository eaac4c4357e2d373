import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { useEntry } from '../api/use-entry.js';
import { EntryGrid } from './EntryGrid.js';
import { Section } from './Section.js';

/** The teams of the season on screen (GET /entry/{seasonId}); a team leads to its players. */
export function LeagueEntries({ leagueId, seasonId }: { leagueId: number; seasonId: number }) {
  const { t } = useTranslation('league');
  const entry = useEntry(seasonId);
  return (
    <Section
      title={t('sections.entries')}
      subtitle={entry.data ? t('facts.teams', { count: entry.data.teams.length }) : null}
      testId="league-entries"
    >
      <QueryState
        query={entry}
        minHeight="200px"
        compact
        isEmpty={(data) => data.teams.length === 0}
        emptyMessage={t('empty.entries')}
      >
        {(data) => (
          <EntryGrid
            teams={data.teams}
            teamLink={(team) => `/news/playerlist?league=${leagueId}&season=${seasonId}&team=${team.id}`}
          />
        )}
      </QueryState>
    </Section>
  );
}
