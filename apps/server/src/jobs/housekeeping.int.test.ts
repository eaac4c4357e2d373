import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { fixedClock } from '../clock.js';
import type { DatabaseHandle } from '../db/client.js';
import { oauthStates, snsTokens } from '../db/schema/index.js';
import { createOAuthHousekeeping } from '../modules/oauth/index.js';
import { runHousekeeping, scheduleHousekeeping } from './housekeeping.js';

const MINUTE = 60_000;
const isPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: DatabaseHandle;
const clock = fixedClock('2026-11-23T03:00:00Z');
const at = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const token = (id: string, expiresAt: Date, usedAt: Date | null = null) => ({
  id,
  provider: 'kakao',
  providerUserId: `user-${id}`,
  expiresAt,
  usedAt,
  createdAt: new Date(expiresAt.getTime() - 30 * MINUTE),
});

describe(`housekeeping job (${isPostgres ? 'postgres' : 'pglite'})`, () => {
  it('deletes expired social tokens and used OAuth states, and keeps the live ones', async () => {
    await database.db
      .insert(snsTokens)
      .values([
        token('expired-unused', at(-5)),
        token('expired-used', at(-40), at(-60)),
        token('live', at(20)),
        token('live-used', at(25), at(-1)),
      ]);
    await database.db.insert(oauthStates).values([
      { id: 'state-expired', expiresAt: at(-1) },
      { id: 'state-live', expiresAt: at(8) },
    ]);

    expect(
      await runHousekeeping({ housekeeping: createOAuthHousekeeping({ db: database.db }), clock }),
    ).toEqual({ snsTokens: 2, oauthStates: 1 });
    const tokens = await database.db.select({ id: snsTokens.id }).from(snsTokens);
    expect(tokens.map((r) => r.id).sort()).toEqual(['live', 'live-used']);
    const states = await database.db.select({ id: oauthStates.id }).from(oauthStates);
    expect(states.map((r) => r.id)).toEqual(['state-live']);
    expect(
      await runHousekeeping({ housekeeping: createOAuthHousekeeping({ db: database.db }), clock }),
    ).toEqual({ snsTokens: 0, oauthStates: 0 });
  });

  it('runs at once and then on its interval, reporting each run', async () => {
    await database.db.insert(snsTokens).values(token('stale', at(-1)));
    const outcomes: unknown[] = [];
    const job = scheduleHousekeeping(
      { housekeeping: createOAuthHousekeeping({ db: database.db }), clock },
      (o) => outcomes.push(o),
      50,
    );
    await job.ran;
    expect(outcomes[0]).toEqual({ value: { snsTokens: 1, oauthStates: 0 } });
    await new Promise((r) => setTimeout(r, 300));
    await job.stop();
    expect(outcomes.length).toBeGreaterThan(1);
  });
});
