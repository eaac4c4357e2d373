import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../core/error-message.js';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/index.js';
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
      {entry.isPending ? (
        <LoadingBlock minHeight="200px" />
      ) : entry.isError ? (
        <ErrorState compact message={errorMessage(entry.error, t)} onRetry={() => entry.refetch()} />
      ) : entry.data.teams.length === 0 ? (
        <EmptyState compact message={t('empty.entries')} />
      ) : (
        <EntryGrid
          teams={entry.data.teams}
          teamLink={(team) => `/news/playerlist?league=${leagueId}&season=${seasonId}&team=${team.id}`}
        />
      )}
    </Section>
  );
}
