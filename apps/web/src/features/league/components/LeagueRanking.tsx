import type { Season } from '@kickoff/contract';
import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/index.js';
import { usePlayerList } from '../api/use-player-list.js';
import { defaultOrder, statViews } from '../stat-columns.js';
import { PlayerTable } from './PlayerTable.js';
import { Section } from './Section.js';

const TOP = 10;

/**
 * For a sport without teams (golf) the table is of players: the season's top ten by its leading
 * statistic (tour points), from GET /news/playerlist.
 */
export function LeagueRanking({ leagueId, season }: { leagueId: number; season: Season }) {
  const { t } = useTranslation('league');
  // the first answer names the statistics; the ranking then asks for the leading one
  const probe = usePlayerList({ seasonId: season.id, pageNo: 1, pageItem: 1 });
  const view = statViews(probe.data?.sortKeys ?? [])[0];
  const sort = view?.defaultSort;
  const list = usePlayerList(
    { seasonId: season.id, sort, order: sort ? defaultOrder(sort) : undefined, pageNo: 1, pageItem: TOP },
    probe.isSuccess,
  );
  const failed = probe.isError ? probe.error : list.isError ? list.error : null;

  return (
    <Section
      title={t('sections.ranking')}
      subtitle={season.name}
      testId="league-ranking"
      moreTo={`/news/playerlist?league=${leagueId}&season=${season.id}`}
      moreLabel={t('more.players')}
    >
      {failed ? (
        <ErrorState
          compact
          message={errorMessage(failed, t)}
          onRetry={() => void probe.refetch().then(() => list.refetch())}
        />
      ) : probe.isPending || (probe.isSuccess && list.isPending) ? (
        <LoadingBlock minHeight="320px" />
      ) : !list.data || list.data.list.length === 0 ? (
        <EmptyState compact message={t('empty.players')} />
      ) : (
        <PlayerTable
          players={list.data.list}
          columns={view?.columns ?? []}
          sort={list.data.sort}
          order={sort ? defaultOrder(sort) : 'desc'}
          caption={t('sections.ranking')}
        />
      )}
    </Section>
  );
}
