import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { EmptyState, ErrorState, LoadingBlock, Pagination, Tabs } from '../../../ui/index.js';
import {
  defaultOrder,
  InlineSelect,
  PlayerTable,
  pickView,
  positiveInt,
  statViews,
  useEntry,
  useLeagueSort,
  usePlayerList,
  useSeasons,
} from '../../league/index.js';
import { useQueryState } from '../hooks/use-query-state.js';
import styles from './DataScreen.module.css';
import { LeaguePills } from './LeaguePills.js';

const PAGE_ITEMS = 20;
const STAT_KEY = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

/**
 * /news/playerlist: a season's players with their statistics (GET /news/playerlist), by league
 * (`?league=`), season (`?season=`) and team (`?team=`). Columns come from the statistics the season
 * records; headers sort on the server (`?sort=&order=`), ranked by the sport's leading statistic until
 * the member picks one. Baseball shows batting or pitching (`?view=`).
 */
export function PlayerListScreen() {
  const { t } = useTranslation('news');
  const { searchParams, update } = useQueryState();
  const menu = useLeagueSort();
  const leagues = menu.data ?? [];
  const league = leagues.find((l) => l.id === positiveInt(searchParams.get('league'))) ?? leagues[0];
  const seasonId = positiveInt(searchParams.get('season'));
  const teamId = positiveInt(searchParams.get('team'));
  const page = positiveInt(searchParams.get('page')) ?? 1;
  const rawSort = searchParams.get('sort');
  const sortParam = rawSort && STAT_KEY.test(rawSort) ? rawSort : undefined;
  const rawOrder = searchParams.get('order');
  const orderParam = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : undefined;
  const viewParam = searchParams.get('view') ?? undefined;

  const base = { leagueId: league?.id, seasonId, teamId };
  // without a chosen statistic, a one-row answer names the season's statistics first
  const probe = usePlayerList({ ...base, pageNo: 1, pageItem: 1 }, league !== undefined && !sortParam);
  const probeView = pickView(statViews(probe.data?.sortKeys ?? []), viewParam, undefined);
  const sort = sortParam ?? probeView?.defaultSort;
  const order = orderParam ?? (sort ? defaultOrder(sort) : 'desc');
  const list = usePlayerList(
    { ...base, sort, order, pageNo: page, pageItem: PAGE_ITEMS },
    league !== undefined && (sortParam !== undefined || probe.isSuccess),
  );
  const views = statViews(list.data?.sortKeys ?? probe.data?.sortKeys ?? []);
  const view = pickView(views, viewParam, sort);
  const seasons = useSeasons(league?.id);
  const entry = useEntry(list.data?.season.id);

  if (menu.isPending) return <LoadingBlock minHeight="50vh" />;
  if (menu.isError)
    return <ErrorState message={errorMessage(menu.error, t)} onRetry={() => menu.refetch()} />;
  if (!league) return <EmptyState message={t('players.noLeagues')} />;

  const failed = probe.isError ? probe.error : list.isError ? list.error : null;
  const data = list.data && list.data.league.id === league.id ? list.data : undefined;

  const onSort = (key: string) =>
    update({
      sort: key,
      order: key === sort ? (order === 'asc' ? 'desc' : 'asc') : defaultOrder(key),
      view: view?.key === 'all' ? undefined : view?.key,
    });

  return (
    <div className={styles.screen}>
      <LeaguePills
        leagues={leagues}
        value={league.id}
        onChange={(id) =>
          update({
            league: id,
            season: undefined,
            team: undefined,
            sort: undefined,
            order: undefined,
            view: undefined,
          })
        }
      />
      <div className={styles.toolbar}>
        <div className={styles.heading}>
          <span
            className={styles.swatch}
            style={{ background: `linear-gradient(135deg, ${league.colors[0]}, ${league.colors[1]})` }}
            aria-hidden="true"
          />
          <div>
            <h2 className={styles.title}>{data?.team?.name ?? league.name}</h2>
            <p className={styles.sub}>
              {[data?.team ? league.name : league.gameTypeName, data?.season.name]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        </div>
        <div className={styles.tools}>
          {seasons.isPending ? (
            <span className={styles.selectBone} aria-hidden="true" />
          ) : seasons.data && seasons.data.length > 0 ? (
            <InlineSelect
              label={t('picker.season')}
              value={String(data?.season.id ?? seasonId ?? seasons.data[0]!.id)}
              options={seasons.data.map((s) => ({ value: String(s.id), label: s.name }))}
              onChange={(value) => update({ season: value, team: undefined })}
            />
          ) : null}
          {entry.isPending && !failed ? (
            <span className={styles.selectBone} aria-hidden="true" />
          ) : entry.data && entry.data.teams.length > 0 ? (
            <InlineSelect
              label={t('picker.team')}
              value={teamId ? String(teamId) : ''}
              options={[
                { value: '', label: t('players.allTeams') },
                ...entry.data.teams.map((team) => ({ value: String(team.id), label: team.name })),
              ]}
              onChange={(value) => update({ team: value || undefined })}
            />
          ) : null}
        </div>
      </div>

      {views.length > 1 && view ? (
        <Tabs
          variant="pill"
          ariaLabel={t('players.viewLabel')}
          value={view.key}
          onChange={(key) => update({ view: key, sort: undefined, order: undefined })}
          items={views.map((v) => ({
            key: v.key,
            label: t(`players.views.${v.key}`, { defaultValue: v.key }),
          }))}
          className={styles.views}
        />
      ) : null}

      {failed ? (
        <ErrorState
          message={errorMessage(failed, t)}
          onRetry={() => void (probe.isError ? probe.refetch() : list.refetch())}
        />
      ) : !data ? (
        <LoadingBlock minHeight="480px" />
      ) : data.list.length === 0 ? (
        <EmptyState message={t('players.empty')} />
      ) : (
        <>
          <div className={list.isPlaceholderData ? styles.stale : undefined}>
            <PlayerTable
              players={data.list}
              columns={view?.columns ?? []}
              sort={data.sort}
              order={order}
              offset={(data.pageNo - 1) * data.pageItem}
              onSort={onSort}
              caption={t('players.caption', { league: league.name, season: data.season.name })}
            />
          </div>
          <div className={styles.footer}>
            <span>{t('players.total', { count: data.total })}</span>
            <Pagination page={page} totalPages={data.totalPage} onChange={(p) => update({ page: p })} />
          </div>
        </>
      )}
    </div>
  );
}
