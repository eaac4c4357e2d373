import { and, asc, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { games, lives, rounds, teams, vods } from '../../db/schema/index.js';
import { matchCore } from '../catalogue/index.js';

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

/** The most games one schedule answer lists (a day of every league is a few dozen). */
export const SCHEDULE_MAX_GAMES = 1000;

/** VOD kinds listed with a game (spec §3 schedule item `vods`). */
const GAME_VOD_KINDS = ['highlight', 'full', 'clip'] as const;

/** All SQL of the schedule (STYLE.md 5): every method takes the database or a transaction. */
export function createScheduleRepo(db: Executor) {
  /**
   * One row per game, every name joined in, in two levels: the games with their sport, league and
   * season, then their round and teams. Seven joins in one level cost PostgreSQL's planner 10–60 ms
   * a query (every join order is weighed), ten times the execution; two levels of three cost < 1 ms.
   */
  const selectGames = (tx: Executor, where: SQL | undefined) => {
    const g = matchCore(tx, where, 'asc', SCHEDULE_MAX_GAMES);
    return tx
      .select({
        id: g.id,
        gameTypeId: g.gameTypeId,
        status: g.status,
        beginAt: g.beginAt,
        title: g.title,
        venue: g.venue,
        homeScore: g.homeScore,
        awayScore: g.awayScore,
        gameTypeKey: g.gameTypeKey,
        gameTypeName: g.gameTypeName,
        isTeam: g.isTeam,
        isUseSeasonName: g.isUseSeasonName,
        leagueId: g.leagueId,
        leagueKey: g.leagueKey,
        leagueName: g.leagueName,
        leagueShortName: g.leagueShortName,
        leagueColors: g.leagueColors,
        seasonId: g.seasonId,
        seasonName: g.seasonName,
        roundId: rounds.id,
        roundName: rounds.name,
        homeId: home.id,
        homeName: home.name,
        homeShortName: home.shortName,
        homeCode: home.code,
        homeColors: home.colors,
        awayId: away.id,
        awayName: away.name,
        awayShortName: away.shortName,
        awayCode: away.code,
        awayColors: away.colors,
      })
      .from(g)
      .leftJoin(rounds, eq(rounds.id, g.roundId))
      .leftJoin(home, eq(home.id, g.homeTeamId))
      .leftJoin(away, eq(away.id, g.awayTeamId))
      .orderBy(asc(g.beginAt), asc(g.id));
  };

  return {
    /**
     * Games beginning in [from, to): one query on games_begin_idx, or games_type_begin_idx /
     * games_league_begin_idx when narrowed.
     */
    gamesBetween(
      filter: { from: Date; to: Date; gameTypeId?: number | undefined; leagueId?: number | undefined },
      tx: Executor = db,
    ) {
      const conditions = [gte(games.beginAt, filter.from), lt(games.beginAt, filter.to)];
      if (filter.gameTypeId) conditions.push(eq(games.gameTypeId, filter.gameTypeId));
      if (filter.leagueId) conditions.push(eq(games.leagueId, filter.leagueId));
      return selectGames(tx, and(...conditions));
    },

    /** Games in [from, to) of any of the teams (home or away) or leagues. */
    gamesOfFavorites(
      filter: { from: Date; to: Date; teamIds: number[]; leagueIds: number[] },
      tx: Executor = db,
    ) {
      const of: SQL[] = [];
      if (filter.teamIds.length > 0) {
        of.push(inArray(games.homeTeamId, filter.teamIds), inArray(games.awayTeamId, filter.teamIds));
      }
      if (filter.leagueIds.length > 0) of.push(inArray(games.leagueId, filter.leagueIds));
      if (of.length === 0) return Promise.resolve([]);
      return selectGames(tx, and(gte(games.beginAt, filter.from), lt(games.beginAt, filter.to), or(...of)));
    },

    gamesByIds(ids: number[], tx: Executor = db) {
      return ids.length === 0 ? Promise.resolve([]) : selectGames(tx, inArray(games.id, ids));
    },

    /** The lives of many games at once (lives_game_idx), by begin time. */
    livesOfGames(gameIds: number[], tx: Executor = db) {
      if (gameIds.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(lives)
        .where(inArray(lives.gameId, gameIds))
        .orderBy(asc(lives.beginAt), asc(lives.id));
    },

    /** Highlights, full replays and clips of many games at once (vods_game_idx), newest first. */
    vodsOfGames(gameIds: number[], tx: Executor = db) {
      if (gameIds.length === 0) return Promise.resolve([]);
      return tx
        .select({
          id: vods.id,
          gameId: vods.gameId,
          kind: vods.kind,
          title: vods.title,
          duration: vods.duration,
          free: vods.free,
        })
        .from(vods)
        .where(and(inArray(vods.gameId, gameIds), inArray(vods.kind, [...GAME_VOD_KINDS])))
        .orderBy(desc(vods.publishedAt), desc(vods.id));
    },
  };
}
export type ScheduleRepo = ReturnType<typeof createScheduleRepo>;
export type GameRow = Awaited<ReturnType<ScheduleRepo['gamesByIds']>>[number];
export type LiveRow = typeof lives.$inferSelect;
