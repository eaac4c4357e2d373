import { and, asc, count, desc, eq, gte, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { prepared, slot } from '../../db/prepared.js';
import { games, origins, themes, themeVods, vods } from '../../db/schema/index.js';
import { countVods, newestFirst, type Paging, selectVodRefs, type VodRow } from './catalogue.queries.js';
import { vodNamesOf } from './vod-names.js';

export type VodKindFilter = (typeof vods.$inferSelect)['kind'] | undefined;
export type OriginRow = typeof origins.$inferSelect;
export type ThemeRow = typeof themes.$inferSelect;

const ofKind = (kind: VodKindFilter) => (kind ? eq(vods.kind, kind) : undefined);
const latestOrder = [newestFirst(vods.publishedAt), desc(vods.id)];
/** A game's VODs: highlights, then full replays, then clips, then the rest. */
const kindOrder = sql`CASE ${vods.kind} WHEN 'highlight' THEN 0 WHEN 'full' THEN 1 WHEN 'clip' THEN 2 ELSE 3 END`;
const intArray = (ids: number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** What makes a VOD related: the same game or programme first, then the same teams, then the league. */
export interface Relation {
  excludeVodId?: number;
  excludeGameId?: number;
  gameId?: number | null;
  originId?: number | null;
  teamIds: number[];
  leagueId?: number | null;
}

/** All SQL of VOD lists, programmes and themes (STYLE.md 5). */
export function createVodRepo(db: Executor) {
  const names = vodNamesOf(db);
  // a league's VODs (its page and its VOD tab), prepared (db/prepared.ts); `kind` null: every kind
  const ofLeague = and(
    eq(vods.leagueId, slot('leagueId')),
    sql`(${slot('kind')}::text IS NULL OR ${vods.kind} = ${slot('kind')})`,
  );
  const leaguePage = prepared(db, 'vod.byLeague', (tx) =>
    selectVodRefs(tx)
      .where(ofLeague)
      .orderBy(...latestOrder)
      .limit(slot('limit'))
      .offset(slot('offset')),
  );
  // the league's VODs alone (no join: the list's joins are left joins on one row each), an index-only
  // scan of vods_league_published_idx (migration 0027)
  const leagueCount = prepared(db, 'vod.byLeague.count', (tx) =>
    tx.select({ value: count() }).from(vods).where(ofLeague),
  );

  async function page(where: SQL | undefined, order: SQL[], paging: Paging, tx: Executor) {
    const [refs, [total]] = await Promise.all([
      selectVodRefs(tx)
        .where(where)
        .orderBy(...order)
        .limit(paging.limit)
        .offset(paging.offset),
      countVods(tx).where(where),
    ]);
    return { rows: await names.of(refs, tx), total: total?.value ?? 0 };
  }

  /**
   * The newest `perGroup` VODs of each of many leagues or programmes, in ONE query: a LATERAL index
   * scan per group (vods_league_published_idx / vods_origin_idx), then `selectVodRefs`'s join.
   */
  async function newestPerGroup(
    column: typeof vods.leagueId | typeof vods.originId,
    groupIds: number[],
    perGroup: number,
    tx: Executor,
  ): Promise<VodRow[]> {
    if (groupIds.length === 0 || perGroup < 1) return [];
    const ids = sql`(SELECT v.id FROM unnest(${intArray(groupIds)}) AS g(id) CROSS JOIN LATERAL (
      SELECT ${vods.id} AS id FROM ${vods} WHERE ${column} = g.id
      ORDER BY ${vods.publishedAt} DESC NULLS LAST, ${vods.id} DESC LIMIT ${perGroup}) v)`;
    return names.of(
      await selectVodRefs(tx)
        .where(sql`${vods.id} IN ${ids}`)
        .orderBy(...latestOrder),
      tx,
    );
  }

  return {
    async vod(id: number, tx: Executor = db) {
      const [row] = await tx
        .select({
          id: vods.id,
          gameId: vods.gameId,
          leagueId: vods.leagueId,
          originId: vods.originId,
          homeTeamId: games.homeTeamId,
          awayTeamId: games.awayTeamId,
          gameLeagueId: games.leagueId,
        })
        .from(vods)
        .leftJoin(games, eq(games.id, vods.gameId))
        .where(eq(vods.id, id));
      return row;
    },

    /** The VODs of some ids (any order; an unknown id is left out). */
    async byIds(ids: number[], tx: Executor = db): Promise<VodRow[]> {
      return ids.length === 0 ? [] : names.of(await selectVodRefs(tx).where(inArray(vods.id, ids)), tx);
    },

    byGame: (gameId: number, kind: VodKindFilter, paging: Paging, tx: Executor = db) =>
      page(and(eq(vods.gameId, gameId), ofKind(kind)), [kindOrder, ...latestOrder], paging, tx),

    /** VODs related to a game or a VOD, most related first. */
    async related(relation: Relation, limit: number, tx: Executor = db): Promise<VodRow[]> {
      const { gameId, originId, teamIds, leagueId } = relation;
      const same = [
        gameId ? eq(vods.gameId, gameId) : undefined,
        originId ? eq(vods.originId, originId) : undefined,
      ].filter((c): c is SQL => c !== undefined);
      const teams =
        teamIds.length > 0
          ? or(inArray(games.homeTeamId, teamIds), inArray(games.awayTeamId, teamIds))
          : undefined;
      const league = leagueId ? eq(vods.leagueId, leagueId) : undefined;
      const any = or(...same, teams, league);
      if (!any) return [];
      const rank = sql`CASE WHEN ${same.length ? or(...same) : sql`false`} THEN 0 WHEN ${teams ?? sql`false`} THEN 1 ELSE 2 END`;
      const refs = await selectVodRefs(tx)
        .where(
          and(
            any,
            relation.excludeVodId ? ne(vods.id, relation.excludeVodId) : undefined,
            relation.excludeGameId
              ? sql`${vods.gameId} IS DISTINCT FROM ${relation.excludeGameId}`
              : undefined,
          ),
        )
        .orderBy(rank, ...latestOrder)
        .limit(limit);
      return names.of(refs, tx);
    },

    /** The ranking by views (vods_views_idx), at most `places` places. */
    async chart(gameTypeId: number | undefined, paging: Paging, places: number, tx: Executor = db) {
      const where = gameTypeId ? eq(vods.gameTypeId, gameTypeId) : undefined;
      const limit = Math.max(0, Math.min(paging.limit, places - paging.offset));
      const [refs, [total]] = await Promise.all([
        limit === 0
          ? Promise.resolve([])
          : selectVodRefs(tx)
              .where(where)
              .orderBy(newestFirst(vods.views), desc(vods.id))
              .limit(limit)
              .offset(paging.offset),
        tx.select({ value: count() }).from(vods).where(where),
      ]);
      return { rows: await names.of(refs, tx), total: Math.min(total?.value ?? 0, places) };
    },

    /** The most viewed VODs published since a day. */
    popular: (
      since: Date,
      gameTypeId: number | undefined,
      kind: VodKindFilter,
      paging: Paging,
      tx: Executor = db,
    ) =>
      page(
        and(
          gte(vods.publishedAt, since),
          gameTypeId ? eq(vods.gameTypeId, gameTypeId) : undefined,
          ofKind(kind),
        ),
        [newestFirst(vods.views), ...latestOrder],
        paging,
        tx,
      ),

    /**
     * The newest `perKind` VODs of each kind, in ONE query (a LATERAL scan of vods_published_idx per
     * kind): the home's "latest" rails, each of which may want some kinds only.
     */
    async newestOfKinds(kinds: readonly NonNullable<VodKindFilter>[], perKind: number, tx: Executor = db) {
      if (kinds.length === 0 || perKind < 1) return [];
      const list = sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      );
      const ids = sql`(SELECT v.id FROM unnest(ARRAY[${list}]::text[]) AS k(kind) CROSS JOIN LATERAL (
        SELECT ${vods.id} AS id FROM ${vods} WHERE ${vods.kind} = k.kind
        ORDER BY ${vods.publishedAt} DESC NULLS LAST, ${vods.id} DESC LIMIT ${perKind}) v)`;
      return names.of(
        await selectVodRefs(tx)
          .where(sql`${vods.id} IN ${ids}`)
          .orderBy(...latestOrder),
        tx,
      );
    },

    /** The most viewed VODs published since a day, without a total: the home's "popular" rail. */
    mostViewedSince: async (since: Date, limit: number, tx: Executor = db) =>
      names.of(
        await selectVodRefs(tx)
          .where(gte(vods.publishedAt, since))
          .orderBy(newestFirst(vods.views), ...latestOrder)
          .limit(limit),
        tx,
      ),

    /** The newest VODs of one kind (the search screen's "vod_news" rail). */
    newestOfKind: async (kind: NonNullable<VodKindFilter>, limit: number, tx: Executor = db) =>
      names.of(
        await selectVodRefs(tx)
          .where(eq(vods.kind, kind))
          .orderBy(...latestOrder)
          .limit(limit),
        tx,
      ),

    /** Newest VODs, sorted by likes (the search screen's "vod_likes" rail). */
    mostLiked: async (limit: number, tx: Executor = db) =>
      names.of(
        await selectVodRefs(tx)
          .orderBy(desc(vods.likes), ...latestOrder)
          .limit(limit),
        tx,
      ),

    async byLeague(leagueId: number, kind: VodKindFilter, paging: Paging, tx: Executor = db) {
      const values = { leagueId, kind: kind ?? null, ...paging };
      const [refs, [total]] = await Promise.all([leaguePage(values, tx), leagueCount(values, tx)]);
      return { rows: await names.of(refs, tx), total: total?.value ?? 0 };
    },

    byGameType: (gameTypeId: number, kind: VodKindFilter, paging: Paging, tx: Executor = db) =>
      page(and(eq(vods.gameTypeId, gameTypeId), ofKind(kind)), latestOrder, paging, tx),

    byOrigin: (originId: number, paging: Paging, tx: Executor = db) =>
      page(eq(vods.originId, originId), latestOrder, paging, tx),

    async byTheme(themeId: number, paging: Paging, tx: Executor = db) {
      const inTheme = eq(themeVods.themeId, themeId);
      const [refs, [total]] = await Promise.all([
        selectVodRefs(tx)
          .innerJoin(themeVods, and(eq(themeVods.vodId, vods.id), inTheme))
          .orderBy(asc(themeVods.orderNo), desc(vods.id))
          .limit(paging.limit)
          .offset(paging.offset),
        tx.select({ value: count() }).from(themeVods).where(inTheme),
      ]);
      return { rows: await names.of(refs, tx), total: total?.value ?? 0 };
    },

    leagueRails: (leagueIds: number[], perLeague: number, tx: Executor = db) =>
      newestPerGroup(vods.leagueId, leagueIds, perLeague, tx),

    originEpisodes: (originIds: number[], perOrigin: number, tx: Executor = db) =>
      newestPerGroup(vods.originId, originIds, perOrigin, tx),

    /** Programmes in their order, with how many episodes each has and when the newest came out. */
    origins(filter: { ids?: number[] | undefined; limit?: number | undefined }, tx: Executor = db) {
      const query = tx
        .select({
          origin: origins,
          episodeCount: sql<number>`(SELECT count(*)::int FROM ${vods} AS e WHERE e.origin_id = ${origins}.id)`,
          latestPublishedAt: sql<
            Date | string | null
          >`(SELECT max(e.published_at) FROM ${vods} AS e WHERE e.origin_id = ${origins}.id)`,
        })
        .from(origins)
        .where(filter.ids ? inArray(origins.id, filter.ids.length > 0 ? filter.ids : [0]) : undefined)
        .orderBy(asc(origins.orderNo), asc(origins.id))
        .$dynamic();
      return filter.limit ? query.limit(filter.limit) : query;
    },

    /** Themes in their order, with how many VODs each holds. */
    themes(filter: { ids?: number[] | undefined; limit?: number | undefined }, tx: Executor = db) {
      const query = tx
        .select({
          theme: themes,
          vodCount: sql<number>`(SELECT count(*)::int FROM ${themeVods} AS tv WHERE tv.theme_id = ${themes}.id)`,
        })
        .from(themes)
        .where(filter.ids ? inArray(themes.id, filter.ids.length > 0 ? filter.ids : [0]) : undefined)
        .orderBy(asc(themes.orderNo), asc(themes.id))
        .$dynamic();
      return filter.limit ? query.limit(filter.limit) : query;
    },
  };
}

export type VodRepo = ReturnType<typeof createVodRepo>;
export type { VodRow };
