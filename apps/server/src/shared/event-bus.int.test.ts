import { randomBytes } from 'node:crypto';
import type { DomainEvent } from '@kickoff/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, factories, loginAs, MEMBER_PASSWORD } from '../../test/factories.js';
import { createTestDatabase, createTestInstance, type TestInstance } from '../../test/harness.js';
import { redisSuite, testRedisUrl } from '../../test/redis.js';
import { fixedClock } from '../clock.js';
import { testConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';

const { available, title } = await redisSuite('domain events across two instances on one Redis');
const redisUrl = testRedisUrl;

/** Waits until `check` holds (events cross Redis asynchronously). */
async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting for the event');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe(title, () => {
  const prefix = `kickoff-test-${randomBytes(4).toString('hex')}:`;
  let database: DatabaseHandle;
  let instances: TestInstance[] = [];
  const received: { on: number; event: DomainEvent }[] = [];

  beforeAll(async () => {
    if (!available) return;
    database = await createTestDatabase();
    const clock = fixedClock('2026-11-23T03:00:00Z');
    const config = testConfig({ WEB_DIST: '/nonexistent', REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
    instances = await Promise.all([0, 1].map(() => createTestInstance({ config, database, clock })));
    instances.forEach(({ core }, on) => {
      core.bus.subscribe('member.changed', (event) => {
        received.push({ on, event });
      });
      core.bus.subscribe('session.ended', (event) => {
        received.push({ on, event });
      });
    });
    await Promise.all(instances.map(({ core }) => core.bus.ready));
  });

  afterAll(async () => {
    if (!available) return;
    await Promise.all(instances.map((instance) => instance.close()));
    await database.close();
  });

  it.runIf(available)('delivers an event published on one instance to both, each handler once', async () => {
    await instances[0]!.core.bus.publish({ type: 'member.changed', userId: 41 });
    await eventually(() => received.filter((r) => r.event.type === 'member.changed').length >= 2);
    await new Promise((r) => setTimeout(r, 100));
    // each instance hears it once, in whichever order their subscriber connections are served
    const heard = received.filter((r) => r.event.type === 'member.changed').sort((a, b) => a.on - b.on);
    expect(heard).toEqual([
      { on: 0, event: { type: 'member.changed', userId: 41 } },
      { on: 1, event: { type: 'member.changed', userId: 41 } },
    ]);
  });

  it.runIf(available)('drops (and survives) a malformed message on the channel', async () => {
    const raw = new Redis(redisUrl);
    try {
      await raw.publish(`${prefix}events`, 'not json');
      await raw.publish(`${prefix}events`, JSON.stringify({ type: 'member.changed', userId: 'x' }));
      await raw.publish(
        `${prefix}events`,
        JSON.stringify({ type: 'session.ended', userId: 999_999, reason: 'logout' }),
      );
    } finally {
      await raw.quit();
    }
    await eventually(() => received.filter((r) => r.event.type === 'session.ended').length >= 2);
    expect(received.filter((r) => r.event.type === 'member.changed')).toHaveLength(2);
  });

  it.runIf(available)("publishes a logout on one instance to the other's handlers", async () => {
    const member = await factories(database.db).member();
    const cookie = await loginAs(instances[0]!.app, member.email!, MEMBER_PASSWORD);
    expect((await apiClient(instances[0]!.app).endpoint('session.logout', { cookie })).statusCode).toBe(200);
    const ended = () =>
      received.filter((r) => r.event.type === 'session.ended' && r.event.userId === member.id);
    // both instances hear it, in whichever order Redis serves their subscriber connections
    await eventually(() => ended().length >= 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(
      ended()
        .map((r) => r.on)
        .sort(),
    ).toEqual([0, 1]);
  });
});
