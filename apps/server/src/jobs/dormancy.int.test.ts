import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.js';
import { createTestDatabase } from '../../test/harness.js';
import { fixedClock } from '../clock.js';
import type { DatabaseHandle } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { createDormancy } from '../modules/account/index.js';
import { DORMANCY_LOCK_KEY, runDormancy, scheduleDormancy } from './dormancy.js';

const DAY = 24 * 60 * 60 * 1000;
const isPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: DatabaseHandle;
let f: ReturnType<typeof factories>;
const clock = fixedClock('2026-11-23T03:00:00Z');
const ago = (days: number) => new Date(clock.now().getTime() - days * DAY);

beforeAll(async () => {
  database = await createTestDatabase();
  f = factories(database.db);
});
afterAll(() => database.close());

describe(`dormancy job (${isPostgres ? 'postgres' : 'pglite'})`, () => {
  it('marks members idle for 365 days dormant, and nobody else', async () => {
    const idle = await f.member({ lastActiveAt: ago(366), lastLoginAt: ago(400), createdAt: ago(800) });
    const neverSeen = await f.member({ createdAt: ago(366) });
    const recent = await f.member({ lastActiveAt: ago(364), createdAt: ago(800) });
    const loggedInLately = await f.member({
      lastActiveAt: ago(400),
      lastLoginAt: ago(10),
      createdAt: ago(800),
    });
    const operator = await f.member({ role: 'operator', lastActiveAt: ago(400), createdAt: ago(800) });
    const withdrawn = await f.member({
      status: 99,
      withdrawnAt: ago(500),
      lastActiveAt: ago(600),
      createdAt: ago(800),
    });
    const mustChange = await f.member({ status: 6, lastActiveAt: ago(370), createdAt: ago(800) });

    expect(await runDormancy({ dormancy: createDormancy({ db: database.db }), clock })).toBe(3);
    const rows = await database.db
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(
        inArray(
          users.id,
          [idle, neverSeen, recent, loggedInLately, operator, withdrawn, mustChange].map((m) => m.id),
        ),
      );
    const status = new Map(rows.map((r) => [r.id, r.status]));
    expect(status.get(idle.id)).toBe(21);
    expect(status.get(neverSeen.id)).toBe(21);
    expect(status.get(mustChange.id)).toBe(21);
    expect(status.get(recent.id)).toBe(1);
    expect(status.get(loggedInLately.id)).toBe(1);
    expect(status.get(operator.id)).toBe(1);
    expect(status.get(withdrawn.id)).toBe(99);
    expect(await runDormancy({ dormancy: createDormancy({ db: database.db }), clock })).toBe(0);
  });

  it('runs at once and then on its interval, reporting each run', async () => {
    const member = await f.member({ createdAt: ago(400) });
    const outcomes: unknown[] = [];
    const job = scheduleDormancy(
      { dormancy: createDormancy({ db: database.db }), clock },
      (o) => outcomes.push(o),
      50,
    );
    await job.ran;
    expect(outcomes[0]).toEqual({ dormant: 1 });
    await new Promise((r) => setTimeout(r, 400));
    await job.stop();
    expect(outcomes.length).toBeGreaterThan(1);
    const [row] = await database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.status).toBe(21);
  });

  it.runIf(isPostgres)(
    'skips a run while another instance holds the job lock (PostgreSQL only: PGlite has one connection)',
    async () => {
      await f.member({ createdAt: ago(400) });
      let release!: () => void;
      const held = new Promise<void>((r) => {
        release = r;
      });
      let locked!: () => void;
      const taken = new Promise<void>((r) => {
        locked = r;
      });
      const leader = database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${DORMANCY_LOCK_KEY})`);
        locked();
        await held;
      });
      await taken;
      expect(await runDormancy({ dormancy: createDormancy({ db: database.db }), clock })).toBeNull();
      release();
      await leader;
      expect(await runDormancy({ dormancy: createDormancy({ db: database.db }), clock })).toBe(1);
    },
  );
});
