import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
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
  awayTeams,
  countVods,
  homeTeams,
  likePattern,
  newestFirst,
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
 * case-insensitively and literally (`%` and `_` are escaped). These scans are sequential: with the
 * catalogue's size that is a few milliseconds; a pg_trgm index is the next step if it grows.
 */
export function createSearchRepo(db: Executor) {
  const teamMatches = (keyword: string) =>
    or(
      anyLanguageLike(teams.name, keyword),
      anyLanguageLike(teams.shortName, keyword),
      sql`${teams.code} ILIKE ${likePattern(keyword)}`,
    );

  /** A VOD matches by its title, programme, league or either team. */
  const vodMatches = (keyword: string) =>
    or(
      anyLanguageLike(vods.title, keyword),
      anyLanguageLike(origins.title, keyword),
      anyLanguageLike(leagues.name, keyword),
      anyLanguageLike(homeTeams.name, keyword),
      anyLanguageLike(awayTeams.name, keyword),
    );

  /** A live matches by its title, its league or either team of its game. */
  const liveMatches = (keyword: string) =>
    or(
      anyLanguageLike(lives.title, keyword),
      anyLanguageLike(leagues.name, keyword),
      anyLanguageLike(homeTeams.name, keyword),
      anyLanguageLike(awayTeams.name, keyword),
    );

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
      const where = and(vodMatches(filter.keyword), filter.kind ? eq(vods.kind, filter.kind) : undefined);
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
      const where = and(liveMatches(keyword), liveNotOverAt(now));
      const [rows, [total]] = await Promise.all([
        selectLives(tx)
          .leftJoin(games, eq(games.id, lives.gameId))
          .leftJoin(leagues, eq(leagues.id, games.leagueId))
          .leftJoin(homeTeams, eq(homeTeams.id, games.homeTeamId))
          .leftJoin(awayTeams, eq(awayTeams.id, games.awayTeamId))
          .where(where)
          .orderBy(asc(lives.beginAt), asc(lives.id))
          .limit(limit),
        tx
          .select({ value: count() })
          .from(lives)
          .leftJoin(games, eq(games.id, lives.gameId))
          .leftJoin(leagues, eq(leagues.id, games.leagueId))
          .leftJoin(homeTeams, eq(homeTeams.id, games.homeTeamId))
          .leftJoin(awayTeams, eq(awayTeams.id, games.awayTeamId))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
