import {
  CATALOGUE_LIMITS,
  compactDateOf,
  type LiveItem,
  type Locale,
  type PageQuery,
  type SearchHome,
  type SearchTeam,
  tokyoDateString,
  tokyoDayRange,
  type VodKind,
} from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import { createPresenter, type Presenter, page, presenterFor, type Viewer } from './catalogue.present.js';
import type { LiveRow } from './catalogue.queries.js';
import { pagingOf } from './catalogue.queries.js';
import type { CatalogueRepo } from './catalogue.repo.js';
import type { HomeRepo } from './home.repo.js';
import type { SearchRepo, VodSort } from './search.repo.js';
import type { VodRepo } from './vod.repo.js';

export interface SearchServiceDeps {
  catalogue: CatalogueRepo;
  search: SearchRepo;
  home: Pick<HomeRepo, 'livesBetween'>;
  vods: Pick<VodRepo, 'mostLiked' | 'newestOfKind'>;
  clock: Clock;
}

/** The search screen (spec §3 "Search results": teams, lives, VODs, likes, news, today's lives). */
export function createSearchService({ catalogue, search, home, vods, clock }: SearchServiceDeps) {
  /** Lives with their games: the games of all lives come in one query. */
  async function liveItems(rows: LiveRow[], p: Presenter): Promise<LiveItem[]> {
    const ids = [...new Set(rows.flatMap((l) => (l.gameId === null ? [] : [l.gameId])))];
    const games = new Map((await catalogue.matchesByIds(ids)).map((g) => [g.id, g]));
    return rows.map((l) => p.liveItem(l, l.gameId === null ? undefined : games.get(l.gameId)));
  }

  return {
    /** GET /search/teams: teams by name, short name or code, with the league they play in now. */
    async teams(keyword: string, locale: Locale): Promise<SearchTeam[]> {
      const p = createPresenter(locale, true);
      const rows = await search.teams(keyword, CATALOGUE_LIMITS.searchTeams);
      const leagues = new Map(
        (await search.leaguesOfTeams(rows.map((t) => t.id))).map((r) => [r.teamId, r.league]),
      );
      return rows.map((row) => {
        const league = leagues.get(row.id);
        return {
          ...p.team(row),
          gameTypeId: row.gameTypeId,
          gameTypeName: p.text(row.gameTypeName),
          league: league ? p.league(league) : null,
        };
      });
    },

    /** GET /search/vod: a page of matching VODs (the web appends pages 2 and later). */
    async vods(
      query: PageQuery & { keyword: string; kind?: VodKind | undefined; sort: VodSort },
      viewer: Viewer,
    ) {
      const [p, { rows, total }] = await Promise.all([
        presenterFor(catalogue, viewer),
        search.vods({ keyword: query.keyword, kind: query.kind, sort: query.sort }, pagingOf(query)),
      ]);
      return page(rows.map(p.vod), total, query);
    },

    /** GET /search/lives: matching lives that are not over, with how many there are. */
    async lives(keyword: string, viewer: Viewer) {
      const [p, { rows, total }] = await Promise.all([
        presenterFor(catalogue, viewer),
        search.lives(keyword, clock.now(), CATALOGUE_LIMITS.searchLives),
      ]);
      return { count: total, list: await liveItems(rows, p) };
    },

    /** GET /search/home: before a keyword — most liked VODs, news VODs and today's lives (Japan date). */
    async home(viewer: Viewer): Promise<SearchHome> {
      const now = clock.now();
      const today = tokyoDayRange(compactDateOf(now));
      const n = CATALOGUE_LIMITS.searchRail;
      const [p, liked, newsVods, todayLives] = await Promise.all([
        presenterFor(catalogue, viewer),
        vods.mostLiked(n),
        vods.newestOfKind('news', n),
        home.livesBetween(today.from, today.to, CATALOGUE_LIMITS.searchLives),
      ]);
      return {
        date: tokyoDateString(now),
        vodLikes: liked.map(p.vod),
        vodNews: newsVods.map(p.vod),
        todayLives: await liveItems(todayLives, p),
      };
    },
  };
}
