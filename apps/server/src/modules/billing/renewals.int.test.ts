import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useBillingTestApp } from '../../../test/billing-flows.js';
import { createTestInstance } from '../../../test/harness.js';
import { payments } from '../../db/schema/index.js';

const ctx = useBillingTestApp();
const DB = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const NOW = '2026-11-23T03:00:00Z';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const END = new Date('2026-12-10T03:00:00Z');
afterEach(() => {
  ctx.t.clock.set(NOW);
  ctx.fake.setDown(false);
});

const run = () => ctx.t.core.services.billing.renewals.run();
const at = (ms: number) => ctx.t.clock.set(new Date(END.getTime() + ms));
/** How many times the provider was asked to charge with these keys' subscriptions. */
const chargesOf = (subId: number) =>
  ctx.fake.calls.chargeKeys.filter((k) => k.startsWith(`renewal:${subId}:`));

async function holder(overrides: Parameters<typeof ctx.holding>[1] = { pass: 'basic' }) {
  const { member, cookie } = await ctx.member();
  const { sub, card } = await ctx.holding(member.id, overrides);
  return { member, cookie, sub, card: card! };
}

describe(`the renewal job (${DB})`, () => {
  it('charges a due card renewal once and starts the next period from the old end', async () => {
    const { member, sub } = await holder();
    at(-MINUTE);
    await run();
    expect(chargesOf(sub.id)).toEqual([]);
    at(MINUTE);
    await run();
    await run();
    expect(chargesOf(sub.id)).toEqual([`renewal:${sub.id}:${END.toISOString()}`]);
    expect(await ctx.subscriptionRow(sub.id)).toMatchObject({
      status: 'in_use',
      periodStart: END,
      periodEnd: new Date('2027-01-10T03:00:00Z'),
      renewalLeaseUntil: null,
    });
    expect(await ctx.paymentsOf(member.id)).toEqual([
      expect.objectContaining({ kind: 'renewal', status: 'paid', amountJpy: 1_480, taxJpy: 134 }),
    ]);
    expect((await ctx.historyOf(sub.id)).map((e) => [e.actor, e.reason])).toEqual([['system', 'renewal']]);
  });

  it('two instances running at once charge each due renewal exactly once', async () => {
    const second = await createTestInstance({
      config: ctx.t.config,
      database: ctx.t.database,
      clock: ctx.t.clock,
      paymentProvider: ctx.fake.provider,
    });
    try {
      for (let round = 0; round < 3; round++) {
        ctx.t.clock.set(NOW);
        const held = await Promise.all(Array.from({ length: 8 }, () => holder()));
        at(MINUTE);
        await Promise.all([run(), second.core.services.billing.renewals.run(), run()]);
        for (const { sub } of held) {
          expect(chargesOf(sub.id), `round ${round}`).toHaveLength(1);
          expect((await ctx.subscriptionRow(sub.id)).periodStart).toEqual(END);
        }
        const rows = await ctx.db
          .select()
          .from(payments)
          .where(
            inArray(
              payments.subscriptionId,
              held.map((h) => h.sub.id),
            ),
          );
        expect(rows).toHaveLength(8);
        expect(rows.every((p) => p.status === 'paid')).toBe(true);
      }
    } finally {
      await second.close();
    }
  });

  it('applies a scheduled change at the renewal, charging the new price', async () => {
    const { member, cookie, sub } = await holder({ pass: 'premium' });
    expect((await ctx.api.endpoint('billing.change', { body: { serviceId: 2 }, cookie })).statusCode).toBe(
      200,
    );
    at(MINUTE);
    await run();
    expect(await ctx.subscriptionRow(sub.id)).toMatchObject({
      pass: 'basic',
      period: 'annual',
      status: 'in_use',
      scheduledPass: null,
      periodEnd: new Date('2027-12-10T03:00:00Z'),
    });
    expect(await ctx.paymentsOf(member.id)).toEqual([
      expect.objectContaining({ kind: 'renewal', amountJpy: 14_800, pass: 'basic', period: 'annual' }),
    ]);
    expect((await ctx.historyOf(sub.id)).at(-1)).toMatchObject({
      reason: 'change_applied',
      passBefore: 'premium',
      passAfter: 'basic',
      periodBefore: 'monthly',
      periodAfter: 'annual',
    });
  });

  it('a declined renewal: 3 days of grace with access, a retry a day, then the pass ends', async () => {
    const { member, sub, card } = await holder();
    ctx.fake.decline(card.providerMethodId);
    at(MINUTE);
    await run();
    const graceUntil = new Date(END.getTime() + 3 * DAY);
    expect(await ctx.subscriptionRow(sub.id)).toMatchObject({
      status: 'in_use',
      graceUntil,
      nextRetryAt: new Date(END.getTime() + MINUTE + DAY),
    });
    const cookie = await ctx.cookieOf(member.id);
    const mine = await ctx.mine(cookie);
    // the voucher ends with the grace (a client clearing a voucher whose end is past keeps it), and so does
    // the access playback tokens are capped at
    expect(mine.voucher).toMatchObject({ held: true, pass: 'basic', endDate: graceUntil.toISOString() });
    expect((await ctx.t.core.services.passes.scopeOf(member.id)).until).toEqual(graceUntil);
    expect(mine.subscription).toMatchObject({
      graceUntil: graceUntil.toISOString(),
      nextPaymentAt: new Date(END.getTime() + MINUTE + DAY).toISOString(),
    });
    // not before the retry's time
    at(12 * 60 * MINUTE);
    await run();
    expect(chargesOf(sub.id)).toHaveLength(1);
    at(DAY + 2 * MINUTE);
    await run();
    at(2 * DAY + 3 * MINUTE);
    await run();
    expect(chargesOf(sub.id)).toHaveLength(3);
    expect(new Set(chargesOf(sub.id)).size).toBe(3);
    at(3 * DAY);
    await run();
    expect(chargesOf(sub.id)).toHaveLength(3);
    expect(await ctx.subscriptionRow(sub.id)).toMatchObject({ status: 'terminated', graceUntil: null });
    expect((await ctx.mine(await ctx.cookieOf(member.id))).voucher.held).toBe(false);
    expect((await ctx.historyOf(sub.id)).map((e) => e.reason)).toEqual([
      'renewal_declined',
      'renewal_declined',
      'renewal_declined',
      'payment_failed',
    ]);
    expect((await ctx.paymentsOf(member.id)).map((p) => [p.kind, p.status, p.failure])).toEqual([
      ['renewal', 'failed', 'declined'],
      ['renewal', 'failed', 'declined'],
      ['renewal', 'failed', 'declined'],
    ]);
  });

  it('a retry that goes through ends the grace, the period counted from the old end', async () => {
    const { sub, card } = await holder();
    ctx.fake.decline(card.providerMethodId);
    at(MINUTE);
    await run();
    ctx.fake.decline(card.providerMethodId, false);
    at(DAY + MINUTE);
    await run();
    expect(await ctx.subscriptionRow(sub.id)).toMatchObject({
      status: 'in_use',
      graceUntil: null,
      nextRetryAt: null,
      periodStart: END,
      periodEnd: new Date('2027-01-10T03:00:00Z'),
    });
  });

  it('ends a cancelled pass and the free days of a coupon at their end; resumes a pause at its end', async () => {
    const cancelled = await holder({ pass: 'basic', status: 'cancelled' });
    const coupon = await holder({ pass: 'premium', paidBy: 'coupon' });
    const paused = await holder({
      pass: 'basic',
      status: 'paused',
      pausedAt: new Date(NOW),
      pausedUntil: new Date(END.getTime() + 10 * MINUTE),
      pausedRemainingMs: 5 * DAY,
    });
    at(MINUTE);
    await run();
    expect((await ctx.subscriptionRow(cancelled.sub.id)).status).toBe('terminated');
    expect((await ctx.subscriptionRow(coupon.sub.id)).status).toBe('terminated');
    expect((await ctx.subscriptionRow(paused.sub.id)).status).toBe('paused');
    expect(chargesOf(cancelled.sub.id)).toEqual([]);
    expect((await ctx.historyOf(cancelled.sub.id)).at(-1)).toMatchObject({
      reason: 'expired',
      actor: 'system',
    });
    at(10 * MINUTE);
    await run();
    expect(await ctx.subscriptionRow(paused.sub.id)).toMatchObject({
      status: 'resumed',
      periodStart: new Date(END.getTime() + 10 * MINUTE),
      periodEnd: new Date(END.getTime() + 10 * MINUTE + 5 * DAY),
    });
    expect((await ctx.historyOf(paused.sub.id)).at(-1)).toMatchObject({
      reason: 'auto_resume',
      actor: 'system',
    });
  });

  it('a renewal left pending (provider down, or a crash) is asked again with the same key after its lease', async () => {
    const { member, sub } = await holder();
    ctx.fake.setDown(true);
    at(MINUTE);
    await run();
    const [pending] = await ctx.paymentsOf(member.id);
    expect(pending).toMatchObject({
      status: 'pending',
      idempotencyKey: `renewal:${sub.id}:${END.toISOString()}`,
    });
    ctx.fake.setDown(false);
    // the lease (5 minutes) holds it
    at(4 * MINUTE);
    await run();
    expect(chargesOf(sub.id)).toHaveLength(1);
    at(7 * MINUTE);
    await run();
    expect(chargesOf(sub.id)).toEqual([pending!.idempotencyKey, pending!.idempotencyKey]);
    expect(await ctx.paymentsOf(member.id)).toEqual([
      expect.objectContaining({ id: pending!.id, status: 'paid' }),
    ]);
    expect((await ctx.subscriptionRow(sub.id)).periodStart).toEqual(END);
  });

  it('finishes an upgrade charge left pending, and settles an order whose checkout ran out', async () => {
    const { member, cookie, sub } = await holder();
    ctx.fake.setDown(true);
    expect((await ctx.api.endpoint('billing.change', { body: { serviceId: 3 }, cookie })).statusCode).toBe(
      502,
    );
    ctx.fake.setDown(false);
    const buyer = await ctx.member();
    const order = (await ctx.order(buyer.cookie, 1)).data;
    ctx.fake.pay(order.checkoutUrl!);
    ctx.t.clock.set(new Date(Date.parse(NOW) + 31 * MINUTE));
    const result = await run();
    expect(result.recovered).toBeGreaterThanOrEqual(1);
    expect(result.reconciled).toBeGreaterThanOrEqual(1);
    expect((await ctx.subscriptionRow(sub.id)).pass).toBe('premium');
    expect((await ctx.historyOf(sub.id)).at(-1)).toMatchObject({ reason: 'upgrade', actor: 'system' });
    expect((await ctx.paymentsOf(member.id)).map((p) => p.status)).toEqual(['paid']);
    expect((await ctx.orderRow(order.id)).status).toBe('paid');
  });
});
