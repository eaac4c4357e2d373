import { type AnyColumn, and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  games,
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
  anyLanguageLike,
  countVods,
  languages,
  likePattern,
  newestFirst,
  ngramsHold,
  type Paging,
  selectLives,
  selectVods,
  teamRefColumns,
} from './catalogue.queries.js';

export type VodSort = 'latest' | 'views' | 'likes';
export type VodKindFilter = (typeof vods.$inferSelect)['kind'] | undefined;

const vodOrder: Record<VodSort, SQL[]> = {
  latest: [newestFirst(vods.publishedAt), desc(vods.id)],
  views: [newestFirst(vods.views), newestFirst(vods.publishedAt), desc(vods.id)],
  likes: [desc(vods.likes), newestFirst(vods.publishedAt), desc(vods.id)],
};

/**
 * All SQL of search (STYLE.md 5). A keyword matches any of the Japanese, Korean and English names,
 * case-insensitively and literally (`%` and `_` are escaped). Each searched table is reached through its
 * n-gram index (migration 0014, `ngramsHold`) and the ILIKE keeps the exact matches: no sequential scan
 * of teams, leagues, programmes or VODs. A VOD or live found by a team or league is found from the
 * teams and leagues that match (a few) to their games, not by testing the names of every row's joins.
 */
export function createSearchRepo(db: Executor) {
  /** The texts of a team that the search index lists, in its order (name, short name, code). */
  const teamTexts = (t: { name: AnyColumn; shortName: AnyColumn; code: AnyColumn }) => [
    ...languages(t.name),
    ...languages(t.shortName),
    t.code,
  ];

  const teamMatches = (keyword: string) =>
    and(
      ngramsHold(teamTexts(teams), keyword),
      or(
        anyLanguageLike(teams.name, keyword),
        anyLanguageLike(teams.shortName, keyword),
        sql`${teams.code} ILIKE ${likePattern(keyword)}`,
      ),
    );

  /** Ids of the rows of a table whose localized `column` matches, through its search index. */
  const idsMatching = (tx: Executor, table: PgTable, id: PgColumn, column: AnyColumn, keyword: string) =>
    tx
      .select({ id })
      .from(table)
      .where(and(ngramsHold(languages(column), keyword), anyLanguageLike(column, keyword)));

  /** Teams whose name (not short name or code: what VODs and lives match by) matches. */
  const teamIdsByName = (tx: Executor, keyword: string) => {
    const t = alias(teams, 'found_team');
    return tx
      .select({ id: t.id })
      .from(t)
      .where(and(ngramsHold(teamTexts(t), keyword), anyLanguageLike(t.name, keyword)));
  };

  const leagueIds = (tx: Executor, keyword: string) => {
    const l = alias(leagues, 'found_league');
    return idsMatching(tx, l, l.id, l.name, keyword);
  };

  /**
   * A VOD matches by its title, programme, league (its own, else its game's) or either team of its
   * game: the ids of each kind of match, from the indexes (vods_search_idx, then vods_origin_idx,
   * vods_league_published_idx, games_home/away_begin_idx and vods_game_idx from the few matching
   * programmes, leagues and teams).
   */
  const vodMatches = (tx: Executor, keyword: string) => {
    const v = alias(vods, 'found_vod');
    const g = alias(games, 'found_game');
    const o = alias(origins, 'found_origin');
    const teamIds = teamIdsByName(tx, keyword);
    const leagueIdList = leagueIds(tx, keyword);
    const byTitle = idsMatching(tx, v, v.id, v.title, keyword);
    const byOrigin = tx
      .select({ id: v.id })
      .from(v)
      .where(inArray(v.originId, idsMatching(tx, o, o.id, o.title, keyword)));
    const byOwnLeague = tx.select({ id: v.id }).from(v).where(inArray(v.leagueId, leagueIdList));
    const byGameLeague = tx
      .select({ id: v.id })
      .from(v)
      .innerJoin(g, eq(g.id, v.gameId))
      .where(and(isNull(v.leagueId), inArray(g.leagueId, leagueIdList)));
    // home and away apart: `IN (…) OR IN (…)` is a filter over every game, each alone an index join
    const byTeam = (side: typeof g.homeTeamId | typeof g.awayTeamId) =>
      tx.select({ id: v.id }).from(v).innerJoin(g, eq(g.id, v.gameId)).where(inArray(side, teamIds));
    // one array, computed once before the VODs are read: the planner then reads the VODs by primary
    // key; as `IN (…)` it guessed the matches at a share of the table and walked it newest first
    return sql`${vods.id} = ANY(ARRAY(${byTitle} UNION ALL ${byOrigin} UNION ALL ${byOwnLeague} UNION ALL ${byGameLeague} UNION ALL ${byTeam(g.homeTeamId)} UNION ALL ${byTeam(g.awayTeamId)}))`;
  };

  /**
   * A live matches by its title, its league or either team of its game. Lives not over are few (the
   * coming days'), so they are filtered as they come, by membership in the (few) lives, teams and
   * leagues that match, each found through its search index.
   */
  const liveMatches = (tx: Executor, keyword: string) => {
    const teamIds = teamIdsByName(tx, keyword);
    const l = alias(lives, 'found_live');
    return or(
      // the titles through their index, once, rather than three ILIKEs on every live not over
      inArray(lives.id, idsMatching(tx, l, l.id, l.title, keyword)),
      inArray(games.leagueId, leagueIds(tx, keyword)),
      inArray(games.homeTeamId, teamIds),
      inArray(games.awayTeamId, teamIds),
    );
  };

  return {
    teams: (keyword: string, limit: number, tx: Executor = db) =>
      tx
        .select({ ...teamRefColumns, gameTypeId: teams.gameTypeId, gameTypeName: gameTypes.name })
        .from(teams)
        .innerJoin(gameTypes, eq(gameTypes.id, teams.gameTypeId))
        .where(teamMatches(keyword))
        .orderBy(asc(gameTypes.orderNo), asc(teams.code), asc(teams.id))
        .limit(limit),

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

    async vods(
      filter: { keyword: string; kind: VodKindFilter; sort: VodSort },
      paging: Paging,
      tx: Executor = db,
    ) {
      const where = and(vodMatches(tx, filter.keyword), filter.kind ? eq(vods.kind, filter.kind) : undefined);
      const [rows, [total]] = await Promise.all([
        selectVods(tx)
          .where(where)
          .orderBy(...vodOrder[filter.sort])
          .limit(paging.limit)
          .offset(paging.offset),
        countVods(tx).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * Lives not over yet that match, soonest first. Not "on air": on air or still to begin at `now`
     * (liveNotOverAt, the contract's isLiveNotOver, built on the on-air rule).
     */
    async lives(keyword: string, now: Date, limit: number, tx: Executor = db) {
      const where = and(liveMatches(tx, keyword), liveNotOverAt(now));
      const [rows, [total]] = await Promise.all([
        selectLives(tx)
          .leftJoin(games, eq(games.id, lives.gameId))
          .where(where)
          .orderBy(asc(lives.beginAt), asc(lives.id))
          .limit(limit),
        tx.select({ value: count() }).from(lives).leftJoin(games, eq(games.id, lives.gameId)).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
