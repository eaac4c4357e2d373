import { tokyoDayRange } from '@kickoff/contract';
import { and, asc, desc, eq, gt, gte, inArray, lt, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dayStampOf, dayStampRead, isoDay } from '../../db/day-stamps.js';
import { prepared, slot } from '../../db/prepared.js';
import {
  games,
  gameTypes,
  type LocalizedText,
  leagues,
  lives,
  rounds,
  scheduleDayChanges,
  scheduleDays,
  seasons,
  teams,
  vods,
} from '../../db/schema/index.js';

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

type Colors = [string, string];
/** What `selectGames` answers: each list a JSON array of arrays, in the order of its select. */
interface GamesAndNames {
  games:
    | [
        id: number,
        gameTypeId: number,
        status: number,
        beginAt: string,
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
  types: [id: number, key: string, name: LocalizedText, isTeam: boolean, isUseSeasonName: boolean][] | null;
  leagues: [id: number, key: string, name: LocalizedText, shortName: LocalizedText, colors: Colors][] | null;
  seasons: [id: number, name: LocalizedText][] | null;
  rounds: [id: number, name: LocalizedText][] | null;
  teams: [id: number, name: LocalizedText, shortName: LocalizedText, code: string, colors: Colors][] | null;
}

const byId = <T extends [number, ...unknown[]]>(rows: T[] | null) =>
  new Map((rows ?? []).map((r) => [r[0], r]));

/**
 * The games matching `where` (a condition on `games`), by start time, at most SCHEDULE_MAX_GAMES, with
 * their names, in one statement: the games, then each name once — the sports, leagues, seasons, rounds
 * and teams they name — every list one JSON array the driver parses at once, put together here. A day of
 * every league is some 400 games naming some 800 teams: as one row per game with every name joined in
 * (31 columns, a dozen of them jsonb), the rows were 350 KB, and reading and parsing them took several
 * times what finding them did; this is under half the bytes and six parses instead of thousands. Each
 * list of names is looked up by its ids (`id = any(array(…))`: primary-key probes for the ~870 teams a day
 * names); `id in (…)` was a hash join over a scan of every team (6,580 at the bench's scale) and season.
 */
async function selectGames(tx: Executor, where: SQL | undefined): Promise<GameRow[]> {
  return gameRowsOf((await gamesRead(tx, where, SCHEDULE_MAX_GAMES))[0]);
}

/**
 * The statement of `selectGames` reading at most `limit` games, as a select its callers may prepare
 * (`where` and `limit` may hold placeholders). With `stamp`, it also reads that day's stamp (`day`, a
 * date expression) and, with `since` (a generation), only the games the day's changes after it name
 * (`changed`: those ids, on the day or gone from it), with the day's `pruned`: all in one snapshot.
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
  const of = (column: SQL) => sql`any(array(select ${column} from ${found}))`;
  return tx
    .with(...(changed ? [changed, found] : [found]))
    .select({
      stamp: stamp ? dayStampOf(scheduleDays, stamp.day) : sql<null>`null`,
      changed: changed ? sql<number[]>`array(select ${changed.id} from ${changed})` : sql<null>`null`,
      pruned:
        stamp && changed
          ? sql<string>`(select ${scheduleDays.pruned} from ${scheduleDays} where ${scheduleDays.day} = ${stamp.day})`
          : sql<null>`null`,
      games: sql<GamesAndNames['games']>`(select json_agg(json_build_array(id, game_type_id, status, begin_at,
        title, venue, home_score, away_score, league_id, season_id, round_id, home_team_id, away_team_id)
        order by begin_at, id) from ${found})`,
      types: sql<GamesAndNames['types']>`(select json_agg(json_build_array(id, key, name, is_team,
        is_use_season_name)) from ${gameTypes} where id = ${of(sql`game_type_id`)})`,
      leagues: sql<GamesAndNames['leagues']>`(select json_agg(json_build_array(id, key, name, short_name,
        colors)) from ${leagues} where id = ${of(sql`league_id`)})`,
      seasons: sql<GamesAndNames['seasons']>`(select json_agg(json_build_array(id, name)) from ${seasons}
        where id = ${of(sql`season_id`)})`,
      rounds: sql<GamesAndNames['rounds']>`(select json_agg(json_build_array(id, name)) from ${rounds}
        where id = ${of(sql`round_id`)})`,
      teams: sql<
        GamesAndNames['teams']
      >`(select json_agg(json_build_array(id, name, short_name, code, colors))
        from ${teams} where id = any(array(select home_team_id from ${found} union select away_team_id from ${found})))`,
    })
    .from(sql`(select) as one`);
}

/** The rows of `gamesRead`'s answer, each game with its names. */
function gameRowsOf(answer: GamesAndNames | undefined): GameRow[] {
  if (!answer?.games) return [];
  const types = byId(answer.types);
  const leagueOf = byId(answer.leagues);
  const seasonOf = byId(answer.seasons);
  const roundOf = byId(answer.rounds);
  const teamOf = byId(answer.teams);
  const rows: GameRow[] = [];
  for (const [id, gameTypeId, status, beginAt, title, venue, homeScore, awayScore, ...refs] of answer.games) {
    const [leagueId, seasonId, roundId, homeTeamId, awayTeamId] = refs;
    const type = types.get(gameTypeId);
    const league = leagueOf.get(leagueId);
    const season = seasonOf.get(seasonId);
    // the sport, league and season are joined, not optional (as the inner joins they replace)
    if (!type || !league || !season) continue;
    const round = roundId === null ? undefined : roundOf.get(roundId);
    const home = homeTeamId === null ? undefined : teamOf.get(homeTeamId);
    const away = awayTeamId === null ? undefined : teamOf.get(awayTeamId);
    rows.push({
      id,
      gameTypeId,
      status,
      beginAt: new Date(beginAt),
      title,
      venue,
      homeScore,
      awayScore,
      gameTypeKey: type[1],
      gameTypeName: type[2],
      isTeam: type[3],
      isUseSeasonName: type[4],
      leagueId,
      leagueKey: league[1],
      leagueName: league[2],
      leagueShortName: league[3],
      leagueColors: league[4],
      seasonId,
      seasonName: season[1],
      roundId: round?.[0] ?? null,
      roundName: round?.[1] ?? null,
      homeId: home?.[0] ?? null,
      homeName: home?.[1] ?? null,
      homeShortName: home?.[2] ?? null,
      homeCode: home?.[3] ?? null,
      homeColors: home?.[4] ?? null,
      awayId: away?.[0] ?? null,
      awayName: away?.[1] ?? null,
      awayShortName: away?.[2] ?? null,
      awayCode: away?.[3] ?? null,
      awayColors: away?.[4] ?? null,
    });
  }
  return rows;
}

/** All SQL of the schedule (STYLE.md 5): every method takes the database or a transaction. */
export function createScheduleRepo(db: Executor) {
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
      const rows = gameRowsOf(answer);
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
        rows: gameRowsOf(answer),
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
