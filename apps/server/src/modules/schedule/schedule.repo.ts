import { tokyoDayRange } from '@kickoff/contract';
import { and, asc, desc, eq, gt, gte, inArray, lt, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dayEpochNow, dayStampOf, dayStampRead, epochMs, isoDay } from '../../db/day-stamps.js';
import { prepared, slot } from '../../db/prepared.js';
import {
  games,
  type LocalizedText,
  lives,
  scheduleDayChanges,
  scheduleDays,
  vods,
} from '../../db/schema/index.js';
import { type NamesBook, namesBookOf, type WantedNames, want, wantedNames } from '../../shared/names-book.js';

/** The most games one schedule answer lists (a day of every league is a few dozen). */
export const SCHEDULE_MAX_GAMES = 1000;

/** VOD kinds listed with a game (spec §3 schedule item `vods`). */
const GAME_VOD_KINDS = ['highlight', 'full', 'clip'] as const;

/** A game of a schedule with every name it is shown with (the sport's, league's, season's, round's, teams'). */
export interface GameRow {
  id: number;
  gameTypeId: number;
  status: number;
  beginAt: Date;
  title: LocalizedText | null;
  venue: LocalizedText | null;
  homeScore: number | null;
  awayScore: number | null;
  gameTypeKey: string;
  gameTypeName: LocalizedText;
  isTeam: boolean;
  isUseSeasonName: boolean;
  leagueId: number;
  leagueKey: string;
  leagueName: LocalizedText;
  leagueShortName: LocalizedText;
  leagueColors: [string, string];
  seasonId: number;
  seasonName: LocalizedText;
  roundId: number | null;
  roundName: LocalizedText | null;
  homeId: number | null;
  homeName: LocalizedText | null;
  homeShortName: LocalizedText | null;
  homeCode: string | null;
  homeColors: [string, string] | null;
  awayId: number | null;
  awayName: LocalizedText | null;
  awayShortName: LocalizedText | null;
  awayCode: string | null;
  awayColors: [string, string] | null;
}

/** What `gamesRead` answers: the games as a JSON array of arrays, and the names' epoch. */
interface GamesAnswer {
  /** The names' epoch (`day_epoch`) the games were read at: their names are the book's (names-book.ts). */
  epoch: string | null;
  games:
    | [
        id: number,
        gameTypeId: number,
        status: number,
        beginAtMs: number,
        title: LocalizedText | null,
        venue: LocalizedText | null,
        homeScore: number | null,
        awayScore: number | null,
        leagueId: number,
        seasonId: number,
        roundId: number | null,
        homeTeamId: number | null,
        awayTeamId: number | null,
      ][]
    | null;
}
type GameRefs = NonNullable<GamesAnswer['games']>;

/**
 * The statement reading the games matching `where` (a condition on `games`), by start time, at most
 * `limit`, as a select its callers may prepare (`where` and `limit` may hold placeholders): the games as
 * one JSON array of arrays (one parse) and the names' epoch. Every name comes from the names book
 * (`rowsOf`): a day of every league names some 870 teams, and reading them with it was 6.2 of its 6.8 ms
 * at the bench's scale; its 90 rounds' names, 0.5–0.9 of some 2.4 ms (the book keeps those it was asked
 * for). With `stamp`, it also reads that day's stamp (`day`, a date expression) and, with `since` (a
 * generation), only the games the day's changes after it name (`changed`: those ids, on the day or gone
 * from it), with the day's `pruned`: all in one snapshot.
 */
function gamesRead(
  tx: Executor,
  where: SQL | undefined,
  limit: number | Placeholder,
  stamp?: { day: SQL; since?: Placeholder },
) {
  const changed =
    stamp?.since === undefined
      ? undefined
      : tx.$with('changed').as(
          tx
            .selectDistinct({ id: sql<number>`unnest(${scheduleDayChanges.gameIds})`.as('id') })
            .from(scheduleDayChanges)
            .where(
              and(eq(scheduleDayChanges.day, stamp.day), gt(scheduleDayChanges.generation, stamp.since)),
            ),
        );
  const found = tx.$with('found').as(
    tx
      .select({
        id: games.id,
        gameTypeId: games.gameTypeId,
        status: games.status,
        beginAt: games.beginAt,
        title: games.title,
        venue: games.venue,
        homeScore: games.homeScore,
        awayScore: games.awayScore,
        leagueId: games.leagueId,
        seasonId: games.seasonId,
        roundId: games.roundId,
        homeTeamId: games.homeTeamId,
        awayTeamId: games.awayTeamId,
      })
      .from(games)
      .where(and(where, changed && sql`${games.id} = any(array(select ${changed.id} from ${changed}))`))
      .orderBy(asc(games.beginAt), asc(games.id))
      .limit(limit),
  );
  return tx
    .with(...(changed ? [changed, found] : [found]))
    .select({
      stamp: stamp ? dayStampOf(scheduleDays, stamp.day) : sql<null>`null`,
      changed: changed ? sql<number[]>`array(select ${changed.id} from ${changed})` : sql<null>`null`,
      pruned:
        stamp && changed
          ? sql<string>`(select ${scheduleDays.pruned} from ${scheduleDays} where ${scheduleDays.day} = ${stamp.day})`
          : sql<null>`null`,
      epoch: dayEpochNow,
      // in `found`'s order (gameRowsOf makes sure of it: an aggregate's own `order by` sorted them again),
      // the start as milliseconds (a timestamp's text cost more to write and to parse)
      games: sql<GamesAnswer['games']>`(select json_agg(json_build_array(id, game_type_id, status,
        ${epochMs(sql`begin_at`)}, title, venue, home_score, away_score, league_id, season_id, round_id,
        home_team_id, away_team_id)) from ${found})`,
    })
    .from(sql`(select) as one`);
}

/** The ids of the names some games show (what a transaction reads for itself). */
function wantedBy(refs: GameRefs): WantedNames {
  const wanted = wantedNames();
  for (const [, gameTypeId, , , , , , , leagueId, seasonId, , homeTeamId, awayTeamId] of refs) {
    want(wanted.sports, gameTypeId);
    want(wanted.leagues, leagueId);
    want(wanted.seasons, seasonId);
    want(wanted.teams, homeTeamId);
    want(wanted.teams, awayTeamId);
  }
  return wanted;
}

/** `gamesRead`'s order: by start, then id. */
const byStartRef = (a: GameRefs[number], b: GameRefs[number]) => a[3] - b[3] || a[0] - b[0];

/**
 * The games of `gamesRead`'s answer, by start, each with its names: its round's from `roundOf`, the
 * rest from `names`. They come sorted (an aggregate over a sorted subquery keeps its order in
 * PostgreSQL, "usually" says its manual): the sort here only makes sure of it, in one pass.
 */
function gameRowsOf(
  refs: GameRefs,
  roundOf: ReadonlyMap<number, LocalizedText | null>,
  names: NamesBook,
): GameRow[] {
  const rows: GameRow[] = [];
  for (const [id, gameTypeId, status, beginAt, title, venue, homeScore, awayScore, ...ids] of refs.sort(
    byStartRef,
  )) {
    const [leagueId, seasonId, roundId, homeTeamId, awayTeamId] = ids;
    const type = names.sports.get(gameTypeId);
    const league = names.leagues.get(leagueId);
    const seasonName = names.seasons.get(seasonId);
    // the sport, league and season are joined, not optional (as the inner joins they replace)
    if (!type || !league || !seasonName) continue;
    const roundName = roundId === null ? undefined : (roundOf.get(roundId) ?? undefined);
    const home = homeTeamId === null ? undefined : names.teams.get(homeTeamId);
    const away = awayTeamId === null ? undefined : names.teams.get(awayTeamId);
    rows.push({
      id,
      gameTypeId,
      status,
      beginAt: new Date(beginAt),
      title,
      venue,
      homeScore,
      awayScore,
      gameTypeKey: type.key,
      gameTypeName: type.name,
      isTeam: type.isTeam,
      isUseSeasonName: type.isUseSeasonName,
      leagueId,
      leagueKey: league.key,
      leagueName: league.name,
      leagueShortName: league.shortName,
      leagueColors: league.colors,
      seasonId,
      seasonName,
      roundId: roundName ? roundId : null,
      roundName: roundName ?? null,
      homeId: home?.id ?? null,
      homeName: home?.name ?? null,
      homeShortName: home?.shortName ?? null,
      homeCode: home?.code ?? null,
      homeColors: home?.colors ?? null,
      awayId: away?.id ?? null,
      awayName: away?.name ?? null,
      awayShortName: away?.shortName ?? null,
      awayCode: away?.code ?? null,
      awayColors: away?.colors ?? null,
    });
  }
  return rows;
}

/** All SQL of the schedule (STYLE.md 5): every method takes the database or a transaction. */
export function createScheduleRepo(db: Executor) {
  const names = namesBookOf(db);
  /** The rows of an answer of `gamesRead` read through `tx`, with their names. */
  const rowsOf = async (answer: GamesAnswer | undefined, tx: Executor): Promise<GameRow[]> => {
    const refs = answer?.games;
    if (!refs) return [];
    const book = await names.of(answer.epoch, tx, () => wantedBy(refs));
    const roundIds = refs.flatMap((ref) => (ref[10] === null ? [] : [ref[10]]));
    return gameRowsOf(refs, await names.rounds(answer.epoch, roundIds, tx), book);
  };
  /** The games matching `where`, by start time, at most SCHEDULE_MAX_GAMES, with their names. */
  const selectGames = async (tx: Executor, where: SQL | undefined) =>
    rowsOf((await gamesRead(tx, where, SCHEDULE_MAX_GAMES))[0], tx);
  const ofDay = and(gte(games.beginAt, slot('from')), lt(games.beginAt, slot('to')));
  const day = sql`${slot('day')}::date`;
  // a day's games and what changed on it: prepared (db/prepared.ts), as they are read at every change
  const wholeDay = prepared(db, 'schedule.gamesOfDay', (tx) =>
    gamesRead(tx, ofDay, SCHEDULE_MAX_GAMES + 1, { day }),
  );
  const changedOfDay = prepared(db, 'schedule.changesOfDay', (tx) =>
    gamesRead(tx, ofDay, SCHEDULE_MAX_GAMES + 1, { day, since: slot('since') }),
  );
  const dayValues = (date: string) => ({ ...tokyoDayRange(date), day: isoDay(date) });

  return {
    /** The stamp of a Tokyo day (20261123): unchanged while the games `gamesOfDay` answers for it are. */
    dayStamp: dayStampRead(db, 'schedule.dayStamp', scheduleDays),

    /**
     * A Tokyo day's games (20261123), every sport, at most SCHEDULE_MAX_GAMES, with the day's stamp read
     * in the same statement (so the two agree); `complete` when the day has no more games than those.
     */
    async gamesOfDay(date: string, tx: Executor = db) {
      const [answer] = await wholeDay(dayValues(date), tx);
      const rows = await rowsOf(answer, tx);
      const complete = rows.length <= SCHEDULE_MAX_GAMES;
      return {
        stamp: answer?.stamp ?? '',
        rows: complete ? rows : rows.slice(0, SCHEDULE_MAX_GAMES),
        complete,
      };
    },

    /**
     * What changed on a Tokyo day (20261123) since `generation` of its stamp (migration 0022), read with
     * the day's stamp in one statement: `changed`, the ids of every game written on the day since (on
     * it or gone from it); `rows`, those of them on the day now, as `gamesOfDay` reads them. `pruned`:
     * the day's changes are kept after that generation only (older ones are gone).
     */
    async changesOfDay(date: string, generation: number, tx: Executor = db) {
      const [answer] = await changedOfDay({ ...dayValues(date), since: generation }, tx);
      return {
        stamp: answer?.stamp ?? '',
        changed: answer?.changed ?? [],
        pruned: Number(answer?.pruned ?? 0),
        rows: await rowsOf(answer, tx),
      };
    },

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
export type LiveRow = typeof lives.$inferSelect;
