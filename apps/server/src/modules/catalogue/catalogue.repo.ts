import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { games, gameTypes, leagues, lives, seasons, vods } from '../../db/schema/index.js';
import type { ScoreSettings } from '../settings/index.js';
import { leagueRefColumns, liveColumns, type MatchRow, selectMatches } from './catalogue.queries.js';

export type GameTypeRow = typeof gameTypes.$inferSelect;
export type LeagueRow = typeof leagues.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;

const MAX_INT = 2_147_483_647;

/** A `{type}` of the URL: a numeric id, else a key. */
const asId = (ref: string): number | null => {
  if (!/^\d{1,10}$/.test(ref)) return null;
  const id = Number(ref);
  return id >= 1 && id <= MAX_INT ? id : null;
};

/**
 * Lookups every catalogue service needs: the member's score setting, sports, leagues, seasons, and
 * the batch loaders that complete a list of games (their lives, their VOD counts) in one query each.
 */
export function createCatalogueRepo(db: Executor, scores: Pick<ScoreSettings, 'isOn' | 'kept'>) {
  return {
    /** The member's "show scores" setting: the one lookup of GET/PUT /score/on (modules/settings). */
    scoreOn: (userId: number, tx?: Executor): Promise<boolean> => scores.isOn(userId, tx),
    /** The setting when it is kept in memory, else undefined (then `scoreOn`). */
    scoreKept: (userId: number): boolean | undefined => scores.kept?.(userId),

    gameTypes: (tx: Executor = db) =>
      tx.select().from(gameTypes).orderBy(asc(gameTypes.orderNo), asc(gameTypes.id)),

    /** A game type by id (`"1"`) or key (`"football"`). */
    async gameTypeByRef(ref: string, tx: Executor = db): Promise<GameTypeRow | undefined> {
      const id = asId(ref);
      const [row] = await tx
        .select()
        .from(gameTypes)
        .where(id === null ? eq(gameTypes.key, ref) : eq(gameTypes.id, id));
      return row;
    },

    async leagueByKey(key: string, tx: Executor = db): Promise<LeagueRow | undefined> {
      const [row] = await tx.select().from(leagues).where(eq(leagues.key, key));
      return row;
    },

    async gameType(id: number, tx: Executor = db): Promise<GameTypeRow | undefined> {
      const [row] = await tx.select().from(gameTypes).where(eq(gameTypes.id, id));
      return row;
    },

    /** Every league in menu order: by sport, then the league's own order. */
    allLeagues: (tx: Executor = db) =>
      tx
        .select({ ...leagueRefColumns, gameTypeKey: gameTypes.key, gameTypeName: gameTypes.name })
        .from(leagues)
        .innerJoin(gameTypes, eq(gameTypes.id, leagues.gameTypeId))
        .orderBy(asc(gameTypes.orderNo), asc(gameTypes.id), asc(leagues.orderNo), asc(leagues.id)),

    leaguesOfType: (gameTypeId: number, tx: Executor = db) =>
      tx
        .select()
        .from(leagues)
        .where(eq(leagues.gameTypeId, gameTypeId))
        .orderBy(asc(leagues.orderNo), asc(leagues.id)),

    async league(id: number, tx: Executor = db): Promise<LeagueRow | undefined> {
      const [row] = await tx.select().from(leagues).where(eq(leagues.id, id));
      return row;
    },

    leaguesByIds(ids: number[], tx: Executor = db): Promise<LeagueRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return tx.select().from(leagues).where(inArray(leagues.id, ids));
    },

    async season(id: number, tx: Executor = db): Promise<SeasonRow | undefined> {
      const [row] = await tx.select().from(seasons).where(eq(seasons.id, id));
      return row;
    },

    /** Every season of a league, newest first. */
    seasonsOf: (leagueId: number, tx: Executor = db) =>
      tx
        .select()
        .from(seasons)
        .where(eq(seasons.leagueId, leagueId))
        .orderBy(desc(seasons.year), desc(seasons.isCurrent), desc(seasons.id)),

    /** Per league, the season marked current, else its latest: one query for any number of leagues. */
    currentSeasons(leagueIds: number[], tx: Executor = db): Promise<SeasonRow[]> {
      if (leagueIds.length === 0) return Promise.resolve([]);
      return tx
        .selectDistinctOn([seasons.leagueId])
        .from(seasons)
        .where(inArray(seasons.leagueId, leagueIds))
        .orderBy(asc(seasons.leagueId), desc(seasons.isCurrent), desc(seasons.year), desc(seasons.id));
    },

    async match(id: number, tx: Executor = db): Promise<MatchRow | undefined> {
      const [row] = await selectMatches(tx, eq(games.id, id), { limit: 1 });
      return row;
    },

    matchesByIds(ids: number[], tx: Executor = db): Promise<MatchRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return selectMatches(tx, inArray(games.id, ids), { limit: ids.length });
    },

    /** The lives of many games, by start time. */
    livesOfGames(gameIds: number[], tx: Executor = db) {
      if (gameIds.length === 0) return Promise.resolve([]);
      return tx
        .select(liveColumns)
        .from(lives)
        .where(inArray(lives.gameId, gameIds))
        .orderBy(asc(lives.beginAt), asc(lives.id));
    },

    /** How many VODs each game has. */
    async vodCounts(gameIds: number[], tx: Executor = db): Promise<Map<number, number>> {
      if (gameIds.length === 0) return new Map();
      const rows = await tx
        .select({ gameId: vods.gameId, value: count() })
        .from(vods)
        .where(inArray(vods.gameId, gameIds))
        .groupBy(vods.gameId);
      return new Map(rows.flatMap((r) => (r.gameId === null ? [] : [[r.gameId, r.value] as const])));
    },
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
