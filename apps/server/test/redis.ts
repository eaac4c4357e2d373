import { Redis } from 'ioredis';

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
