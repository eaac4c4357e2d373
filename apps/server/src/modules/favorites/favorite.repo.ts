import type { FavoriteKind } from '@kickoff/contract';
import { type AnyColumn, and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { favorites, gameTypes, leagues, teams } from '../../db/schema/index.js';
import { holdLock, LOCKS } from '../../shared/locks.js';

/** `ILIKE` pattern that matches the keyword literally. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const localizedLike = (column: AnyColumn, locale: string, keyword: string) =>
  sql`coalesce(${column} ->> ${locale}, ${column} ->> 'ja') ILIKE ${likePattern(keyword)}`;

const isFavorite = (userId: number, kind: FavoriteKind, destId: AnyColumn) =>
  and(eq(favorites.userId, userId), eq(favorites.kind, kind), eq(favorites.destId, destId));

/** All SQL of favourites (STYLE.md 5): every method takes the database or a transaction. */
export function createFavoriteRepo(db: Executor) {
  return {
    /**
     * Serialises the member's favourite changes until the transaction ends: two parallel replacements
     * never interleave (so never more than 5, never a duplicate).
     */
    async lockMember(userId: number, tx: Executor) {
      await holdLock(tx, LOCKS.favorites(userId));
    },

    /** The member's favourite ids of a kind, in their order. */
    async destIds(userId: number, kind: FavoriteKind, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ destId: favorites.destId })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind)))
        .orderBy(asc(favorites.orderNo), asc(favorites.destId));
      return rows.map((r) => r.destId);
    },

    /** Replaces the member's list of a kind, numbering it 1…n in the order given. */
    async replace(userId: number, kind: FavoriteKind, destIds: number[], tx: Executor = db) {
      await tx.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.kind, kind)));
      if (destIds.length === 0) return;
      await tx
        .insert(favorites)
        .values(destIds.map((destId, i) => ({ userId, kind, destId, orderNo: i + 1 })));
    },

    /** Which of the ids name an existing team (or league). */
    async existing(kind: FavoriteKind, ids: number[], tx: Executor = db): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const table = kind === 'team' ? teams : leagues;
      const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    teamEntries: (userId: number, tx: Executor = db) =>
      tx
        .select({
          destId: favorites.destId,
          orderNo: favorites.orderNo,
          name: teams.name,
          shortName: teams.shortName,
          code: teams.code,
          colors: teams.colors,
          gameTypeId: teams.gameTypeId,
        })
        .from(favorites)
        .innerJoin(teams, eq(teams.id, favorites.destId))
        .where(and(eq(favorites.userId, userId), eq(favorites.kind, 'team')))
        .orderBy(asc(favorites.orderNo)),

    leagueEntries: (userId: number, tx: Executor = db) =>
      tx
        .select({
          destId: favorites.destId,
          orderNo: favorites.orderNo,
          name: leagues.name,
          shortName: leagues.shortName,
          colors: leagues.colors,
          gameTypeId: leagues.gameTypeId,
        })
        .from(favorites)
        .innerJoin(leagues, eq(leagues.id, favorites.destId))
        .where(and(eq(favorites.userId, userId), eq(favorites.kind, 'league')))
        .orderBy(asc(favorites.orderNo)),

    /** Every league with its game type, in menu order, with the member's order when chosen. */
    leaguesWithSelection: (userId: number, tx: Executor = db) =>
      tx
        .select({
          id: leagues.id,
          key: leagues.key,
          name: leagues.name,
          shortName: leagues.shortName,
          colors: leagues.colors,
          gameTypeId: gameTypes.id,
          gameTypeKey: gameTypes.key,
          gameTypeName: gameTypes.name,
          orderNo: favorites.orderNo,
        })
        .from(leagues)
        .innerJoin(gameTypes, eq(gameTypes.id, leagues.gameTypeId))
        .leftJoin(favorites, isFavorite(userId, 'league', leagues.id))
        .orderBy(asc(gameTypes.orderNo), asc(gameTypes.id), asc(leagues.orderNo), asc(leagues.id)),

    /** A page of teams (optionally of one game type, or matching a keyword), with the member's choice. */
    async teamPage(
      filter: {
        userId: number;
        gameTypeId?: number | undefined;
        keyword?: string | undefined;
        locale: string;
      },
      paging: { offset: number; limit: number },
      tx: Executor = db,
    ) {
      const conditions: SQL[] = [];
      if (filter.gameTypeId) conditions.push(eq(teams.gameTypeId, filter.gameTypeId));
      if (filter.keyword) {
        conditions.push(
          or(
            localizedLike(teams.name, filter.locale, filter.keyword),
            localizedLike(teams.shortName, filter.locale, filter.keyword),
            sql`${teams.code} ILIKE ${likePattern(filter.keyword)}`,
          )!,
        );
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        tx
          .select({
            id: teams.id,
            name: teams.name,
            shortName: teams.shortName,
            code: teams.code,
            colors: teams.colors,
            gameTypeId: teams.gameTypeId,
            gameTypeName: gameTypes.name,
            orderNo: favorites.orderNo,
          })
          .from(teams)
          .innerJoin(gameTypes, eq(gameTypes.id, teams.gameTypeId))
          .leftJoin(favorites, isFavorite(filter.userId, 'team', teams.id))
          .where(where)
          .orderBy(asc(gameTypes.orderNo), asc(teams.gameTypeId), asc(teams.id))
          .limit(paging.limit)
          .offset(paging.offset),
        tx.select({ value: count() }).from(teams).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
export type FavoriteRepo = ReturnType<typeof createFavoriteRepo>;
