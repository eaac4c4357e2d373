import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billingFlows } from '../../../test/billing-flows.js';
import { createFakePayments } from '../../../test/fake-payments.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { CARDS, freePort, payOnCheckout } from '../../../test/sandbox-flows.js';
import { paymentMethods, subscriptions, users } from '../../db/schema/index.js';
import { seedAccounts } from '../../demo/accounts.js';
import { seedBilling } from '../../demo/billing.js';
import { seedPasses } from '../../demo/passes.js';

// Billing with the real sandbox provider (core.payments), over HTTP: the member pays on the hosted
// checkout page, the sandbox delivers its signed webhooks from its outbox to this server's
// /api/v2/pay/webhook, renewals and upgrades charge the card it saved.

const DB = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const NOW = '2026-11-23T03:00:00Z';
const MINUTE = 60_000;
let t: TestApp;
let base: string;
let flows: ReturnType<typeof billingFlows>;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    config: { PUBLIC_URL: base, SANDBOX_WEBHOOK_DUPLICATE_RATE: 0, SANDBOX_WEBHOOK_MAX_DELAY_MS: 0 },
  });
  await t.app.listen({ host: '127.0.0.1', port });
  flows = billingFlows(t, createFakePayments(), t.core.payments.provider.name);
});
afterAll(() => t.close());
afterEach(() => t.clock.set(NOW));

/** The sandbox's outbox delivered now, over HTTP to this server. */
const deliver = () => t.core.payments.webhooks.deliverDue();
const codeOf = (res: { json(): unknown }) => (res.json() as { code: string }).code;
const orderOf = (id: string, cookie: string) =>
  flows.api.endpoint('billing.order', { params: { id }, cookie });

/** The sandbox's webhook bodies about an order, as its outbox holds them. */
async function webhooksOf(orderId: string) {
  const rows = await t.core.payments.webhooks.deliveries();
  return rows.filter(
    (row) => (JSON.parse(row.body) as { data: { reference: string } }).data.reference === orderId,
  );
}

/** Posts a webhook body over HTTP, signed with the webhook secret at `t` (unix seconds). */
function postWebhook(body: string, at = Math.floor(t.clock.now().getTime() / 1000), secret?: string) {
  const key = secret ?? t.config.PAYMENT_WEBHOOK_SECRET;
  const v1 = createHmac('sha256', key).update(`${at}.${body}`).digest('hex');
  return fetch(`${base}/api/v2/pay/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'kickoff-signature': `t=${at},v1=${v1}` },
    body,
  });
}

describe(`billing with the sandbox provider over HTTP (${DB})`, () => {
  it('a member buys premium with 4242: hosted page, back to /pay_result, the webhook over HTTP, the pass', async () => {
    const { member, cookie } = await flows.member();
    const order = (await flows.order(cookie, 3)).data;
    expect(order.checkoutUrl).toMatch(new RegExp(`^${base}/sandbox-pay/checkout/`));
    const back = await payOnCheckout(order.checkoutUrl!, CARDS.paid);
    expect(back).toBe(`${base}/pay_result/${order.id}`);
    const run = await deliver();
    expect(run.delivered).toBeGreaterThanOrEqual(1);
    expect((await flows.orderRow(order.id)).status).toBe('paid');
    const paid = await orderOf(order.id, cookie);
    expect(paid.data).toMatchObject({ status: 'paid', amountJpy: 2_480, checkoutUrl: null });
    const mine = await flows.mine(cookie);
    expect(mine.voucher).toMatchObject({ held: true, pass: 'premium', paidBy: 'card' });
    expect(mine.subscription?.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(mine.payments[0]).toMatchObject({
      kind: 'purchase',
      status: 'paid',
      card: { brand: 'visa', last4: '4242' },
    });
    const [card] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, member.id));
    expect(card).toMatchObject({ provider: 'sandbox', brand: 'visa', last4: '4242' });
    expect(card!.providerMethodId).toMatch(/^pm_/);
  });

  it('the result page first: the reconcile settles, the late webhook is acknowledged and changes nothing', async () => {
    const { member, cookie } = await flows.member();
    const order = (await flows.order(cookie, 1)).data;
    await payOnCheckout(order.checkoutUrl!, CARDS.paid);
    expect((await orderOf(order.id, cookie)).data.status).toBe('paid');
    await deliver();
    const [delivery] = await webhooksOf(order.id);
    expect(delivery?.deliveredAt).not.toBeNull();
    expect(await flows.subscriptionsOf(member.id)).toHaveLength(1);
    expect(await flows.paymentsOf(member.id)).toHaveLength(1);
  });

  it('a declined card, insufficient funds, a failed 3-D Secure: failed with the reason, the member free', async () => {
    for (const [number, failure] of [
      [CARDS.declined, 'declined'],
      [CARDS.insufficientFunds, 'insufficient_funds'],
      [CARDS.threeDSecure, 'authentication_failed'],
    ] as const) {
      const { member, cookie } = await flows.member();
      const order = (await flows.order(cookie, 3)).data;
      await payOnCheckout(order.checkoutUrl!, number, 'fail');
      await deliver();
      expect((await orderOf(order.id, cookie)).data, number).toMatchObject({ status: 'failed', failure });
      expect((await flows.mine(cookie)).voucher.held).toBe(false);
      expect(await flows.subscriptionsOf(member.id)).toEqual([]);
    }
  });

  it('3-D Secure completed at the bank: paid', async () => {
    const { cookie } = await flows.member();
    const order = (await flows.order(cookie, 3)).data;
    await payOnCheckout(order.checkoutUrl!, CARDS.threeDSecure, 'complete');
    await deliver();
    expect((await orderOf(order.id, cookie)).data.status).toBe('paid');
  });

  it("the sandbox's webhook replayed 10 times over HTTP, racing the result page and the deliverer: one fulfilment", async () => {
    const { member, cookie } = await flows.member();
    const order = (await flows.order(cookie, 3)).data;
    await payOnCheckout(order.checkoutUrl!, CARDS.paid);
    const [event] = await webhooksOf(order.id);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => postWebhook(event!.body)),
      ...Array.from({ length: 3 }, () => orderOf(order.id, cookie).then((r) => ({ status: r.statusCode }))),
      deliver().then(() => ({ status: 200 })),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(14).fill(200));
    expect(await flows.subscriptionsOf(member.id)).toHaveLength(1);
    expect(await flows.paymentsOf(member.id)).toHaveLength(1);
  });

  it('a bad or stale signature is refused with 400 and changes nothing', async () => {
    const { member, cookie } = await flows.member();
    const order = (await flows.order(cookie, 3)).data;
    await payOnCheckout(order.checkoutUrl!, CARDS.paid);
    const [event] = await webhooksOf(order.id);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    for (const res of [
      await postWebhook(event!.body, now - 301),
      await postWebhook(event!.body, now + 301),
      await postWebhook(event!.body, now, 'another-secret-another-secret'),
      await postWebhook(event!.body.replace('"paid"', '"failed"'), now, 'x'.repeat(24)),
    ]) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect((await flows.orderRow(order.id)).status).toBe('pending');
    expect(await flows.subscriptionsOf(member.id)).toEqual([]);
  });

  it('the saved card pays an upgrade and the renewal; a card that declines later leads to the grace', async () => {
    const { member, cookie } = await flows.member();
    const order = (await flows.order(cookie, 1)).data;
    await payOnCheckout(order.checkoutUrl!, CARDS.paid);
    expect((await orderOf(order.id, cookie)).data.status).toBe('paid');
    t.clock.advance(10 * 24 * 60 * MINUTE);
    const again = await flows.cookieOf(member.id);
    const upgraded = await flows.api.endpoint('billing.change', { body: { serviceId: 3 }, cookie: again });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.data.payment).toMatchObject({ kind: 'upgrade', status: 'paid', card: { last4: '4242' } });
    const [sub] = await flows.subscriptionsOf(member.id);
    t.clock.set(new Date(sub!.periodEnd.getTime() + MINUTE));
    await t.core.services.billing.renewals.run();
    expect(await flows.subscriptionRow(sub!.id)).toMatchObject({
      pass: 'premium',
      status: 'in_use',
      periodStart: sub!.periodEnd,
    });
    expect((await flows.paymentsOf(member.id)).map((p) => [p.kind, p.status, p.amountJpy])).toEqual([
      ['purchase', 'paid', 1_480],
      ['upgrade', 'paid', upgraded.data.payment!.amountJpy],
      ['renewal', 'paid', 2_480],
    ]);

    t.clock.set(NOW);
    const later = await flows.member();
    const second = (await flows.order(later.cookie, 1)).data;
    await payOnCheckout(second.checkoutUrl!, CARDS.laterDeclined);
    expect((await orderOf(second.id, later.cookie)).data.status).toBe('paid');
    const declined = await flows.api.endpoint('billing.change', {
      body: { serviceId: 3 },
      cookie: later.cookie,
    });
    expect(declined.statusCode).toBe(402);
    expect(codeOf(declined)).toBe('PAYMENT_FAILED');
    const [laterSub] = await flows.subscriptionsOf(later.member.id);
    t.clock.set(new Date(laterSub!.periodEnd.getTime() + MINUTE));
    await t.core.services.billing.renewals.run();
    expect(await flows.subscriptionRow(laterSub!.id)).toMatchObject({
      pass: 'basic',
      graceUntil: new Date(laterSub!.periodEnd.getTime() + 3 * 24 * 60 * MINUTE),
    });
  });

  it("the demo's basic@ and premium@ renew with the card seeded on both sides", async () => {
    const ctx = { db: t.database.db, clock: t.clock };
    await seedAccounts(ctx);
    await seedPasses(ctx);
    await seedBilling(ctx);
    const demo = await t.database.db
      .select({ sub: subscriptions, email: users.email })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(users.email, 'premium@example.com'));
    const { sub } = demo[0]!;
    t.clock.set(new Date(sub.periodEnd.getTime() + MINUTE));
    await t.core.services.billing.renewals.run();
    expect(await flows.subscriptionRow(sub.id)).toMatchObject({
      status: 'in_use',
      periodStart: sub.periodEnd,
    });
    expect((await flows.paymentsOf(sub.userId)).map((p) => [p.kind, p.status])).toEqual([
      ['renewal', 'paid'],
      ['renewal', 'paid'],
    ]);
  });
});
