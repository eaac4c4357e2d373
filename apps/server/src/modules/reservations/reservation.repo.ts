import type { ReservationType } from '@kickoff/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { leagues, lives, reservations, teams } from '../../db/schema/index.js';

export type ReservationRow = typeof reservations.$inferSelect;

/** All SQL of reservations (STYLE.md 5): every method takes the database or a transaction. */
export function createReservationRepo(db: Executor) {
  return {
    listByUser: (userId: number, tx: Executor = db) =>
      tx
        .select()
        .from(reservations)
        .where(eq(reservations.userId, userId))
        .orderBy(asc(reservations.createdAt), asc(reservations.id)),

    /** Inserts; a second reservation of the same target fails on reservations_member_dest_key. */
    async create(values: typeof reservations.$inferInsert, tx: Executor = db) {
      const [row] = await tx.insert(reservations).values(values).returning();
      return row!;
    },

    /** Deletes the member's reservation; undefined when it is not theirs or does not exist. */
    async remove(userId: number, id: number, tx: Executor = db) {
      const [row] = await tx
        .delete(reservations)
        .where(and(eq(reservations.id, id), eq(reservations.userId, userId)))
        .returning({ id: reservations.id });
      return row;
    },

    /** Names of the targets, by type: teams and leagues by name, lives with title, begin and status. */
    async targets(type: ReservationType, ids: number[], tx: Executor = db) {
      if (ids.length === 0) return [];
      if (type === 'live') {
        return tx
          .select({
            id: lives.id,
            name: lives.title,
            beginAt: lives.beginAt,
            endAt: lives.endAt,
            status: lives.status,
          })
          .from(lives)
          .where(inArray(lives.id, ids));
      }
      const table = type === 'team' ? teams : leagues;
      const rows = await tx
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(inArray(table.id, ids));
      return rows.map((r) => ({ ...r, beginAt: null, endAt: null, status: null }));
    },
  };
}
export type ReservationRepo = ReturnType<typeof createReservationRepo>;
