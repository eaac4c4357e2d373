import {
  type DomainEventOf,
  decodeScope,
  type EndpointData,
  type ScopeFlag,
  serviceIdOf,
} from '@kickoff/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useAccountTestApp } from '../../../test/account-flows.js';
import { loginAs } from '../../../test/factories.js';
import { subscriptions } from '../../db/schema/index.js';

const ctx = useAccountTestApp();
const DB = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** The scope flags that are on, sorted. */
const flagsOf = (scope: number[] | undefined) =>
  (Object.entries(decodeScope(scope)) as [ScopeFlag, boolean][])
    .filter(([, on]) => on)
    .map(([flag]) => flag)
    .sort();

const NOW = '2026-11-23T03:00:00Z';
afterEach(() => ctx.t.clock.set(NOW));

type Answer = { statusCode: number; body: string; json(): unknown };
/** The `{ data }` of a successful answer of the session (GET /session, POST /login). */
const userOf = (res: Answer) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: EndpointData<'session.get'> }).data;
};
const session = async (cookie: string) => userOf(await ctx.api.get('/session', { cookie }));
const voucher = async (cookie: string) => {
  const res = await ctx.api.get('/user/sub/scope', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: EndpointData<'passes.voucher'> }).data;
};

/** Records the pass.changed events of the test app's bus while `run` runs. */
async function passEvents(run: () => Promise<unknown>): Promise<DomainEventOf<'pass.changed'>[]> {
  const seen: DomainEventOf<'pass.changed'>[] = [];
  const stop = ctx.t.core.bus.subscribe('pass.changed', (event) => {
    seen.push(event);
  });
  try {
    await run();
  } finally {
    stop();
  }
  return seen;
}

describe(`passes held (${DB})`, () => {
  it('answers the free scope of decisions.md and no voucher to a member without a pass', async () => {
    const { cookie } = await ctx.loggedIn();
    const user = await session(cookie);
    expect(flagsOf(user.scope)).toEqual(['ADLIVE', 'ADVOD', 'FREE']);
    expect(user.serviceId).toBe(-1);
    const held = await voucher(cookie);
    expect(held).toMatchObject({ held: false, serviceId: -1, pass: null, endDate: null, renews: false });
    expect(flagsOf(held.scope)).toEqual(['ADLIVE', 'ADVOD', 'FREE']);
  });

  it('answers the basic and the premium scope from the subscriptions table, at login and after', async () => {
    const basic = await ctx.f.member();
    await ctx.f.subscription({ userId: basic.id, pass: 'basic' });
    const login = userOf(
      await ctx.api.post('/login', { body: { username: basic.email, password: basic.password } }),
    );
    expect(flagsOf(login.scope)).toEqual(['BASIC', 'CH', 'LIVE', 'VOD']);
    expect(login.serviceId).toBe(serviceIdOf('basic', 'monthly'));

    const { member, cookie } = await ctx.loggedIn();
    await ctx.f.subscription({
      userId: member.id,
      pass: 'premium',
      period: 'annual',
      paidBy: 'app_store',
      periodStart: new Date('2026-03-01T00:00:00Z'),
      periodEnd: new Date('2027-03-01T00:00:00Z'),
    });
    const user = await session(cookie);
    expect(flagsOf(user.scope)).toEqual(['CH', 'LIVE', 'MULTI', 'PREMIUM', 'VOD']);
    expect(user.serviceId).toBe(serviceIdOf('premium', 'annual'));
    expect(await voucher(cookie)).toEqual({
      held: true,
      scope: user.scope,
      serviceId: serviceIdOf('premium', 'annual'),
      pass: 'premium',
      duration: 'annual',
      status: 'in_use',
      startDate: '2026-03-01T00:00:00.000Z',
      endDate: '2027-03-01T00:00:00.000Z',
      renews: true,
      paidBy: 'app_store',
    });
  });

  it('keeps a cancelled pass to the end of its period, then the member is free (the injected clock)', async () => {
    const { member, cookie } = await ctx.loggedIn();
    await ctx.f.subscription({ userId: member.id, pass: 'basic', status: 'cancelled', paidBy: 'carrier' });
    expect(await voucher(cookie)).toMatchObject({
      held: true,
      status: 'cancelled',
      renews: false,
      paidBy: 'carrier',
    });

    // the last second of the period, then its end (a new login: an idle session lasts 24 hours)
    ctx.t.clock.set('2026-12-10T03:00:00Z');
    ctx.t.clock.advance(-1000);
    const later = await loginAs(ctx.t.app, member.email!);
    expect((await voucher(later)).held).toBe(true);
    ctx.t.clock.advance(1000);
    expect(await voucher(later)).toMatchObject({ held: false, pass: null });
    expect(flagsOf((await session(later)).scope)).toEqual(['ADLIVE', 'ADVOD', 'FREE']);
  });

  it('gives nothing for a paused or terminated pass, and the higher of two that run', async () => {
    const { member, cookie } = await ctx.loggedIn();
    await ctx.f.subscription({ userId: member.id, pass: 'premium', status: 'paused' });
    await ctx.f.subscription({ userId: member.id, pass: 'premium', status: 'terminated' });
    expect((await voucher(cookie)).held).toBe(false);

    await ctx.f.subscription({ userId: member.id, pass: 'basic', status: 'resumed' });
    await ctx.f.subscription({ userId: member.id, pass: 'premium', status: 'change_scheduled' });
    expect(await voucher(cookie)).toMatchObject({
      held: true,
      pass: 'premium',
      status: 'change_scheduled',
      renews: true,
    });
  });

  it('publishes pass.changed when a pass begins, and the same session answers the new scope', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const events = await passEvents(() =>
      ctx.t.core.services.passes.start(member.id, { pass: 'premium', period: 'monthly', paidBy: 'card' }),
    );
    expect(events).toEqual([{ type: 'pass.changed', userId: member.id }]);
    expect(decodeScope((await session(cookie)).scope).PREMIUM).toBe(true);
    expect(await voucher(cookie)).toMatchObject({
      pass: 'premium',
      startDate: '2026-11-23T03:00:00.000Z',
      endDate: '2026-12-23T03:00:00.000Z',
    });
  });

  it('ends the passes of a member who withdraws, publishing pass.changed', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const sub = await ctx.f.subscription({ userId: member.id, pass: 'basic' });
    const events = await passEvents(async () => {
      const res = await ctx.api.delete('/withdraw?reason=other', { cookie });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(events).toEqual([{ type: 'pass.changed', userId: member.id }]);
    const access = await ctx.t.core.services.passes.scopeOf(member.id);
    expect(access).toMatchObject({ pass: null, serviceId: -1, until: null });
    const [row] = await ctx.t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row).toMatchObject({ status: 'terminated', endedAt: ctx.t.clock.now() });
    // withdrawing without a pass publishes nothing
    const other = await ctx.loggedIn();
    expect(
      await passEvents(() => ctx.api.delete('/withdraw?reason=other', { cookie: other.cookie })),
    ).toEqual([]);
  });

  it('answers 401 with the error shape when logged out', async () => {
    const res = await ctx.api.get('/user/sub/scope');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Login required' });
  });
});
