import { type AnyColumn, and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { prepared, slot } from '../../db/prepared.js';
import { gameTypes, leagues, lives, seasonEntries, seasons, teams, vods } from '../../db/schema/index.js';
import { liveNotOverAt } from '../../shared/live-status.js';
import {
  liveColumns,
  newestFirst,
  type Paging,
  searchTextHolds,
  selectVodRefs,
  teamRefColumns,
} from './catalogue.queries.js';
import { vodNamesOf } from './vod-names.js';

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
 * scan of teams, leagues, programmes, VODs or lives. A VOD found by the name of its programme, league or
 * team holds those names in its own search text (migration 0024), and a live those of its game's league and
 * teams (0026): one index scan finds either, not the names found first and then their rows.
 */
export function createSearchRepo(db: Executor) {
  const vodNames = vodNamesOf(db);
  /**
   * The VODs a keyword matches — by title, or by the name of its programme, its league (its own, else its
   * game's) or either team of its game: all in its `search_text` (migration 0024: the names copied by
   * triggers), so one scan of vods_search_idx finds them — with the columns they are sorted by, as the CTE
   * `found_vods`. Written with placeholders (a prepared read): `keyword` and `kind` (null: any).
   */
  const foundVods = (tx: Executor) => {
    const v = alias(vods, 'found_vod');
    const ofKind = sql`(${slot('kind')}::text IS NULL OR ${v.kind} = ${slot('kind')})`;
    return tx.$with(FOUND_VODS).as(
      tx
        .select({ id: v.id, publishedAt: v.publishedAt, views: v.views, likes: v.likes })
        .from(v)
        .where(and(searchTextHolds(v, slot('keyword')), ofKind)),
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
      return selectVodRefs(tx.with(found), {
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
   * The lives not over at `now` a keyword matches — by title, or by the name of its game's league or either
   * team: all in its `search_text` (migration 0026: the names copied by triggers), so one scan of
   * lives_search_idx finds them — as the CTE `found_lives`. Placeholders: `keyword` and `now`.
   */
  const foundLives = (tx: Executor) =>
    tx.$with(FOUND_LIVES).as(
      tx
        .select({ id: lives.id, beginAt: lives.beginAt })
        .from(lives)
        .where(and(searchTextHolds(lives, slot('keyword')), liveNotOverAt(slot('now')))),
    );
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
     * A page of the matching VODs and how many there are, in one statement: the matches found once
     * (`found_vods`), counted, and only the page's rows read with their games (their names from
     * vod-names.ts). A page past the end has no row to carry the count: then it is counted alone.
     */
    async vods(
      filter: { keyword: string; kind: VodKindFilter; sort: VodSort },
      paging: Paging,
      tx: Executor = db,
    ) {
      const values = { keyword: filter.keyword, kind: filter.kind ?? null, ...paging };
      const counted = await vodPages[filter.sort](values, tx);
      const rows = await vodNames.of(
        counted.map(({ total: _, ...row }) => row),
        tx,
      );
      if (counted.length > 0 || paging.offset === 0) return { rows, total: counted[0]?.total ?? 0 };
      const [total] = await vodCount(values, tx);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * Lives not over yet that match, soonest first. Not "on air": on air or still to begin at `now`
     * (liveNotOverAt, the contract's isLiveNotOver, built on the on-air rule). Like `vods`, one
     * statement: the names the keyword matches, the matches found once (`found_lives`), counted, and
     * the first `limit` read.
     */
    async lives(keyword: string, now: Date, limit: number, tx: Executor = db) {
      const values = { keyword, now, limit };
      const counted = await livePage(values, tx);
      const rows = counted.map(({ total: _, ...row }) => row);
      if (counted.length > 0 || limit > 0) return { rows, total: counted[0]?.total ?? 0 };
      const [total] = await liveCount(values, tx);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
