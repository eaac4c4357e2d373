import { type AnyColumn, and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable, union } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { prepared, slot } from '../../db/prepared.js';
import {
  gameTypes,
  leagues,
  lives,
  origins,
  seasonEntries,
  seasons,
  teams,
  vods,
} from '../../db/schema/index.js';
import { liveNotOverAt } from '../../shared/live-status.js';
import {
  anyLanguageIlike,
  anyOf,
  gramsHold,
  likePattern,
  liveColumns,
  newestFirst,
  type Paging,
  searchTextHolds,
  selectVods,
  teamRefColumns,
} from './catalogue.queries.js';

export type VodSort = 'latest' | 'views' | 'likes';
export type VodKindFilter = (typeof vods.$inferSelect)['kind'] | undefined;

type SortColumns = { id: AnyColumn; publishedAt: AnyColumn; views: AnyColumn; likes: AnyColumn };

/** The order of a sort, on `vods` or on the matches' copy of its columns. */
const vodOrder = (sort: VodSort, c: SortColumns): SQL[] =>
  ({
    latest: [newestFirst(c.publishedAt), desc(c.id)],
    views: [newestFirst(c.views), newestFirst(c.publishedAt), desc(c.id)],
    likes: [desc(c.likes), newestFirst(c.publishedAt), desc(c.id)],
  })[sort];

/** The CTE of the VODs a keyword matches (`foundVods`). */
const FOUND_VODS = 'found_vods';
/** The CTE of the lives a keyword matches (`foundLives`). */
const FOUND_LIVES = 'found_lives';

/**
 * All SQL of search (STYLE.md 5). A keyword matches any of the Japanese, Korean and English names,
 * case-insensitively and literally. Each searched table is reached through the index of its search text
 * (migration 0020, `gramsHold`) and the rows found are tested exactly (`searchTextHolds`): no sequential
 * scan of teams, leagues, programmes or VODs. A VOD or live found by a team or league is found from the
 * teams and leagues that match (a few) to their games, not by testing the names of every row's joins.
 */
export function createSearchRepo(db: Executor) {
  /** Ids of the rows of a table whose search text holds the placeholder `keyword`. */
  const idsMatching = (tx: Executor, table: PgTable, id: PgColumn) =>
    tx
      .select({ id })
      .from(table)
      .where(searchTextHolds(table, slot('keyword')));

  /**
   * Teams whose name (not short name or code, which their search text holds too: VODs and lives match
   * teams by name) matches the placeholder `pattern`: the ILIKE tests the few rows the index finds.
   */
  const teamIdsByName = (tx: Executor) => {
    const t = alias(teams, 'found_team');
    return tx
      .select({ id: t.id })
      .from(t)
      .where(and(gramsHold(t, slot('keyword')), anyLanguageIlike(t.name, slot('pattern'))));
  };

  /**
   * The teams (by name), leagues and programmes a keyword names: few rows of small tables, each found
   * through its search index, in one statement (a prepared read). The VOD and live queries then name them as constants,
   * so the planner knows how many rows each kind of match brings (as subqueries it guessed thousands and
   * started parallel workers, the larger part of a search's time) and leaves out the kinds that match
   * nothing.
   */
  const names = prepared(db, 'search.names', (tx) => {
    const o = alias(origins, 'found_origin');
    const l = alias(leagues, 'found_league');
    return tx
      .select({
        teamIds: sql<number[]>`array(${teamIdsByName(tx)})`,
        leagueIds: sql<number[]>`array(${idsMatching(tx, l, l.id)})`,
        originIds: sql<number[]>`array(${idsMatching(tx, o, o.id)})`,
      })
      .from(sql`(values (1)) as one`);
  });
  const namesMatching = async (tx: Executor, keyword: string) => {
    const [row] = await names({ keyword, pattern: likePattern(keyword) }, tx);
    return { teamIds: row?.teamIds ?? [], leagueIds: row?.leagueIds ?? [], originIds: row?.originIds ?? [] };
  };

  /**
   * The VODs a keyword matches — by title (vods_search_idx), programme (vods_origin_idx), league (its
   * own, vods_league_published_idx, else its game's: vods_game_league_idx) or either team of its game
   * (vods_game_home/away_team_idx: the copies of migration 0018) — each once, with the columns they are
   * sorted by, as the CTE `found_vods`. Written with placeholders (a prepared read): `keyword`,
   * `kind` (null: any), and the ids `namesMatching` found (`originIds`, `leagueIds`,
   * `teamIds`; an empty list finds nothing through its index at once).
   */
  const foundVods = (tx: Executor) => {
    const v = alias(vods, 'found_vod');
    const sortColumns = { id: v.id, publishedAt: v.publishedAt, views: v.views, likes: v.likes };
    const ofKind = sql`(${slot('kind')}::text IS NULL OR ${v.kind} = ${slot('kind')})`;
    const matching = (condition: SQL | undefined) =>
      tx.select(sortColumns).from(v).where(and(condition, ofKind));
    // UNION, not UNION ALL: a VOD matched twice (its title and its team) is one VOD; home and away apart
    // (`IN (…) OR IN (…)` would be one filter over every VOD, each alone an index scan)
    return tx
      .$with(FOUND_VODS)
      .as(
        union(
          matching(searchTextHolds(v, slot('keyword'))),
          matching(anyOf(v.originId, slot('originIds'))),
          matching(anyOf(v.leagueId, slot('leagueIds'))),
          matching(and(isNull(v.leagueId), anyOf(v.gameLeagueId, slot('leagueIds')))),
          matching(anyOf(v.gameHomeTeamId, slot('teamIds'))),
          matching(anyOf(v.gameAwayTeamId, slot('teamIds'))),
        ),
      );
  };

  /** A page of the matching VODs in a sort, each row with how many match (`total`): prepared per sort. */
  const vodPageIn = (sort: VodSort) =>
    prepared(db, `search.vods.${sort}`, (tx) => {
      const found = foundVods(tx);
      const page = tx
        .select({ id: found.id })
        .from(found)
        .orderBy(...vodOrder(sort, found))
        .limit(slot('limit'))
        .offset(slot('offset'));
      return selectVods(tx.with(found), {
        total: sql<number>`(select count(*) from ${sql.identifier(FOUND_VODS)})`.mapWith(Number),
      })
        .where(sql`${vods.id} = ANY(ARRAY(${page}))`)
        .orderBy(...vodOrder(sort, vods));
    });
  const vodPages = { latest: vodPageIn('latest'), views: vodPageIn('views'), likes: vodPageIn('likes') };
  /** How many VODs match, for a page past the end (which has no row to carry the count). */
  const vodCount = prepared(db, 'search.vods.count', (tx) => {
    const found = foundVods(tx);
    return tx.with(found).select({ value: count() }).from(found);
  });

  /**
   * The lives not over at `now` a keyword matches — by title (lives_search_idx), its game's league or
   * either team of its game: the copies the live carries (migration 0017: lives_game_league_idx,
   * lives_game_home/away_team_idx) of the leagues and teams the keyword names (`namesMatching`) — each
   * once, as the CTE `found_lives`. A UNION of one index scan each, not one scan with an OR: in an
   * OR the planner re-tests the whole condition on every row found, gram function and all (~10 µs a
   * row), where the title's scan alone only tests its search text. Placeholders as `foundVods`, and `now`.
   */
  const foundLives = (tx: Executor) => {
    const matching = (condition: SQL | undefined) =>
      tx
        .select({ id: lives.id, beginAt: lives.beginAt })
        .from(lives)
        .where(and(condition, liveNotOverAt(slot('now'))));
    return tx
      .$with(FOUND_LIVES)
      .as(
        union(
          matching(searchTextHolds(lives, slot('keyword'))),
          matching(anyOf(lives.gameLeagueId, slot('leagueIds'))),
          matching(anyOf(lives.gameHomeTeamId, slot('teamIds'))),
          matching(anyOf(lives.gameAwayTeamId, slot('teamIds'))),
        ),
      );
  };
  /** The first `limit` matching lives, soonest first, each row with how many match (`total`). */
  const livePage = prepared(db, 'search.lives', (tx) => {
    const found = foundLives(tx);
    const first = tx
      .select({ id: found.id })
      .from(found)
      .orderBy(asc(found.beginAt), asc(found.id))
      .limit(slot('limit'));
    return tx
      .with(found)
      .select({
        ...liveColumns,
        total: sql<number>`(select count(*) from ${sql.identifier(FOUND_LIVES)})`.mapWith(Number),
      })
      .from(lives)
      .where(sql`${lives.id} = ANY(ARRAY(${first}))`)
      .orderBy(asc(lives.beginAt), asc(lives.id));
  });
  /** How many lives match, when no row carries the count (a `limit` of 0). */
  const liveCount = prepared(db, 'search.lives.count', (tx) => {
    const found = foundLives(tx);
    return tx.with(found).select({ value: count() }).from(found);
  });

  /** Teams by name, short name or code (the search screen's teams): prepared (db/prepared.ts). */
  const teamsMatching = prepared(db, 'search.teams', (tx) =>
    tx
      .select({ ...teamRefColumns, gameTypeId: teams.gameTypeId, gameTypeName: gameTypes.name })
      .from(teams)
      .innerJoin(gameTypes, eq(gameTypes.id, teams.gameTypeId))
      .where(searchTextHolds(teams, slot('keyword')))
      .orderBy(asc(gameTypes.orderNo), asc(teams.code), asc(teams.id))
      .limit(slot('limit')),
  );

  return {
    teams: (keyword: string, limit: number, tx: Executor = db) => teamsMatching({ keyword, limit }, tx),

    /** The league each team plays in now (its current, else latest, season): one query for all. */
    leaguesOfTeams(teamIds: number[], tx: Executor = db) {
      if (teamIds.length === 0) return Promise.resolve([]);
      return tx
        .selectDistinctOn([seasonEntries.teamId], { teamId: seasonEntries.teamId, league: leagues })
        .from(seasonEntries)
        .innerJoin(seasons, eq(seasons.id, seasonEntries.seasonId))
        .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
        .where(inArray(seasonEntries.teamId, teamIds))
        .orderBy(asc(seasonEntries.teamId), desc(seasons.isCurrent), desc(seasons.year), desc(seasons.id));
    },

    /**
     * A page of the matching VODs and how many there are, in one statement: the matches are found once
     * (`found_vods`), counted, and only the page's rows are joined to their names. A page past the end
     * has no row to carry the count: then it is counted alone.
     */
    async vods(
      filter: { keyword: string; kind: VodKindFilter; sort: VodSort },
      paging: Paging,
      tx: Executor = db,
    ) {
      const names = await namesMatching(tx, filter.keyword);
      const values = { keyword: filter.keyword, kind: filter.kind ?? null, ...names, ...paging };
      const counted = await vodPages[filter.sort](values, tx);
      const rows = counted.map(({ total: _, ...row }) => row);
      if (counted.length > 0 || paging.offset === 0) return { rows, total: counted[0]?.total ?? 0 };
      const [total] = await vodCount(values, tx);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * Lives not over yet that match, soonest first. Not "on air": on air or still to begin at `now`
     * (liveNotOverAt, the contract's isLiveNotOver, built on the on-air rule). Like `vods`, the names a
     * keyword matches first, then one statement: the matches found once (`found_lives`), counted, and
     * the first `limit` read.
     */
    async lives(keyword: string, now: Date, limit: number, tx: Executor = db) {
      const names = await namesMatching(tx, keyword);
      const values = { keyword, now, limit, ...names };
      const counted = await livePage(values, tx);
      const rows = counted.map(({ total: _, ...row }) => row);
      if (counted.length > 0 || limit > 0) return { rows, total: counted[0]?.total ?? 0 };
      const [total] = await liveCount(values, tx);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
