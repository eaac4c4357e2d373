import { and, asc, count, desc, eq, gt, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  leagues,
  newsPosts,
  playerStats,
  players,
  seasonEntries,
  seasons,
  teams,
} from '../../db/schema/index.js';
import { leagueRefColumns, newestFirst, type Paging, teamRefColumns } from './catalogue.queries.js';

export interface NewsFilter {
  leagueId?: number | undefined;
  teamId?: number | undefined;
  gameTypeId?: number | undefined;
}

export interface PlayerFilter {
  seasonId: number;
  teamId?: number | undefined;
  /** A statistic key to sort by; players without it come last. */
  sort?: string | undefined;
  order: 'asc' | 'desc';
}

const newsColumns = {
  id: newsPosts.id,
  title: newsPosts.title,
  summary: newsPosts.summary,
  revealsResult: newsPosts.revealsResult,
  publishedAt: newsPosts.publishedAt,
  gameTypeId: newsPosts.gameTypeId,
  league: leagueRefColumns,
  team: teamRefColumns,
};

const latestOrder = [newestFirst(newsPosts.publishedAt), desc(newsPosts.id)];

/** All SQL of news posts, players and their statistics (STYLE.md 5). */
export function createNewsRepo(db: Executor) {
  const selectNews = (tx: Executor) =>
    tx
      .select(newsColumns)
      .from(newsPosts)
      .leftJoin(leagues, eq(leagues.id, newsPosts.leagueId))
      .leftJoin(teams, eq(teams.id, newsPosts.teamId))
      .$dynamic();

  const where = (filter: NewsFilter): SQL | undefined =>
    and(
      filter.leagueId ? eq(newsPosts.leagueId, filter.leagueId) : undefined,
      filter.teamId ? eq(newsPosts.teamId, filter.teamId) : undefined,
      filter.gameTypeId ? eq(newsPosts.gameTypeId, filter.gameTypeId) : undefined,
    );

  return {
    /** Newest first (news_published_idx, news_league_idx). */
    async list(filter: NewsFilter, paging: Paging, tx: Executor = db) {
      const condition = where(filter);
      const [rows, [total]] = await Promise.all([
        selectNews(tx)
          .where(condition)
          .orderBy(...latestOrder)
          .limit(paging.limit)
          .offset(paging.offset),
        tx.select({ value: count() }).from(newsPosts).where(condition),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The newest posts (the home's news rail). */
    latest: (limit: number, tx: Executor = db) =>
      selectNews(tx)
        .orderBy(...latestOrder)
        .limit(limit),

    async post(id: number, tx: Executor = db) {
      const [row] = await tx
        .select({ ...newsColumns, body: newsPosts.body, leagueId: newsPosts.leagueId })
        .from(newsPosts)
        .leftJoin(leagues, eq(leagues.id, newsPosts.leagueId))
        .leftJoin(teams, eq(teams.id, newsPosts.teamId))
        .where(eq(newsPosts.id, id));
      return row;
    },

    /** The posts just older and just newer than a post. */
    async neighbours(post: { id: number; publishedAt: Date }, tx: Executor = db) {
      const older = or(
        lt(newsPosts.publishedAt, post.publishedAt),
        and(eq(newsPosts.publishedAt, post.publishedAt), lt(newsPosts.id, post.id)),
      );
      const newer = or(
        gt(newsPosts.publishedAt, post.publishedAt),
        and(eq(newsPosts.publishedAt, post.publishedAt), gt(newsPosts.id, post.id)),
      );
      const [[prev], [next]] = await Promise.all([
        tx
          .select({ id: newsPosts.id })
          .from(newsPosts)
          .where(older)
          .orderBy(...latestOrder)
          .limit(1),
        tx
          .select({ id: newsPosts.id })
          .from(newsPosts)
          .where(newer)
          .orderBy(asc(newsPosts.publishedAt), asc(newsPosts.id))
          .limit(1),
      ]);
      return { prevId: prev?.id ?? null, nextId: next?.id ?? null };
    },

    /** Other posts of the same league (else the newest), newest first. */
    related: (post: { id: number; leagueId: number | null }, limit: number, tx: Executor = db) =>
      selectNews(tx)
        .where(
          and(ne(newsPosts.id, post.id), post.leagueId ? eq(newsPosts.leagueId, post.leagueId) : undefined),
        )
        .orderBy(...latestOrder)
        .limit(limit),

    async team(id: number, tx: Executor = db) {
      const [row] = await tx.select().from(teams).where(eq(teams.id, id));
      return row;
    },

    /** The season a team plays now: its entered season marked current, else its latest. */
    async seasonOfTeam(teamId: number, tx: Executor = db) {
      const [row] = await tx
        .select({ season: seasons })
        .from(seasonEntries)
        .innerJoin(seasons, eq(seasons.id, seasonEntries.seasonId))
        .where(eq(seasonEntries.teamId, teamId))
        .orderBy(desc(seasons.isCurrent), desc(seasons.year), desc(seasons.id))
        .limit(1);
      return row?.season;
    },

    /** The statistics recorded in a season, for the sort control. */
    async statKeys(seasonId: number, tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ key: sql<string>`jsonb_object_keys(${playerStats.stats})` })
        .from(playerStats)
        .where(eq(playerStats.seasonId, seasonId));
      return rows.map((r) => r.key).sort();
    },

    /** Players of a season's teams (or of one team) with their statistics of that season. */
    async players(filter: PlayerFilter, paging: Paging, tx: Executor = db) {
      const entered = sql`${players}.team_id IN (SELECT se.team_id FROM ${seasonEntries} AS se WHERE se.season_id = ${filter.seasonId})`;
      const condition = filter.teamId ? eq(players.teamId, filter.teamId) : entered;
      const stat = sql`(${playerStats.stats} ->> ${filter.sort ?? ''})::numeric`;
      const direction = filter.order === 'asc' ? sql`ASC` : sql`DESC`;
      const order = filter.sort
        ? [sql`${stat} ${direction} NULLS LAST`, asc(teams.code), asc(players.number), asc(players.id)]
        : [asc(teams.code), sql`${players.number} ASC NULLS LAST`, asc(players.id)];
      const [rows, [total]] = await Promise.all([
        tx
          .select({
            id: players.id,
            name: players.name,
            number: players.number,
            position: players.position,
            stats: playerStats.stats,
            team: teamRefColumns,
          })
          .from(players)
          .innerJoin(teams, eq(teams.id, players.teamId))
          .leftJoin(
            playerStats,
            and(eq(playerStats.playerId, players.id), eq(playerStats.seasonId, filter.seasonId)),
          )
          .where(condition)
          .orderBy(...order)
          .limit(paging.limit)
          .offset(paging.offset),
        tx.select({ value: count() }).from(players).where(condition),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type NewsRepo = ReturnType<typeof createNewsRepo>;
