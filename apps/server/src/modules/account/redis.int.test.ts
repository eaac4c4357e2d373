import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, factories, MEMBER_PASSWORD } from '../../../test/factories.js';
import { createTestDatabase, createTestInstance, type TestInstance } from '../../../test/harness.js';
import { redisSuite, testRedisUrl } from '../../../test/redis.js';
import { fixedClock } from '../../clock.js';
import { testConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createRedisCounters } from '../../shared/counters.js';

const { available, title } = await redisSuite('shared state across two instances in Redis');
const redisUrl = testRedisUrl;

describe(title, () => {
  const prefix = `kickoff-test-${randomBytes(4).toString('hex')}:`;
  let database: DatabaseHandle;
  let instances: TestInstance[] = [];
  let apps: FastifyInstance[] = [];
  let redis: Redis;

  beforeAll(async () => {
    if (!available) return;
    database = await createTestDatabase();
    const clock = fixedClock('2026-11-23T03:00:00Z');
    const config = testConfig({ WEB_DIST: '/nonexistent', REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
    instances = await Promise.all([0, 1].map(() => createTestInstance({ config, database, clock })));
    apps = instances.map((instance) => instance.app);
    redis = new Redis(redisUrl);
  });

  afterAll(async () => {
    if (!available) return;
    await Promise.all(instances.map((instance) => instance.close()));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await database.close();
  });

  it.runIf(available)('locks an account after 10 failures spread over two instances, on both', async () => {
    const member = await factories(database.db).member();
    const [a, b] = apps.map((app) => apiClient(app));
    const login = (api: typeof a, password: string) =>
      api!.post('/login', { body: { username: member.email, password } });
    for (let i = 0; i < 5; i++) expect((await login(a, 'Wrong-pass1')).statusCode).toBe(401);
    for (let i = 0; i < 4; i++) expect((await login(b, 'Wrong-pass1')).statusCode).toBe(401);
    expect((await login(a, 'Wrong-pass1')).json().code).toBe('LOGIN_LOCKED');
    expect((await login(b, MEMBER_PASSWORD)).json().code).toBe('LOGIN_LOCKED');
    expect(await redis.exists(`${prefix}counter:login:lock:email:${member.email}`)).toBe(1);
    expect(await redis.pttl(`${prefix}counter:login:lock:email:${member.email}`)).toBeGreaterThan(
      14 * 60_000,
    );
  });

  it.runIf(available)('limits an IP across instances', async () => {
    const [a, b] = apps.map((app) => apiClient(app));
    const ip = '198.51.100.9';
    for (let i = 0; i < 20; i++) {
      const api = i % 2 === 0 ? a! : b!;
      expect(
        (
          await api.endpoint('session.login', {
            body: { username: `rl-${i}@example.com`, password: 'x' },
            ip,
          })
        ).statusCode,
      ).toBe(401);
    }
    const limited = await b!.post('/login', { body: { username: 'rl-last@example.com', password: 'x' }, ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it.runIf(available)('counts in fixed windows that expire by themselves', async () => {
    const counters = createRedisCounters(redis, prefix);
    expect(await counters.hit('w', 300)).toBe(1);
    expect(await counters.hit('w', 300)).toBe(2);
    expect(await counters.get('w')).toBe(2);
    await new Promise((r) => setTimeout(r, 400));
    expect(await counters.get('w')).toBe(0);
    await counters.hit('x', 60_000);
    await counters.reset('x');
    expect(await counters.get('x')).toBe(0);
  });
});
