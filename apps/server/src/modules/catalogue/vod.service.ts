import {
  CATALOGUE_LIMITS,
  LIMITS,
  type Origin,
  type OriginHomeItem,
  type PageQuery,
  type Theme,
  toInstant,
  type VodKind,
} from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import { AppError } from '../../shared/app-error.js';
import { groupBy, type Presenter, page, presenterFor, type Viewer } from './catalogue.present.js';
import { pagingOf } from './catalogue.queries.js';
import type { CatalogueRepo } from './catalogue.repo.js';
import { leagueNotFound } from './league.service.js';
import type { OriginRow, Relation, ThemeRow, VodRepo } from './vod.repo.js';

export interface VodServiceDeps {
  catalogue: CatalogueRepo;
  vods: VodRepo;
  clock: Clock;
}

type VodPageQuery = PageQuery & { kind?: VodKind | undefined };
const DAY_MS = 24 * 60 * 60 * 1000;

export const gameNotFound = () => new AppError('GAME_NOT_FOUND', 'This game does not exist.');

export const presentOrigin = (
  p: Presenter,
  row: { origin: OriginRow; episodeCount: number; latestPublishedAt: Date | string | null },
): Origin => ({
  id: row.origin.id,
  gameTypeId: row.origin.gameTypeId,
  title: p.text(row.origin.title),
  description: p.text(row.origin.description),
  colors: row.origin.colors,
  episodeCount: Number(row.episodeCount),
  latestPublishedAt: toInstant(row.latestPublishedAt)?.toISOString() ?? null,
});

export const presentTheme = (p: Presenter, row: { theme: ThemeRow; vodCount: number }): Theme => ({
  id: row.theme.id,
  title: p.text(row.theme.title),
  description: p.text(row.theme.description),
  colors: row.theme.colors,
  vodCount: Number(row.vodCount),
});

/** VOD lists: of a game, related, chart, popular, per league or sport, programmes and themes. */
export function createVodService({ catalogue, vods, clock }: VodServiceDeps) {
  return {
    /** The VOD items of some ids, for lists other modules keep (continue watching); any order. */
    async items(ids: number[], viewer: Viewer) {
      const [p, rows] = await Promise.all([presenterFor(catalogue, viewer), vods.byIds(ids)]);
      return rows.map(p.vod);
    },

    /** GET /vod/game: the VODs of a game (highlights, full replays, clips). */
    async byGame(query: VodPageQuery & { gameId: number }, viewer: Viewer) {
      const [p, game] = await Promise.all([presenterFor(catalogue, viewer), catalogue.match(query.gameId)]);
      if (!game) throw gameNotFound();
      const { rows, total } = await vods.byGame(game.id, query.kind, pagingOf(query));
      return { ...page(rows.map(p.vod), total, query), game: p.match(game) };
    },

    /** GET /vod/game/relation: related VODs of a VOD or of a game, most related first. */
    async related(
      query: { gameId?: number | undefined; vodId?: number | undefined; pageItem: number },
      viewer: Viewer,
    ) {
      const p = await presenterFor(catalogue, viewer);
      let relation: Relation;
      if (query.vodId !== undefined) {
        const vod = await vods.vod(query.vodId);
        if (!vod) throw new AppError('VOD_NOT_FOUND', 'This video does not exist.');
        relation = {
          excludeVodId: vod.id,
          gameId: vod.gameId,
          originId: vod.originId,
          teamIds: [vod.homeTeamId, vod.awayTeamId].filter((id): id is number => id !== null),
          leagueId: vod.leagueId ?? vod.gameLeagueId,
        };
      } else {
        const game = query.gameId === undefined ? undefined : await catalogue.match(query.gameId);
        if (!game) throw gameNotFound();
        relation = {
          excludeGameId: game.id,
          teamIds: [game.home?.id, game.away?.id].filter((id): id is number => id !== undefined),
          leagueId: game.leagueId,
        };
      }
      return (await vods.related(relation, query.pageItem)).map(p.vod);
    },

    /** GET /vod/chart: the ranking by views, 8 places a page (spec §9), 40 places in all. */
    async chart(query: { pageNo: number; gameTypeId?: number | undefined }, viewer: Viewer) {
      const paging = { pageNo: query.pageNo, pageItem: LIMITS.searchChartPageItems };
      const p = await presenterFor(catalogue, viewer);
      const offset = pagingOf(paging).offset;
      const { rows, total } = await vods.chart(
        query.gameTypeId,
        pagingOf(paging),
        CATALOGUE_LIMITS.chartPlaces,
      );
      return page(
        rows.map((row, i) => ({ ...p.vod(row), rank: offset + i + 1 })),
        total,
        paging,
      );
    },

    /** GET /vod/popular: most viewed among the VODs of the last 30 days. */
    async popular(query: VodPageQuery & { gameTypeId?: number | undefined }, viewer: Viewer) {
      const p = await presenterFor(catalogue, viewer);
      const since = new Date(clock.now().getTime() - CATALOGUE_LIMITS.popularDays * DAY_MS);
      const { rows, total } = await vods.popular(since, query.gameTypeId, query.kind, pagingOf(query));
      return page(rows.map(p.vod), total, query);
    },

    /** GET /vod/league/detail: a league's VODs, newest first. */
    async byLeague(query: VodPageQuery & { leagueId: number }, viewer: Viewer) {
      const [p, league] = await Promise.all([
        presenterFor(catalogue, viewer),
        catalogue.league(query.leagueId),
      ]);
      if (!league) throw leagueNotFound();
      const { rows, total } = await vods.byLeague(league.id, query.kind, pagingOf(query));
      return { ...page(rows.map(p.vod), total, query), league: p.league(league) };
    },

    /** GET /vod/league/gameType: a sport's VODs, newest first. */
    async byGameType(query: VodPageQuery & { gameType: string }, viewer: Viewer) {
      const [p, type] = await Promise.all([
        presenterFor(catalogue, viewer),
        catalogue.gameTypeByRef(query.gameType),
      ]);
      if (!type) throw new AppError('GAME_TYPE_NOT_FOUND', 'This sport does not exist.');
      const { rows, total } = await vods.byGameType(type.id, query.kind, pagingOf(query));
      return { ...page(rows.map(p.vod), total, query), gameType: p.gameType(type) };
    },

    /** GET /origin/{id}/list: a programme's episodes, newest first. */
    async originList(id: number, query: PageQuery, viewer: Viewer) {
      const [p, [origin]] = await Promise.all([presenterFor(catalogue, viewer), vods.origins({ ids: [id] })]);
      if (!origin) throw new AppError('ORIGIN_NOT_FOUND', 'This programme does not exist.');
      const { rows, total } = await vods.byOrigin(id, pagingOf(query));
      return { ...page(rows.map(p.vod), total, query), origin: presentOrigin(p, origin) };
    },

    /** GET /theme/{id}/list: a theme's VODs in the editors' order. */
    async themeList(id: number, query: PageQuery, viewer: Viewer) {
      const [p, [theme]] = await Promise.all([presenterFor(catalogue, viewer), vods.themes({ ids: [id] })]);
      if (!theme) throw new AppError('THEME_NOT_FOUND', 'This theme does not exist.');
      const { rows, total } = await vods.byTheme(id, pagingOf(query));
      return { ...page(rows.map(p.vod), total, query), theme: presentTheme(p, theme) };
    },

    /** GET /origin/home/web: every programme with its newest episodes (one query for all episodes). */
    async originHome(viewer: Viewer): Promise<OriginHomeItem[]> {
      const [p, origins] = await Promise.all([presenterFor(catalogue, viewer), vods.origins({})]);
      const episodes = groupBy(
        await vods.originEpisodes(
          origins.map((o) => o.origin.id),
          CATALOGUE_LIMITS.originEpisodes,
        ),
        (v) => v.originId,
      );
      return origins.map((row) => ({
        ...presentOrigin(p, row),
        episodes: (episodes.get(row.origin.id) ?? []).map(p.vod),
      }));
    },
  };
}
