import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, factories, loginAs, MEMBER_PASSWORD } from '../../test/factories.js';
import type { TestInstance } from '../../test/harness.js';
import { redisSuite, twoInstancesOnRedis } from '../../test/redis.js';
import { fixedClock } from '../clock.js';
import type { DatabaseHandle } from '../db/client.js';

const { available, title } = await redisSuite("members' cached answers before Fastify, on two instances");

/**
 * Issue 13 point 5: the fast path (fast-answers.ts) answers from the sessions kept in memory, so what
 * ends a session on instance A must stop B's fast answers as it stops B's Fastify ones: within 1 s,
 * the clock standing still. B is a real listener here (the fast path is its server's, not `inject`'s).
 */
describe(title, () => {
  const clock = fixedClock('2026-11-23T03:00:00Z');
  let database: DatabaseHandle;
  let instances: TestInstance[] = [];
  let close: () => Promise<void>;
  let onB: string;

  beforeAll(async () => {
    if (!available) return;
    ({ database, instances, close } = await twoInstancesOnRedis(clock));
    const b = instances[1]!.app;
    await b.listen({ port: 0, host: '127.0.0.1' });
    onB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    if (available) await close();
  });

  const api = apiClient;
  /** B's home for `cookie` through its listener; how many answers B's fast path wrote for it. */
  async function homeOnB(cookie: string) {
    const before = instances[1]!.app.fastAnswers.served;
    const res = await fetch(`${onB}/api/v2/home/web`, { headers: { cookie } });
    const body = (await res.json()) as { code?: string };
    return { status: res.status, body, fast: instances[1]!.app.fastAnswers.served - before };
  }

  /** A fresh member logged in on A, whose home B has answered from its fast path. */
  async function servedFastOnB() {
    const member = await factories(database.db).member();
    const cookie = await loginAs(instances[0]!.app, member.email!);
    await homeOnB(cookie);
    const second = await homeOnB(cookie);
    expect(second.status).toBe(200);
    expect(second.fast).toBe(1);
    return { member, cookie };
  }

  /** B refuses `cookie` within 1 s (Fastify answers the refusal); its code. */
  async function refusedOnB(cookie: string): Promise<string | undefined> {
    const started = performance.now();
    while (performance.now() - started < 1000) {
      const res = await homeOnB(cookie);
      if (res.status === 401) {
        expect(res.fast).toBe(0);
        return res.body.code;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('B still answers the ended session from its fast path after 1 s');
  }

  it.runIf(available)('a logout on A', async () => {
    const { cookie } = await servedFastOnB();
    expect((await api(instances[0]!.app).endpoint('session.logout', { cookie })).statusCode).toBe(200);
    expect(await refusedOnB(cookie)).toBe('UNAUTHORIZED');
  });

  it.runIf(available)('a login elsewhere on A (replaced session)', async () => {
    const { member, cookie } = await servedFastOnB();
    await loginAs(instances[0]!.app, member.email!);
    expect(await refusedOnB(cookie)).toBe('SESSION_REPLACED');
  });

  it.runIf(available)('a password change on A ends the other sessions', async () => {
    const { member, cookie } = await servedFastOnB();
    const { token } = await instances[0]!.core.sessions.start(member.id, {
      kind: 'tv',
      remember: false,
      method: 'password',
    });
    const tv = `kickoff_sid=${token}`;
    await homeOnB(tv);
    expect((await homeOnB(tv)).fast).toBe(1);
    const changed = await api(instances[0]!.app).endpoint('profile.changePassword', {
      params: { userId: member.id },
      cookie,
      body: { currentPassword: MEMBER_PASSWORD, password: 'NewPassw0rd!', passwordConfirm: 'NewPassw0rd!' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await refusedOnB(tv);
    expect((await homeOnB(cookie)).status).toBe(200);
  });

  it.runIf(available)('a withdrawal on A', async () => {
    const { cookie } = await servedFastOnB();
    const res = await api(instances[0]!.app).endpoint('account.withdraw', {
      query: { reason: 'price' },
      cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    await refusedOnB(cookie);
  });
});
