import { type DomainEventOf, proratedUpgradeJpy } from '@kickoff/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useBillingTestApp } from '../../../test/billing-flows.js';

const ctx = useBillingTestApp();
const DB = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const NOW = '2026-11-23T03:00:00Z';
// the factory's pass: 10 Nov 12:00 JST → 10 Dec 12:00 JST (the payment day: 10 Dec in Tokyo)
const START = new Date('2026-11-10T03:00:00Z');
const END = new Date('2026-12-10T03:00:00Z');
afterEach(() => {
  ctx.t.clock.set(NOW);
  ctx.fake.setDown(false);
});

const codeOf = (res: { json(): unknown }) => (res.json() as { code: string }).code;

async function passEvents(run: () => Promise<unknown>) {
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

/** A member holding a pass (monthly basic by card unless told), their session and card. */
async function holder(overrides: Parameters<typeof ctx.holding>[1] = { pass: 'basic' }) {
  const { member, cookie } = await ctx.member();
  const { sub, card } = await ctx.holding(member.id, overrides);
  return { member, cookie, sub, card };
}

describe(`my passes (${DB})`, () => {
  it('answers a member without a pass: free voucher, no subscription, nothing paid', async () => {
    const { cookie } = await ctx.member({ verified: false });
    expect(await ctx.mine(cookie)).toEqual({
      voucher: expect.objectContaining({ held: false, serviceId: -1 }),
      subscription: null,
      payments: [],
      coupons: [],
      purchaseVerified: false,
    });
    expect((await ctx.api.get('/subscription')).statusCode).toBe(401);
  });

  it('answers the pass with its next payment, card and actions', async () => {
    const { cookie, sub } = await holder();
    expect((await ctx.mine(cookie)).subscription).toEqual({
      id: sub.id,
      serviceId: 1,
      pass: 'basic',
      period: 'monthly',
      status: 'in_use',
      paidBy: 'card',
      periodStart: START.toISOString(),
      periodEnd: END.toISOString(),
      nextPaymentAt: END.toISOString(),
      nextPaymentJpy: 1_480,
      scheduledChange: null,
      pausedAt: null,
      pausedUntil: null,
      graceUntil: null,
      card: { brand: 'visa', last4: '4242' },
      actions: {
        upgrade: { allowed: true },
        // to basic annual at the renewal
        downgrade: { allowed: true },
        cancel: { allowed: true },
        restore: { allowed: false, code: 'RESTORE_NOT_ALLOWED' },
        pause: { allowed: true },
        resume: { allowed: false, code: 'RESUME_NOT_ALLOWED' },
      },
    });
  });
});

describe(`upgrading at once (${DB})`, () => {
  it('charges the prorated difference to the saved card and gives premium at once', async () => {
    const { member, cookie, sub } = await holder();
    const before = ctx.fake.calls.charge;
    const events = await passEvents(async () => {
      const res = await ctx.api.endpoint('billing.change', { body: { serviceId: 3 }, cookie });
      expect(res.statusCode, res.body).toBe(200);
      const amount = proratedUpgradeJpy(1_480, 2_480, { start: START, end: END }, new Date(NOW));
      expect(amount).toBe(567);
      expect(res.data.payment).toMatchObject({
        kind: 'upgrade',
        status: 'paid',
        amountJpy: 567,
        serviceId: 3,
      });
      expect(res.data.subscription).toMatchObject({
        pass: 'premium',
        status: 'in_use',
        periodEnd: END.toISOString(),
        nextPaymentJpy: 2_480,
      });
    });
    expect(events).toEqual([{ type: 'pass.changed', userId: member.id }]);
    expect(ctx.fake.calls.charge - before).toBe(1);
    expect(ctx.fake.calls.chargeKeys.at(-1)).toMatch(new RegExp(`^upgrade:${sub.id}:`));
    expect((await ctx.mine(cookie)).voucher).toMatchObject({ pass: 'premium' });
    expect((await ctx.historyOf(sub.id)).at(-1)).toMatchObject({
      fromStatus: 'in_use',
      toStatus: 'in_use',
      passBefore: 'basic',
      passAfter: 'premium',
      actor: 'member',
      reason: 'upgrade',
    });
  });

  it('a declined card: 402 PAYMENT_FAILED, a failed payment, the pass unchanged', async () => {
    const { member, cookie, sub, card } = await holder();
    ctx.fake.decline(card!.providerMethodId);
    const res = await ctx.api.endpoint('billing.change', { body: { serviceId: 3 }, cookie });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_FAILED', fields: { failure: 'declined' } });
    expect((await ctx.subscriptionRow(sub.id)).pass).toBe('basic');
    expect(await ctx.paymentsOf(member.id)).toEqual([
      expect.objectContaining({ kind: 'upgrade', status: 'failed', failure: 'declined' }),
    ]);
  });

  it('the provider unreachable: 502, the charge kept pending; the retry asks with the same key', async () => {
    const { member, cookie, sub } = await holder();
    ctx.fake.setDown(true);
    const down = await ctx.api.endpoint('billing.change', { body: { serviceId: 3 }, cookie });
    expect(down.statusCode).toBe(502);
    expect(codeOf(down)).toBe('PAYMENT_PROVIDER_ERROR');
    const [pending] = await ctx.paymentsOf(member.id);
    expect(pending).toMatchObject({ status: 'pending', kind: 'upgrade' });
    ctx.fake.setDown(false);
    const retried = await ctx.api.endpoint('billing.change', { body: { serviceId: 3 }, cookie });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(ctx.fake.calls.chargeKeys.filter((k) => k === pending!.idempotencyKey)).toHaveLength(2);
    expect(await ctx.paymentsOf(member.id)).toEqual([
      expect.objectContaining({ id: pending!.id, status: 'paid' }),
    ]);
    expect((await ctx.subscriptionRow(sub.id)).pass).toBe('premium');
  });

  it('a double click upgrades once and charges once', async () => {
    const { member, cookie } = await holder();
    const before = ctx.fake.calls.charge;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ctx.api.endpoint('billing.change', { body: { serviceId: 3 }, cookie })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    // the ones after the first find premium already held
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const paid = (await ctx.paymentsOf(member.id)).filter((p) => p.status === 'paid');
    expect(paid).toHaveLength(1);
    expect(new Set(ctx.fake.calls.chargeKeys.slice(before)).size).toBe(1);
  });
});

describe(`changes scheduled for the renewal (${DB})`, () => {
  it('schedules a downgrade, shows it, and drops it on request', async () => {
    const { cookie, sub } = await holder({ pass: 'premium' });
    const res = await ctx.api.endpoint('billing.change', { body: { serviceId: 1 }, cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.payment).toBeNull();
    expect(res.data.subscription).toMatchObject({
      status: 'change_scheduled',
      pass: 'premium',
      scheduledChange: { serviceId: 1, pass: 'basic', period: 'monthly', at: END.toISOString() },
      nextPaymentJpy: 1_480,
    });
    const dropped = await ctx.api.endpoint('billing.cancelChange', { cookie });
    expect(dropped.statusCode).toBe(200);
    expect(dropped.data).toMatchObject({ status: 'in_use', scheduledChange: null, nextPaymentJpy: 2_480 });
    expect((await ctx.historyOf(sub.id)).map((e) => e.reason)).toEqual([
      'change_scheduled',
      'change_cancelled',
    ]);
    const none = await ctx.api.endpoint('billing.cancelChange', { cookie });
    expect(none.statusCode).toBe(404);
    expect(codeOf(none)).toBe('NO_SCHEDULED_CHANGE');
  });

  it('refuses each change of spec §6 and §8 with its code', async () => {
    const change = async (cookie: string, serviceId: number) =>
      codeOf(await ctx.api.post('/subscription/change', { body: { serviceId }, cookie }));
    expect(await change((await ctx.member()).cookie, 3)).toBe('NO_SUBSCRIPTION');
    expect(await change((await holder({ pass: 'basic', period: 'annual' })).cookie, 3)).toBe(
      'ANNUAL_CANNOT_CHANGE',
    );
    expect(await change((await holder({ pass: 'basic', paidBy: 'app_store' })).cookie, 3)).toBe(
      'APP_STORE_CHANGE_IN_STORE',
    );
    expect(await change((await holder({ pass: 'basic', paidBy: 'carrier' })).cookie, 3)).toBe(
      'CARRIER_CANNOT_CHANGE',
    );
    const basic = await holder();
    expect(await change(basic.cookie, 1)).toBe('CHANGE_SAME_PASS');
    expect(await change(basic.cookie, 99)).toBe('PASS_NOT_FOUND');
    const malformed = await ctx.api.post('/subscription/change', {
      body: { serviceId: 'x' },
      cookie: basic.cookie,
    });
    expect(codeOf(malformed)).toBe('VALIDATION_FAILED');
    expect((await ctx.api.post('/subscription/change', { body: { serviceId: 3 } })).statusCode).toBe(401);

    const premium = await holder({ pass: 'premium' });
    // 9 Dec 13:00 JST: less than a day before the renewal
    ctx.t.clock.set('2026-12-09T04:00:00Z');
    const late = await ctx.cookieOf(premium.member.id);
    expect(await change(late, 1)).toBe('CHANGE_DEADLINE_PASSED');
    // 10 Dec 09:00 JST: the payment day
    ctx.t.clock.set('2026-12-10T00:00:00Z');
    expect(await change(await ctx.cookieOf(premium.member.id), 1)).toBe('CHANGE_ON_PAYMENT_DAY');
    expect(await change(await ctx.cookieOf(basic.member.id), 3)).toBe('CHANGE_ON_PAYMENT_DAY');
  });

  it('checkCarrier says whether the pass is carrier-billed and changeable here', async () => {
    const check = async (cookie: string) => (await ctx.api.endpoint('billing.checkCarrier', { cookie })).data;
    expect(await check((await holder({ pass: 'basic', paidBy: 'carrier' })).cookie)).toEqual({
      carrier: true,
      changeable: false,
    });
    expect(await check((await holder()).cookie)).toEqual({ carrier: false, changeable: true });
    expect(await check((await holder({ pass: 'basic', period: 'annual' })).cookie)).toEqual({
      carrier: false,
      changeable: false,
    });
    expect(await check((await ctx.member()).cookie)).toEqual({ carrier: false, changeable: false });
    expect((await ctx.api.post('/pay/checkCarrier')).statusCode).toBe(401);
  });
});

describe(`cancel, restore, pause, resume (${DB})`, () => {
  it('cancels to the period end, restores, and refuses what cannot be', async () => {
    const { cookie, sub } = await holder();
    const cancelled = await ctx.api.endpoint('billing.cancel', { cookie });
    expect(cancelled.data).toMatchObject({
      status: 'cancelled',
      nextPaymentAt: null,
      actions: { restore: { allowed: true }, cancel: { allowed: false, code: 'CANCEL_NOT_ALLOWED' } },
    });
    expect((await ctx.mine(cookie)).voucher).toMatchObject({ held: true, renews: false });
    expect(codeOf(await ctx.api.post('/subscription/cancel', { cookie }))).toBe('CANCEL_NOT_ALLOWED');
    const restored = await ctx.api.endpoint('billing.restore', { cookie });
    expect(restored.data).toMatchObject({ status: 'in_use', nextPaymentAt: END.toISOString() });
    expect(codeOf(await ctx.api.post('/subscription/restore', { cookie }))).toBe('RESTORE_NOT_ALLOWED');
    expect((await ctx.historyOf(sub.id)).map((e) => [e.fromStatus, e.toStatus, e.reason])).toEqual([
      ['in_use', 'cancelled', 'cancel'],
      ['cancelled', 'in_use', 'restore'],
    ]);
    const store = await holder({ pass: 'basic', paidBy: 'app_store' });
    expect(codeOf(await ctx.api.post('/subscription/cancel', { cookie: store.cookie }))).toBe(
      'APP_STORE_CHANGE_IN_STORE',
    );
    const nobody = await ctx.member();
    for (const url of ['/subscription/cancel', '/subscription/restore', '/subscription/resume']) {
      expect(codeOf(await ctx.api.post(url, { cookie: nobody.cookie })), url).toBe('NO_SUBSCRIPTION');
      expect((await ctx.api.post(url)).statusCode, url).toBe(401);
    }
  });

  it('pauses for whole months (no access), then resumes with the time that was kept', async () => {
    const { member, cookie, sub } = await holder();
    const paused = await ctx.api.endpoint('billing.pause', { body: { months: 2 }, cookie });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.data).toMatchObject({
      status: 'paused',
      pausedAt: NOW.replace('Z', '.000Z'),
      pausedUntil: '2027-01-23T03:00:00.000Z',
      // the 17 days left are given back after the pause
      nextPaymentAt: '2027-02-09T03:00:00.000Z',
      actions: { resume: { allowed: true }, pause: { allowed: false, code: 'PAUSE_NOT_ALLOWED' } },
    });
    expect((await ctx.mine(cookie)).voucher.held).toBe(false);
    expect(codeOf(await ctx.api.post('/subscription/pause', { body: { months: 1 }, cookie }))).toBe(
      'PAUSE_NOT_ALLOWED',
    );
    ctx.t.clock.set('2026-12-01T00:00:00Z');
    const again = await ctx.cookieOf(member.id);
    const resumed = await ctx.api.endpoint('billing.resume', { cookie: again });
    expect(resumed.data).toMatchObject({
      status: 'resumed',
      periodStart: '2026-12-01T00:00:00.000Z',
      periodEnd: '2026-12-18T00:00:00.000Z',
      pausedUntil: null,
    });
    expect((await ctx.mine(again)).voucher).toMatchObject({ held: true, status: 'resumed' });
    expect(codeOf(await ctx.api.post('/subscription/resume', { cookie: again }))).toBe('RESUME_NOT_ALLOWED');
    expect((await ctx.historyOf(sub.id)).map((e) => e.reason)).toEqual(['pause', 'resume']);
  });

  it('refuses a pause of a carrier pass and months outside 1–6', async () => {
    const carrier = await holder({ pass: 'basic', paidBy: 'carrier' });
    expect(
      codeOf(await ctx.api.post('/subscription/pause', { body: { months: 1 }, cookie: carrier.cookie })),
    ).toBe('PAUSE_NOT_ALLOWED');
    const { cookie } = await holder();
    for (const months of [0, 7, 1.5]) {
      const res = await ctx.api.post('/subscription/pause', { body: { months }, cookie });
      expect(res.statusCode).toBe(400);
      expect(codeOf(res)).toBe('VALIDATION_FAILED');
    }
    expect((await ctx.api.post('/subscription/pause', { body: { months: 1 } })).statusCode).toBe(401);
  });
});

describe(`the history (${DB})`, () => {
  it('is append-only: the database refuses to change or remove a row', async () => {
    const { cookie, sub } = await holder();
    await ctx.api.endpoint('billing.cancel', { cookie });
    const [event] = await ctx.historyOf(sub.id);
    await expect(
      ctx.db.execute(sql`update subscription_events set reason = 'x' where id = ${event!.id}`),
    ).rejects.toThrow();
    await expect(
      ctx.db.execute(sql`delete from subscription_events where id = ${event!.id}`),
    ).rejects.toThrow();
    expect(await ctx.historyOf(sub.id)).toHaveLength(1);
  });
});
