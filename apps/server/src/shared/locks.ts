import { type SQL, sql } from 'drizzle-orm';

/**
 * Every PostgreSQL advisory lock the server takes, named once so that no two uses share a key. A lock
 * is one bigint key, a key space and a member id (two int keys), or a text hashed by `hashtext`.
 */
export type AdvisoryLock = { key: number } | { space: number; id: number } | { text: string };

export const LOCKS = {
  /** Session-level, around the migrations (db/client.ts): instances starting together migrate once. */
  migration: { key: 4_242_001 },
  /** The demo seeding (demo/seed.ts): a second instance starting at the same moment waits, then skips. */
  demoSeed: { key: 4_242_002 },
  /** The demo calendar (demo/calendar.ts): one instance at a time rolls the catalogue's days and marks lives. */
  demoCalendar: { key: 4_242_003 },
  /** One dormancy run at a time across instances (jobs/dormancy.ts). */
  dormancy: { key: 4_242_101 },
  /** One reservation alert run at a time across instances (reservations: alerts.service.ts). */
  reservationAlerts: { key: 4_242_102 },
  /** Serialises one member's favourite changes. */
  favorites: (userId: number) => ({ space: 4_242_201, id: userId }),
  /** Serialises one member's logins (single active session under concurrency). */
  login: (userId: number) => ({ space: 7301, id: userId }),
  /** Serialises the checks of one nickname (its normalised key). */
  nickname: (key: string) => ({ text: `nickname:${key}` }),
  /** Serialises the codes sent to one address or phone. */
  code: (channel: string, target: string) => ({ text: `code:${channel}:${target}` }),
  /**
   * Serialises one member's billing writes (settling an order, changing the pass, registering a code):
   * taken before any subscription row lock, so two of them never deadlock.
   */
  billing: (userId: number) => ({ space: 4_242_301, id: userId }),
  /** Serialises the inquiries of one e-mail address (lower-cased). */
  inquiry: (email: string) => ({ text: `inquiry:${email}` }),
} as const;

/** Runs a statement: the database, a transaction, or a PGlite/node-postgres handle through drizzle. */
interface SqlRunner {
  execute(query: SQL): PromiseLike<unknown>;
}

const keyOf = (lock: AdvisoryLock): SQL =>
  'key' in lock
    ? sql`${lock.key}`
    : 'space' in lock
      ? sql`${lock.space}, ${lock.id}`
      : sql`hashtext(${lock.text})`;

/** Waits for the lock and holds it until the transaction `tx` ends. */
export async function holdLock(tx: SqlRunner, lock: AdvisoryLock): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${keyOf(lock)})`);
}

/** Takes the lock until the transaction `tx` ends if no one holds it; false when someone does. */
export async function tryHoldLock(tx: SqlRunner, lock: AdvisoryLock): Promise<boolean> {
  // PGlite and node-postgres both answer { rows }
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${keyOf(lock)}) as taken`)) as {
    rows: { taken: boolean }[];
  };
  return result.rows[0]?.taken === true;
}
