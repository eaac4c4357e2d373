import { type AnyColumn, asc, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { dayEpochNow } from '../../db/day-stamps.js';
import {
  competitions,
  games,
  gameTypes,
  type LocalizedText,
  leagues,
  lives,
  origins,
  rounds,
  seasons,
  teams,
  vods,
} from '../../db/schema/index.js';
import type { TeamNames } from '../../shared/names-book.js';

/**
 * The SQL building blocks the catalogue repositories share: one select shape per kind of list item
 * (match, live, VOD), each with every name it needs joined by primary key, so a list is one query and
 * never one query per item.
 */

export const homeTeams = alias(teams, 'home_team');
export const awayTeams = alias(teams, 'away_team');

const teamColumns = <T extends typeof homeTeams | typeof awayTeams>(t: T) => ({
  id: t.id,
  name: t.name,
  shortName: t.shortName,
  code: t.code,
  colors: t.colors,
});

export const teamRefColumns = {
  id: teams.id,
  name: teams.name,
  shortName: teams.shortName,
  code: teams.code,
  colors: teams.colors,
};

export const leagueRefColumns = {
  id: leagues.id,
  key: leagues.key,
  gameTypeId: leagues.gameTypeId,
  name: leagues.name,
  shortName: leagues.shortName,
  colors: leagues.colors,
};

/**
 * The games of a filter with their sport, league and season, ordered and limited: the inner level of
 * `selectMatches`. Names that repeat across the joined tables are given their own, so the outer level
 * can address them.
 */
const matchCore = (
  tx: Executor,
  where: SQL | undefined,
  order: 'asc' | 'desc',
  limit: number | Placeholder,
) =>
  tx
    .select({
      id: games.id,
      status: games.status,
      beginAt: games.beginAt,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
      title: games.title,
      venue: games.venue,
      gameTypeId: games.gameTypeId,
      gameTypeKey: sql<string>`${gameTypes.key}`.as('game_type_key'),
      gameTypeName: sql<LocalizedText>`${gameTypes.name}`.as('game_type_name'),
      isTeam: gameTypes.isTeam,
      isUseSeasonName: gameTypes.isUseSeasonName,
      leagueId: games.leagueId,
      leagueKey: sql<string>`${leagues.key}`.as('league_key'),
      leagueName: sql<LocalizedText>`${leagues.name}`.as('league_name'),
      leagueShortName: sql<LocalizedText>`${leagues.shortName}`.as('league_short_name'),
      leagueColors: sql<[string, string]>`${leagues.colors}`.as('league_colors'),
      seasonId: games.seasonId,
      seasonName: sql<LocalizedText>`${seasons.name}`.as('season_name'),
      seasonYear: seasons.year,
      roundId: games.roundId,
      competitionId: games.competitionId,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
    })
    .from(games)
    .innerJoin(gameTypes, eq(gameTypes.id, games.gameTypeId))
    .innerJoin(leagues, eq(leagues.id, games.leagueId))
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .where(where)
    .orderBy(...byTime(order, games.beginAt, games.id))
    .limit(limit)
    .as('m');

const byTime = (order: 'asc' | 'desc', beginAt: AnyColumn, id: AnyColumn) =>
  order === 'asc' ? [asc(beginAt), asc(id)] : [desc(beginAt), desc(id)];

/** No limit: a LIMIT all the same, which keeps the inner level of `selectMatches` a query of its own. */
export const ALL_MATCHES = Number.MAX_SAFE_INTEGER;

/**
 * Games matching `where` (a condition on `games` columns) with their sport, league, season, round,
 * competition and teams, by start time (`order`), at most `limit`. Two levels of joins: the games
 * with their sport, league and season, then their round, competition and teams. Seven joins in one
 * level cost PostgreSQL's planner 10–60 ms a query (it weighs every join order), far more than running
 * it; two levels of three or four cost about 1 ms.
 */
export const selectMatches = (
  tx: Executor,
  where: SQL | undefined,
  { order = 'asc', limit = ALL_MATCHES }: { order?: 'asc' | 'desc'; limit?: number | Placeholder } = {},
) => {
  const m = matchCore(tx, where, order, limit);
  return tx
    .select({
      id: m.id,
      status: m.status,
      beginAt: m.beginAt,
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      title: m.title,
      venue: m.venue,
      gameTypeId: m.gameTypeId,
      gameTypeKey: m.gameTypeKey,
      gameTypeName: m.gameTypeName,
      isTeam: m.isTeam,
      leagueId: m.leagueId,
      leagueKey: m.leagueKey,
      leagueName: m.leagueName,
      leagueShortName: m.leagueShortName,
      leagueColors: m.leagueColors,
      seasonId: m.seasonId,
      seasonName: m.seasonName,
      seasonYear: m.seasonYear,
      roundId: m.roundId,
      roundName: rounds.name,
      competitionId: m.competitionId,
      competitionName: competitions.name,
      home: teamColumns(homeTeams),
      away: teamColumns(awayTeams),
    })
    .from(m)
    .leftJoin(rounds, eq(rounds.id, m.roundId))
    .leftJoin(competitions, eq(competitions.id, m.competitionId))
    .leftJoin(homeTeams, eq(homeTeams.id, m.homeTeamId))
    .leftJoin(awayTeams, eq(awayTeams.id, m.awayTeamId))
    .orderBy(...byTime(order, m.beginAt, m.id));
};

export type MatchRow = Awaited<ReturnType<typeof selectMatches>>[number];

export const liveColumns = {
  id: lives.id,
  gameId: lives.gameId,
  channelId: lives.channelId,
  title: lives.title,
  status: lives.status,
  broadcastType: lives.broadcastType,
  beginAt: lives.beginAt,
  endAt: lives.endAt,
  free: lives.free,
  viewers: lives.viewers,
};
export const selectLives = (tx: Executor) => tx.select(liveColumns).from(lives).$dynamic();
export type LiveRow = Awaited<ReturnType<typeof selectLives>>[number];

/** The league of a VOD: its own, else its game's. */
const vodLeagueId = sql<number | null>`coalesce(${vods.leagueId}, ${games.leagueId})`;

/**
 * A VOD of a list with its game, and the ids of its names (league, programme, teams) with the epoch of
 * the names (`day_epoch`) read in the same statement: vod-names.ts puts the names in (`VodRow`).
 */
export const vodRefColumns = {
  id: vods.id,
  kind: vods.kind,
  title: vods.title,
  duration: vods.duration,
  free: vods.free,
  views: vods.views,
  likes: vods.likes,
  publishedAt: vods.publishedAt,
  /** Its own sport, else its game's (else its programme's: vod-names.ts). */
  gameTypeId: sql<number | null>`coalesce(${vods.gameTypeId}, ${games.gameTypeId})`,
  leagueId: vodLeagueId,
  originId: vods.originId,
  gameId: vods.gameId,
  gameBeginAt: games.beginAt,
  gameStatus: games.status,
  homeScore: games.homeScore,
  awayScore: games.awayScore,
  homeTeamId: games.homeTeamId,
  awayTeamId: games.awayTeamId,
  // an InitPlan: read once per statement
  namesEpoch: dayEpochNow,
};

/**
 * VODs with their game, and their names' ids (`vodRefColumns`); add where/order/limit, then give the
 * rows to vod-names.ts. `tx` may be a `with(…)` of CTEs, and `extra` columns (a count over one of them)
 * ride along.
 */
export const selectVodRefs = <E extends SelectedFields = Record<never, never>>(
  tx: Pick<Executor, 'select'>,
  extra?: E,
) =>
  tx
    .select({ ...vodRefColumns, ...(extra as E) })
    .from(vods)
    .leftJoin(games, eq(games.id, vods.gameId))
    .$dynamic();

export type VodRefRow = Awaited<ReturnType<typeof selectVodRefs>>[number];

type Colors = [string, string];
/** A team as a list shows it (shared/names-book.ts). */
export type TeamRef = TeamNames;

/** A VOD of a list with every name it is shown with. */
export interface VodRow {
  id: number;
  kind: (typeof vods.$inferSelect)['kind'];
  title: LocalizedText;
  duration: number;
  free: boolean;
  views: number;
  likes: number;
  publishedAt: Date;
  gameTypeId: number | null;
  leagueId: number | null;
  leagueName: LocalizedText | null;
  leagueColors: Colors | null;
  originId: number | null;
  originTitle: LocalizedText | null;
  originColors: Colors | null;
  gameId: number | null;
  gameBeginAt: Date | null;
  gameStatus: number | null;
  homeScore: number | null;
  awayScore: number | null;
  home: TeamRef | null;
  away: TeamRef | null;
}

/** Counts VODs under the joins of a list's filters (so a filter may name a team or league). */
export const countVods = (tx: Executor) =>
  tx
    .select({ value: count() })
    .from(vods)
    .leftJoin(games, eq(games.id, vods.gameId))
    .leftJoin(leagues, eq(leagues.id, vodLeagueId))
    .leftJoin(origins, eq(origins.id, vods.originId))
    .leftJoin(homeTeams, eq(homeTeams.id, games.homeTeamId))
    .leftJoin(awayTeams, eq(awayTeams.id, games.awayTeamId))
    .$dynamic();

/** Newest first, written as the indexes are (`DESC NULLS LAST`) so PostgreSQL can walk them. */
export const newestFirst = (column: AnyColumn): SQL => sql`${column} desc nulls last`;

/**
 * The rows of a searched table (teams, leagues, origins, vods, lives) whose `search_text` holds every
 * gram the keyword is looked up by: what their GIN index (migration 0020, `kickoff_grams(search_text)`)
 * answers. A superset of the matches, which it goes with: the index finds, an exact test decides
 * (`searchTextHolds`).
 */
const gramsHold = (table: PgTable, keyword: Placeholder): SQL =>
  sql`kickoff_grams(${table}.search_text) @> kickoff_keyword_grams(${keyword})`;

/**
 * The rows whose `search_text` (their texts in every language, lower-cased, joined by U+0001) holds the
 * keyword as a literal, case-insensitive substring, found through the index: the matches of an ILIKE of
 * each text, at about a tenth of its cost a row (no lower-casing of the row, no pattern).
 */
export const searchTextHolds = (table: PgTable, keyword: Placeholder): SQL =>
  sql`(${gramsHold(table, keyword)} AND strpos(${table}.search_text, lower(${keyword})) > 0)`;

export interface Paging {
  offset: number;
  limit: number;
}

export const pagingOf = ({ pageNo, pageItem }: { pageNo: number; pageItem: number }): Paging => ({
  offset: (pageNo - 1) * pageItem,
  limit: pageItem,
});
