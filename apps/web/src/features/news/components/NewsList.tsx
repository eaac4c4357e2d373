import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { CloseIcon } from '../../../ui/icons.js';
import { Pagination, Tabs } from '../../../ui/index.js';
import { useGameTypes } from '../../catalogue/index.js';
import { InlineSelect, positiveInt, useLeagueSort } from '../../league/index.js';
import { useNewsList } from '../api/use-news-list.js';
import { useQueryState } from '../hooks/use-query-state.js';
import { NewsCard } from './NewsCard.js';
import styles from './NewsList.module.css';

/** A lead post and a grid of twelve on every page. */
const PAGE_ITEMS = 13;

/**
 * /news/post: posts newest first (GET /news/post), filtered by sport (`?sport=`), league (`?league=`)
 * or team (`?team=`, from an article's tag), 13 a page (`?page=`): the newest of the page leads, big.
 */
export function NewsList() {
  const { t } = useTranslation('news');
  const { searchParams, update } = useQueryState();
  const gameTypes = useGameTypes();
  const menu = useLeagueSort();
  const page = positiveInt(searchParams.get('page')) ?? 1;
  const leagueId = positiveInt(searchParams.get('league'));
  const teamId = positiveInt(searchParams.get('team'));
  const league = menu.data?.find((l) => l.id === leagueId);
  const sportId = league?.gameTypeId ?? positiveInt(searchParams.get('sport'));

  const list = useNewsList({
    pageNo: page,
    pageItem: PAGE_ITEMS,
    gameTypeId: leagueId || teamId ? undefined : sportId,
    leagueId: teamId ? undefined : leagueId,
    teamId,
  });

  const sportItems = [
    { key: 'all', label: t('list.all') },
    ...(gameTypes.data ?? []).map((g) => ({ key: String(g.id), label: g.name })),
  ];
  const leaguesOfSport = (menu.data ?? []).filter((l) => sportId === undefined || l.gameTypeId === sportId);
  const team = teamId ? list.data?.list.find((p) => p.team?.id === teamId)?.team : undefined;
  const posts = list.data?.list ?? [];
  const [featured, ...rest] = posts;

  return (
    <div className={styles.screen}>
      <div className={styles.filters}>
        <Tabs
          variant="pill"
          ariaLabel={t('list.sportFilter')}
          value={sportId ? String(sportId) : 'all'}
          onChange={(key) =>
            update({ sport: key === 'all' ? undefined : key, league: undefined, team: undefined })
          }
          items={sportItems}
          className={styles.sports}
        />
        <InlineSelect
          label={t('list.leagueFilter')}
          value={leagueId ? String(leagueId) : ''}
          options={[
            { value: '', label: t('list.allLeagues') },
            ...leaguesOfSport.map((l) => ({ value: String(l.id), label: l.name })),
          ]}
          onChange={(value) =>
            update({
              league: value || undefined,
              team: undefined,
              sport: value ? undefined : (searchParams.get('sport') ?? undefined),
            })
          }
        />
      </div>

      {teamId ? (
        <p className={styles.teamFilter}>
          <span>{t('list.teamFilter', { team: team?.name ?? `#${teamId}` })}</span>
          <button
            type="button"
            className={styles.clear}
            onClick={() => update({ team: undefined })}
            aria-label={t('list.clearTeam')}
          >
            <CloseIcon size={14} />
          </button>
        </p>
      ) : null}

      <QueryState
        query={list}
        minHeight="50vh"
        isEmpty={(data) => data.list.length === 0}
        emptyMessage={t('list.empty')}
      >
        {(data) => (
          <>
            <p className={styles.count}>{t('list.count', { count: data.total })}</p>
            {featured ? (
              <div className={styles.featured} data-testid="news-featured">
                <NewsCard post={featured} featured />
              </div>
            ) : null}
            <ul
              className={styles.grid}
              data-testid="news-list"
              aria-busy={list.isPlaceholderData || undefined}
            >
              {rest.map((post) => (
                <li key={post.id}>
                  <NewsCard post={post} />
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={data.totalPage} onChange={(p) => update({ page: p })} />
          </>
        )}
      </QueryState>
    </div>
  );
}
