import { and, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { nicknameHolds, snsAccounts, snsTokens, users } from '../../db/schema/index.js';
import { holdLock, LOCKS } from '../../shared/locks.js';
import type { UserRow } from './session.repo.js';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;
export type SnsTokenRow = typeof snsTokens.$inferSelect;
export type NicknameHoldRow = typeof nicknameHolds.$inferSelect;

/** All SQL of members, their social links, social tokens and nickname holds. Every method takes an optional transaction. */
export function createUserRepo(db: Database) {
  return {
    async findById(id: number, tx: Executor = db): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** By normalized e-mail; withdrawn members have none, so they are never found. */
    async findByEmail(email: string, tx: Executor = db): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.email, email));
      return row ?? null;
    },

    async emailInUse(email: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return row !== undefined;
    },

    /** Case-insensitive, as the unique index compares. */
    async nicknameInUse(nickname: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.nickname}) = lower(${nickname})`)
        .limit(1);
      return row !== undefined;
    },

    async insert(values: NewUser, tx: Executor = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },

    async update(id: number, changes: UserChanges, tx: Executor = db): Promise<UserRow> {
      const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
      if (!row) throw new Error(`user ${id} not found`);
      return row;
    },

    /** Members still in the service (not withdrawn) registered with this phone, oldest first. */
    accountsByPhone(phone: string, tx: Executor = db) {
      return tx
        .select({
          id: users.id,
          email: users.email,
          createdAt: users.createdAt,
          sns: sql<boolean>`exists (select 1 from sns_accounts s where s.user_id = "users"."id")`,
        })
        .from(users)
        .where(and(eq(users.phone, phone), isNull(users.withdrawnAt)))
        .orderBy(users.createdAt, users.id);
    },

    // ── Social accounts and tokens ───────────────────────────────────────────────────────

    async snsProviders(userId: number, tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .select({ provider: snsAccounts.provider })
        .from(snsAccounts)
        .where(eq(snsAccounts.userId, userId))
        .orderBy(snsAccounts.id);
      return rows.map((r) => r.provider);
    },

    async findBySns(provider: string, providerUserId: string, tx: Executor = db): Promise<UserRow | null> {
      const [row] = await tx
        .select({ user: users })
        .from(snsAccounts)
        .innerJoin(users, eq(users.id, snsAccounts.userId))
        .where(and(eq(snsAccounts.provider, provider), eq(snsAccounts.providerUserId, providerUserId)));
      return row?.user ?? null;
    },

    async linkSns(
      row: {
        userId: number;
        provider: string;
        providerUserId: string;
        email: string | null;
        createdAt: Date;
      },
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(snsAccounts).values(row);
    },

    /** A social token that is unused and unexpired (locked for the transaction when `tx` is one). */
    async usableSnsToken(id: string, now: Date, tx: Executor = db): Promise<SnsTokenRow | null> {
      const [row] = await tx
        .select()
        .from(snsTokens)
        .where(and(eq(snsTokens.id, id), isNull(snsTokens.usedAt), sql`${snsTokens.expiresAt} > ${now}`))
        .for('update');
      return row ?? null;
    },

    /** Marks the token used if it still is usable; false when another request used it first. */
    async useSnsToken(id: string, now: Date, tx: Executor = db): Promise<boolean> {
      const used = await tx
        .update(snsTokens)
        .set({ usedAt: now })
        .where(and(eq(snsTokens.id, id), isNull(snsTokens.usedAt), sql`${snsTokens.expiresAt} > ${now}`))
        .returning({ id: snsTokens.id });
      return used.length > 0;
    },

    // ── Nickname holds ───────────────────────────────────────────────────────────────────

    /** Serialises checks of one nickname (a transaction-scoped advisory lock). */
    async lockNickname(key: string, tx: Executor): Promise<void> {
      await holdLock(tx, LOCKS.nickname(key));
    },

    /** The unexpired holds of a nickname. */
    activeHolds(key: string, now: Date, tx: Executor = db): Promise<NicknameHoldRow[]> {
      return tx
        .select()
        .from(nicknameHolds)
        .where(and(eq(nicknameHolds.nicknameKey, key), gt(nicknameHolds.expiresAt, now)));
    },

    async insertHold(row: typeof nicknameHolds.$inferInsert, tx: Executor = db): Promise<NicknameHoldRow> {
      const [created] = await tx.insert(nicknameHolds).values(row).returning();
      if (!created) throw new Error('hold insert returned nothing');
      return created;
    },

    async findHold(token: string, tx: Executor = db): Promise<NicknameHoldRow | null> {
      const [row] = await tx.select().from(nicknameHolds).where(eq(nicknameHolds.token, token)).for('update');
      return row ?? null;
    },

    /** Drops one token, the expired holds of the nickname, and the holder's other holds. */
    async releaseHolds(
      filter: { tokens?: string[]; key?: string; userId?: number; expiredBefore?: Date },
      tx: Executor = db,
    ): Promise<void> {
      const { tokens, key, userId, expiredBefore } = filter;
      if (tokens?.length) await tx.delete(nicknameHolds).where(inArray(nicknameHolds.token, tokens));
      if (key && expiredBefore) {
        await tx
          .delete(nicknameHolds)
          .where(and(eq(nicknameHolds.nicknameKey, key), lt(nicknameHolds.expiresAt, expiredBefore)));
      }
      if (userId !== undefined) await tx.delete(nicknameHolds).where(eq(nicknameHolds.userId, userId));
    },

    // ── Withdrawal and dormancy ──────────────────────────────────────────────────────────

    /** Clears every personal field of a withdrawn member and their social links. The row stays (ids in history). */
    async anonymise(userId: number, now: Date, reason: string, tx: Executor = db): Promise<void> {
      await tx
        .update(users)
        .set({
          email: null,
          passwordHash: null,
          name: null,
          birthDate: null,
          gender: null,
          phone: null,
          nickname: null,
          nicknameChangedAt: null,
          marketingAgreed: false,
          status: 99,
          withdrawnAt: now,
          withdrawReason: reason,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      await tx.delete(snsAccounts).where(eq(snsAccounts.userId, userId));
    },

    /**
     * Members whose last sign of life (the latest of last request, last login and sign-up) is before `cutoff`
     * become dormant (21). Staff, withdrawn and already dormant members are left alone. Answers the ids.
     */
    async markDormant(cutoff: Date, now: Date, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .update(users)
        .set({ status: 21, updatedAt: now })
        .where(
          and(
            eq(users.role, 'member'),
            isNull(users.withdrawnAt),
            notInArray(users.status, [21, 99]),
            sql`greatest(${users.lastActiveAt}, ${users.lastLoginAt}, ${users.createdAt}) < ${cutoff}`,
          ),
        )
        .returning({ id: users.id });
      return rows.map((r) => r.id);
    },
  };
}
export type UserRepo = ReturnType<typeof createUserRepo>;
