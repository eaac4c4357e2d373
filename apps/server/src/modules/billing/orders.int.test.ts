import { randomUUID } from 'node:crypto';
import { type DomainEventOf, decodeScope, passOffers } from '@kickoff/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useBillingTestApp } from '../../../test/billing-flows.js';
import { orders } from '../../db/schema/index.js';

const ctx = useBillingTestApp();
const DB = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const NOW = '2026-11-23T03:00:00Z';
const MINUTE = 60_000;
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

describe(`passes on sale and purchase verification (${DB})`, () => {
  it('GET /passes answers the four offers to anyone', async () => {
    const res = await ctx.api.endpoint('billing.passes');
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual(passOffers());
    expect(res.data.map((o) => o.priceJpy)).toEqual([1_480, 14_800, 2_480, 24_800]);
  });

  it('sends a purchase code valid 30 minutes, checks it, and the member stays verified', async () => {
    const { member, cookie } = await ctx.member({ verified: false });
    expect((await ctx.mine(cookie)).purchaseVerified).toBe(false);
    const sent = await ctx.api.endpoint('billing.sendPurchaseCode', { cookie });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.data.sentTo).toMatch(/^me\*+@example\.com$/);
    expect(sent.data.expiresAt).toBe(new Date(Date.parse(NOW) + 30 * MINUTE).toISOString());
    const code = await ctx.f.lastCode(member.email!);
    const wrong = code === '000000' ? '111111' : '000000';
    const mismatch = await ctx.api.endpoint('billing.verifyPurchaseCode', { body: { code: wrong }, cookie });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      code: 'PURCHASE_CODE_MISMATCH',
      fields: { remainingTries: '4' },
    });
    // 29 minutes later (a sign-up code would have expired at 10)
    ctx.t.clock.advance(29 * MINUTE);
    const ok = await ctx.api.endpoint('billing.verifyPurchaseCode', { body: { code }, cookie });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await ctx.mine(cookie)).purchaseVerified).toBe(true);
    // used: the same code again is expired, and the member stays verified
    const again = await ctx.api.endpoint('billing.verifyPurchaseCode', { body: { code }, cookie });
    expect(codeOf(again)).toBe('PURCHASE_CODE_EXPIRED');
    expect((await ctx.mine(cookie)).purchaseVerified).toBe(true);
  });

  it('refuses a code after 30 minutes, without any code sent, malformed, or logged out', async () => {
    const { member, cookie } = await ctx.member({ verified: false });
    const none = await ctx.api.endpoint('billing.verifyPurchaseCode', { body: { code: '123456' }, cookie });
    expect(none.statusCode).toBe(400);
    expect(codeOf(none)).toBe('PURCHASE_CODE_EXPIRED');
    await ctx.api.endpoint('billing.sendPurchaseCode', { cookie });
    const code = await ctx.f.lastCode(member.email!);
    ctx.t.clock.advance(30 * MINUTE);
    const late = await ctx.api.endpoint('billing.verifyPurchaseCode', { body: { code }, cookie });
    expect(codeOf(late)).toBe('PURCHASE_CODE_EXPIRED');
    expect((await ctx.mine(cookie)).purchaseVerified).toBe(false);
    const malformed = await ctx.api.post('/purchase/verification/verify', {
      body: { code: '12345' },
      cookie,
    });
    expect(malformed.statusCode).toBe(400);
    expect(codeOf(malformed)).toBe('VALIDATION_FAILED');
    expect((await ctx.api.post('/purchase/verification')).statusCode).toBe(401);
    expect((await ctx.api.post('/purchase/verification/verify', { body: { code } })).statusCode).toBe(401);
  });
});

describe(`orders (${DB})`, () => {
  it('creates a pending order with the checkout URL; the same key again is the same order, one checkout', async () => {
    const { cookie } = await ctx.member();
    const key = randomUUID();
    const before = ctx.fake.calls.createCheckout;
    const first = await ctx.order(cookie, 3, { key });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.data).toMatchObject({
      kind: 'purchase',
      status: 'pending',
      serviceId: 3,
      pass: 'premium',
      period: 'monthly',
      listPriceJpy: 2_480,
      discountJpy: 0,
      amountJpy: 2_480,
      taxJpy: 225,
      coupon: null,
      failure: null,
      paidAt: null,
    });
    expect(first.data.checkoutUrl).toMatch(/^https:\/\/pay\.example\/checkout\/cs_/);
    const session = ctx.fake.sessionOf(first.data.checkoutUrl!);
    expect(session.request).toMatchObject({
      reference: first.data.id,
      amountJpy: 2_480,
      savePaymentMethod: true,
      returnUrl: `${ctx.t.config.PUBLIC_URL}/pay_result/${first.data.id}`,
      cancelUrl: `${ctx.t.config.PUBLIC_URL}/purchase`,
    });
    const second = await ctx.order(cookie, 3, { key });
    expect(second.statusCode).toBe(201);
    expect(second.data).toEqual(first.data);
    expect(ctx.fake.calls.createCheckout - before).toBe(1);
    const reused = await ctx.order(cookie, 1, { key });
    expect(reused.statusCode).toBe(422);
    expect(codeOf(reused)).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('one key sent ten times at once makes one order', async () => {
    const { member, cookie } = await ctx.member();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => ctx.order(cookie, 1, { key })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.data.checkoutUrl)).size).toBe(1);
    const rows = await ctx.db.select().from(orders).where(eq(orders.userId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an order logged out, unverified, for no pass, or malformed', async () => {
    expect(
      (await ctx.api.post('/orders', { body: { serviceId: 1, idempotencyKey: randomUUID() } })).statusCode,
    ).toBe(401);
    const unverified = await ctx.member({ verified: false });
    const refused = await ctx.order(unverified.cookie, 1);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('PURCHASE_VERIFICATION_REQUIRED');
    const { cookie } = await ctx.member();
    const unknown = await ctx.order(cookie, 99);
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('PASS_NOT_FOUND');
    const badKey = await ctx.api.post('/orders', {
      body: { serviceId: 1, idempotencyKey: 'not-a-uuid' },
      cookie,
    });
    expect(badKey.statusCode).toBe(400);
    expect(codeOf(badKey)).toBe('VALIDATION_FAILED');
  });

  it('refuses a purchase while a pass is held, and a lower one while a cancelled higher one runs', async () => {
    const { member, cookie } = await ctx.member();
    await ctx.holding(member.id, { pass: 'basic' });
    const held = await ctx.order(cookie, 3);
    expect(held.statusCode).toBe(409);
    expect(codeOf(held)).toBe('PASS_ALREADY_HELD');
    const other = await ctx.member();
    await ctx.holding(other.member.id, { pass: 'premium', status: 'cancelled' });
    const lower = await ctx.order(other.cookie, 1);
    expect(codeOf(lower)).toBe('LOWER_PASS_AFTER_EXPIRY');
    // after the cancelled pass's end, the lower pass can be bought (a new session: a day went by)
    ctx.t.clock.set('2026-12-10T03:00:00Z');
    expect((await ctx.order(await ctx.cookieOf(other.member.id), 1)).statusCode).toBe(201);
  });

  it('answers 502 when the provider cannot be reached, and the same key then goes through', async () => {
    const { cookie } = await ctx.member();
    const key = randomUUID();
    ctx.fake.setDown(true);
    const down = await ctx.order(cookie, 1, { key });
    expect(down.statusCode).toBe(502);
    expect(codeOf(down)).toBe('PAYMENT_PROVIDER_ERROR');
    ctx.fake.setDown(false);
    const retried = await ctx.order(cookie, 1, { key });
    expect(retried.statusCode).toBe(201);
    expect(retried.data.checkoutUrl).not.toBeNull();
  });
});

describe(`settling an order exactly once (${DB})`, () => {
  it('the result page reconciles a pending order: paid, the pass, the receipt, the card, pass.changed', async () => {
    const { member, cookie } = await ctx.member();
    const order = (await ctx.order(cookie, 3)).data;
    const pending = await ctx.api.endpoint('billing.order', { params: { id: order.id }, cookie });
    expect(pending.data.status).toBe('pending');
    ctx.fake.pay(order.checkoutUrl!, 'pm_reconcile');
    const events = await passEvents(async () => {
      const paid = await ctx.api.endpoint('billing.order', { params: { id: order.id }, cookie });
      expect(paid.data).toMatchObject({
        status: 'paid',
        checkoutUrl: null,
        paidAt: new Date(NOW).toISOString(),
      });
    });
    expect(events).toEqual([{ type: 'pass.changed', userId: member.id }]);
    const mine = await ctx.mine(cookie);
    expect(mine.voucher).toMatchObject({ held: true, pass: 'premium', paidBy: 'card', renews: true });
    expect(decodeScope(mine.voucher.scope).PREMIUM).toBe(true);
    expect(mine.subscription).toMatchObject({
      pass: 'premium',
      status: 'in_use',
      periodStart: new Date(NOW).toISOString(),
      periodEnd: '2026-12-23T03:00:00.000Z',
      nextPaymentAt: '2026-12-23T03:00:00.000Z',
      nextPaymentJpy: 2_480,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(mine.payments).toEqual([
      expect.objectContaining({
        kind: 'purchase',
        status: 'paid',
        amountJpy: 2_480,
        taxJpy: 225,
        card: { brand: 'visa', last4: '4242' },
        receiptNo: expect.stringMatching(/^KO-20261123-\d{6}$/),
      }),
    ]);
    const [sub] = await ctx.subscriptionsOf(member.id);
    expect((await ctx.historyOf(sub!.id)).map((e) => [e.fromStatus, e.toStatus, e.actor, e.reason])).toEqual([
      [null, 'in_use', 'member', 'purchase'],
    ]);
  });

  it('a declined checkout: failed with its reason, a failed payment, the member still free', async () => {
    const { member, cookie } = await ctx.member();
    const order = (await ctx.order(cookie, 3)).data;
    ctx.fake.fail(order.checkoutUrl!, 'insufficient_funds');
    const failed = await ctx.api.endpoint('billing.order', { params: { id: order.id }, cookie });
    expect(failed.data).toMatchObject({ status: 'failed', failure: 'insufficient_funds', checkoutUrl: null });
    expect((await ctx.mine(cookie)).voucher.held).toBe(false);
    expect(await ctx.subscriptionsOf(member.id)).toEqual([]);
    expect(await ctx.paymentsOf(member.id)).toEqual([
      expect.objectContaining({ status: 'failed', failure: 'insufficient_funds', kind: 'purchase' }),
    ]);
    // a new attempt (a new key) is allowed
    expect((await ctx.order(cookie, 3)).statusCode).toBe(201);
  });

  it('an abandoned checkout expires', async () => {
    const { cookie } = await ctx.member();
    const order = (await ctx.order(cookie, 1)).data;
    ctx.fake.expire(order.checkoutUrl!);
    const res = await ctx.deliver(order.checkoutUrl!);
    expect(res.statusCode).toBe(200);
    const expired = await ctx.api.endpoint('billing.order', { params: { id: order.id }, cookie });
    expect(expired.data).toMatchObject({ status: 'expired', failure: null, checkoutUrl: null });
  });

  it('a webhook replayed 10 times racing the result page fulfils once', async () => {
    const { member, cookie } = await ctx.member();
    const order = (await ctx.order(cookie, 3)).data;
    ctx.fake.pay(order.checkoutUrl!);
    const events = await passEvents(async () => {
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => ctx.deliver(order.checkoutUrl!)),
        ...Array.from({ length: 3 }, () =>
          ctx.api.endpoint('billing.order', { params: { id: order.id }, cookie }),
        ),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([...Array(10).fill(200), ...Array(3).fill(200)]);
    });
    expect(events).toHaveLength(1);
    expect(await ctx.subscriptionsOf(member.id)).toHaveLength(1);
    expect(await ctx.paymentsOf(member.id)).toHaveLength(1);
    // and once more, later: 200, nothing new
    expect((await ctx.deliver(order.checkoutUrl!)).statusCode).toBe(200);
    expect(await ctx.paymentsOf(member.id)).toHaveLength(1);
  });

  it('a bad, stale or missing signature is refused with 400 and changes nothing', async () => {
    const { member, cookie } = await ctx.member();
    const order = (await ctx.order(cookie, 1)).data;
    ctx.fake.pay(order.checkoutUrl!);
    const { body, headers } = ctx.fake.webhookOf(order.checkoutUrl!);
    const post = (payload: string, h: Record<string, string>) =>
      ctx.t.app.inject({ method: 'POST', url: '/api/v2/pay/webhook', payload, headers: h });
    const tampered = body.replace('"status":"paid"', '"status":"paid" ');
    const stale = ctx.fake.webhookOf(order.checkoutUrl!, { t: Math.floor(Date.parse(NOW) / 1000) - 301 });
    const { 'kickoff-signature': _, ...unsigned } = headers;
    for (const [payload, h] of [
      [tampered, headers],
      // the last digit changed (made '0' it stayed the same whenever it was '0': 1 run in 16 passed a valid signature)
      [
        body,
        {
          ...headers,
          'kickoff-signature': headers['kickoff-signature'].replace(/.$/, (d) => (d === '0' ? '1' : '0')),
        },
      ],
      [stale.body, stale.headers],
      [body, unsigned],
    ] as const) {
      const res = await post(payload, h);
      expect(res.statusCode, res.body).toBe(400);
      expect(codeOf(res)).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect((await ctx.orderRow(order.id)).status).toBe('pending');
    expect(await ctx.subscriptionsOf(member.id)).toEqual([]);
    // within the tolerance (299 s old), and with any content type: accepted
    const recent = ctx.fake.webhookOf(order.checkoutUrl!, { t: Math.floor(Date.parse(NOW) / 1000) - 299 });
    const ok = await post(recent.body, { ...recent.headers, 'content-type': 'text/plain' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await ctx.orderRow(order.id)).status).toBe('paid');
  });

  it('a webhook about no order of ours is acknowledged and ignored', async () => {
    const { cookie } = await ctx.member();
    const order = (await ctx.order(cookie, 1)).data;
    ctx.fake.pay(order.checkoutUrl!);
    const { body, headers } = ctx.fake.webhookOf(order.checkoutUrl!);
    const foreign = body.replaceAll(order.id, 'ord_unknown00000000');
    const signed = ctx.fake.sign(foreign, Math.floor(Date.parse(NOW) / 1000));
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v2/pay/webhook',
      payload: foreign,
      headers: { ...headers, 'kickoff-signature': signed },
    });
    expect(res.statusCode).toBe(200);
    expect((await ctx.orderRow(order.id)).status).toBe('pending');
  });

  it('answers only the member their own orders', async () => {
    const { cookie } = await ctx.member();
    const order = (await ctx.order(cookie, 1)).data;
    const other = await ctx.member();
    const res = await ctx.api.endpoint('billing.order', { params: { id: order.id }, cookie: other.cookie });
    expect(res.statusCode).toBe(404);
    expect(codeOf(res)).toBe('ORDER_NOT_FOUND');
    expect(codeOf(await ctx.api.get('/orders/ord_doesnotexist0', { cookie }))).toBe('ORDER_NOT_FOUND');
    expect((await ctx.api.get('/orders/x', { cookie })).statusCode).toBe(400);
    expect((await ctx.api.get(`/orders/${order.id}`)).statusCode).toBe(401);
  });

  it('a provider that cannot be reached leaves the order pending for the next look', async () => {
    const { cookie } = await ctx.member();
    const order = (await ctx.order(cookie, 1)).data;
    ctx.fake.pay(order.checkoutUrl!);
    ctx.fake.setDown(true);
    const pending = await ctx.api.endpoint('billing.order', { params: { id: order.id }, cookie });
    expect(pending.data.status).toBe('pending');
    ctx.fake.setDown(false);
    expect((await ctx.api.endpoint('billing.order', { params: { id: order.id }, cookie })).data.status).toBe(
      'paid',
    );
  });

  it('the paid pass replaces the free days of a coupon', async () => {
    const { member, cookie } = await ctx.member();
    const code = ctx.freshCode('FREE');
    await ctx.promotion({ kind: 'free_days', value: 7, pass: 'premium', codes: [code] });
    expect((await ctx.api.endpoint('billing.registerCoupon', { body: { code }, cookie })).statusCode).toBe(
      200,
    );
    await ctx.buy(cookie, 1);
    const subs = await ctx.subscriptionsOf(member.id);
    expect(subs.map((s) => [s.paidBy, s.status])).toEqual([
      ['coupon', 'terminated'],
      ['card', 'in_use'],
    ]);
    expect((await ctx.historyOf(subs[0]!.id)).at(-1)).toMatchObject({
      reason: 'replaced_by_purchase',
      actor: 'system',
    });
    expect((await ctx.mine(cookie)).voucher).toMatchObject({ pass: 'basic', paidBy: 'card' });
  });
});
