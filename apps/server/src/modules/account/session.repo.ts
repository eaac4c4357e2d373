import { and, asc, eq, gte, isNull, ne, type Placeholder, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { holdLock, LOCKS } from '../../shared/locks.js';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type EndReason = NonNullable<SessionRow['endReason']>;
export type NewSession = typeof sessions.$inferInsert;

/** All SQL of sessions. Every method takes an optional transaction. */
export function createSessionRepo(db: Database) {
  const sessionWithUser = (ex: Executor, id: string | Placeholder) =>
    ex
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, id))
      .limit(1);
  // every member call starts here: prepared once, so each request skips building and planning the join
  const sessionWithUserPrepared = sessionWithUser(db, sql.placeholder('id')).prepare('session_with_user');

  return {
    async insert(row: NewSession, tx: Executor = db): Promise<SessionRow> {
      const [created] = await tx.insert(sessions).values(row).returning();
      if (!created) throw new Error('session insert returned nothing');
      return created;
    },

    /** The session and its member, live or not (the caller tells ended, expired and replaced apart). */
    async findWithUser(
      id: string,
      tx: Executor = db,
    ): Promise<{ session: SessionRow; user: UserRow } | null> {
      const [row] = tx === db ? await sessionWithUserPrepared.execute({ id }) : await sessionWithUser(tx, id);
      return row ?? null;
    },

    /** Ends the member's live sessions of one kind (or every kind), except one. Answers their ids. */
    async endLive(
      userId: number,
      reason: EndReason,
      at: Date,
      options: { kind?: SessionRow['kind']; exceptId?: string } = {},
      tx: Executor = db,
    ): Promise<string[]> {
      const ended = await tx
        .update(sessions)
        .set({ endedAt: at, endReason: reason })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.endedAt),
            options.kind ? eq(sessions.kind, options.kind) : undefined,
            options.exceptId ? ne(sessions.id, options.exceptId) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },

    /** Ends one session if it is live; answers whether it was. */
    async end(id: string, reason: EndReason, at: Date, tx: Executor = db): Promise<boolean> {
      const ended = await tx
        .update(sessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** The sessions ended at or after `since`, the earliest first (sessions_ended_idx). */
    async endedSince(since: Date, tx: Executor = db): Promise<{ id: string; endedAt: Date }[]> {
      const rows = await tx
        .select({ id: sessions.id, endedAt: sessions.endedAt })
        .from(sessions)
        .where(gte(sessions.endedAt, since))
        .orderBy(asc(sessions.endedAt));
      return rows.flatMap(({ id, endedAt }) => (endedAt ? [{ id, endedAt }] : []));
    },

    async touch(id: string, at: Date, expiresAt: Date, tx: Executor = db): Promise<void> {
      await tx.update(sessions).set({ lastSeenAt: at, expiresAt }).where(eq(sessions.id, id));
      await tx
        .update(users)
        .set({ lastActiveAt: at })
        .where(sql`${users.id} = (select user_id from sessions where id = ${id})`);
    },

    /** Serialises logins of one member (single active session holds under concurrency). */
    async lockMember(userId: number, tx: Executor): Promise<void> {
      await holdLock(tx, LOCKS.login(userId));
    },
  };
}
export type SessionRepo = ReturnType<typeof createSessionRepo>;
