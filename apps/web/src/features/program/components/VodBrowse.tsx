import { CATALOGUE_LIMITS, catalogueRefSchema, VOD_KINDS, type VodKind } from '@kickoff/contract';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { Tabs } from '../../../ui/index.js';
import { leagueLink, useTop } from '../../catalogue/index.js';
import type { VodFilter } from '../api/program-keys.js';
import { useVodList } from '../api/use-vod-list.js';
import { usePageParam } from '../hooks/use-page-param.js';
import { DetailHero } from './DetailHero.js';
import styles from './VodBrowse.module.css';
import { DETAIL_PAGE_ITEMS } from './VodGrid.js';
import { VodListSection } from './VodListSection.js';

/** The kinds offered as filters: every VOD kind of a match (programme episodes have their own pages). */
const KIND_FILTERS: readonly VodKind[] = VOD_KINDS.filter((k) => k !== 'origin');
const POPULAR_COLORS = ['#0f5132', '#19e28c'] as const;

/** `?league=`, `?gameType=` and `?kind=` of /detail, checked. */
function useVodFilter(): [
  VodFilter,
  (next: Partial<Record<'league' | 'gameType' | 'kind', string>>) => void,
] {
  const [params, setParams] = useSearchParams();
  const league = params.get('league') ?? '';
  const gameType = params.get('gameType') ?? '';
  const kind = params.get('kind') ?? '';
  const filter: VodFilter = {
    leagueId: /^\d{1,9}$/.test(league) && Number(league) > 0 ? Number(league) : undefined,
    gameType: catalogueRefSchema.safeParse(gameType).success ? gameType : undefined,
    kind: KIND_FILTERS.find((k) => k === kind),
  };
  const update = (next: Partial<Record<'league' | 'gameType' | 'kind', string>>) => {
    setParams((prev) => {
      const merged = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(next)) {
        if (value) merged.set(key, value);
        else merged.delete(key);
      }
      merged.delete('page');
      return merged;
    });
  };
  return [filter, update];
}

/**
 * /detail (default): the VOD list behind the "see all" of a league or a sport — `?league={id}`
 * (GET /vod/league/detail) or `?gameType={key}` (GET /vod/league/gameType); with neither, the popular
 * VODs of the last 30 days (GET /vod/popular). Sport, league and kind filters, 10 a page.
 */
export function VodBrowse() {
  const { t } = useTranslation(['program', 'catalogue', 'errors']);
  const [filter, update] = useVodFilter();
  const [page, setPage] = usePageParam();
  const top = useTop();
  const list = useVodList(filter, page, DETAIL_PAGE_ITEMS);
  const sports = top.data?.gameTypes ?? [];
  const league = list.data?.league;
  const sport =
    sports.find((g) => g.leagues.some((l) => l.id === filter.leagueId)) ??
    sports.find((g) => g.key === filter.gameType || String(g.id) === filter.gameType);

  const title = league
    ? t('browse.leagueTitle', { name: league.name })
    : list.data?.gameType
      ? t('browse.sportTitle', { name: list.data.gameType.name })
      : t('browse.popularTitle');
  const colors = league?.colors ?? sport?.leagues[0]?.colors ?? POPULAR_COLORS;

  // the hero and the list's own skeleton show while the first page loads; a list that never answers is an error alone
  const screen = (
    <>
      <DetailHero
        colors={colors}
        mark={league?.shortName ?? sport?.name ?? 'VOD'}
        back={
          sport
            ? { label: league?.name ?? sport.name, to: leagueLink(sport.key, league?.id) }
            : { label: t('home.title'), to: '/program' }
        }
        kicker={league ? (sport?.name ?? t('browse.kicker')) : t('browse.kicker')}
        title={title}
        description={
          league || list.data?.gameType
            ? t('browse.filteredDescription')
            : t('browse.popularDescription', { days: CATALOGUE_LIMITS.popularDays })
        }
        facts={list.data ? [t('detail.videos', { count: list.data.total })] : []}
      >
        {sports.length > 0 ? (
          <div className={styles.filters}>
            <Tabs
              variant="pill"
              ariaLabel={t('browse.sports')}
              value={sport ? String(sport.id) : 'all'}
              onChange={(key) => {
                const chosen = sports.find((g) => String(g.id) === key);
                update({ gameType: chosen?.key ?? '', league: '' });
              }}
              items={[
                { key: 'all', label: t('browse.popular') },
                ...sports.map((g) => ({ key: String(g.id), label: g.name })),
              ]}
            />
            {sport && sport.leagues.length > 1 ? (
              <Tabs
                variant="pill"
                ariaLabel={t('browse.leagues')}
                value={filter.leagueId ? String(filter.leagueId) : 'all'}
                onChange={(key) =>
                  key === 'all'
                    ? update({ gameType: sport.key, league: '' })
                    : update({ league: key, gameType: '' })
                }
                items={[
                  { key: 'all', label: t('browse.allLeagues') },
                  ...sport.leagues.map((l) => ({ key: String(l.id), label: l.name })),
                ]}
              />
            ) : null}
          </div>
        ) : null}
      </DetailHero>
      <VodListSection
        className={styles.list}
        query={list}
        page={page}
        onPage={setPage}
        title={t('detail.videoList')}
        emptyMessage={t('detail.noVideos')}
        filters={
          <Tabs
            variant="pill"
            ariaLabel={t('browse.kinds')}
            value={filter.kind ?? 'all'}
            onChange={(key) => update({ kind: key === 'all' ? '' : key })}
            items={[
              { key: 'all', label: t('browse.allKinds') },
              ...KIND_FILTERS.map((k) => ({ key: k, label: t(`catalogue:vodKind.${k}`) })),
            ]}
          />
        }
      />
    </>
  );
  return (
    <QueryState query={list} pending={screen}>
      {() => screen}
    </QueryState>
  );
}
