import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Clock } from '../src/clock.js';
import { testConfig } from '../src/config.js';
import { createTestDatabase, createTestInstance } from './harness.js';

/** Redis for the tests that need one: REDIS_TEST_URL, else a local server on the default port. */
export const testRedisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Whether the Redis of the tests answers, and the suite's title: `what` with the server named, or a
 * SKIPPED title saying how to provide one (the suite's tests then run only if `available`).
 */
export async function redisSuite(what: string): Promise<{ available: boolean; title: string }> {
  const available = await redisAnswers(testRedisUrl);
  return {
    available,
    title: available
      ? `${what} (${testRedisUrl})`
      : `SKIPPED: no Redis at ${testRedisUrl} (start one or set REDIS_TEST_URL) — ${what}`,
  };
}

/**
 * Two instances (each a core and its HTTP app) on one test database and one Redis, under a key prefix
 * of their own, ready once both have subscribed. `close` closes them and deletes the prefix's keys.
 */
export async function twoInstancesOnRedis(clock: Clock) {
  const prefix = `kickoff-test-${randomBytes(4).toString('hex')}:`;
  const database = await createTestDatabase();
  const config = testConfig({ WEB_DIST: '/nonexistent', REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix });
  const instances = await Promise.all([0, 1].map(() => createTestInstance({ config, database, clock })));
  await Promise.all(instances.flatMap((i) => [i.core.bus.ready, i.core.hub.ready]));
  const redis = new Redis(testRedisUrl);
  return {
    database,
    instances,
    redis,
    async close(): Promise<void> {
      await Promise.all(instances.map((instance) => instance.close()));
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await database.close();
    },
  };
}
