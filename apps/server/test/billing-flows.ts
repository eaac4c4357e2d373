import { randomBytes, randomUUID } from 'node:crypto';
import type { EndpointData } from '@kickoff/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  memberCoupons,
  orders,
  paymentMethods,
  payments,
  promotionCodes,
  promotions,
  subscriptionEvents,
  subscriptions,
  users,
} from '../src/db/schema/index.js';
import { SESSION_COOKIE } from '../src/modules/account/auth.js';
import type { PaymentProvider } from '../src/payments/provider.js';
import { apiClient, factories } from './factories.js';
import { createFakePayments, type FakePayments } from './fake-payments.js';
import { createTestApp, type TestApp } from './harness.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The steps the billing tests repeat, through the real API of one test app: members (verified for
 * purchase or not) with a session, saved cards, promotions and their codes, a purchase paid through the
 * provider and its webhook. `pay` is the provider's side of a checkout (the fake in memory, or the
 * sandbox once it lands).
 */
export function billingFlows(t: TestApp, fake: FakePayments, providerName = fake.provider.name) {
  const f = factories(t.database.db);
  const api = apiClient(t.app);
  const db = t.database.db;

  const flows = {
    f,
    api,
    fake,
    db,
    /** A session cookie for a member, without the password round trip (the race tests make many). */
    async cookieOf(userId: number): Promise<string> {
      const { token } = await t.core.sessions.start(userId, { remember: false, method: 'password' });
      return `${SESSION_COOKIE}=${token}`;
    },

    /** A fresh member and their session; verified for purchase unless told otherwise. */
    async member(options: { verified?: boolean } = {}) {
      const member = await f.member();
      if (options.verified ?? true) {
        await db.update(users).set({ purchaseVerifiedAt: t.clock.now() }).where(eq(users.id, member.id));
      }
      return { member, cookie: await flows.cookieOf(member.id) };
    },

    /** A saved card of the member on billing's side (the provider's id of it). */
    async card(userId: number, providerMethodId = `pm_${randomBytes(4).toString('hex')}`) {
      const [row] = await db
        .insert(paymentMethods)
        .values({ userId, provider: providerName, providerMethodId, brand: 'visa', last4: '4242' })
        .returning();
      return row!;
    },

    /** A pass the member holds (see factories.subscription), with a saved card when paid by card. */
    async holding(
      userId: number,
      overrides: Partial<typeof subscriptions.$inferInsert> & { pass: 'basic' | 'premium' },
    ) {
      const sub = await f.subscription({ userId, ...overrides });
      const card = sub.paidBy === 'card' ? await flows.card(userId) : null;
      return { sub, card };
    },

    async subscriptionRow(id: number) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row!;
    },
    async orderRow(id: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row!;
    },
    paymentsOf: (userId: number) =>
      db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id),
    subscriptionsOf: (userId: number) =>
      db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.id),
    historyOf: (subscriptionId: number) =>
      db
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
        .orderBy(subscriptionEvents.id),
    memberCouponsOf: (userId: number) =>
      db.select().from(memberCoupons).where(eq(memberCoupons.userId, userId)),

    /**
     * A promotion valid around the harness clock (a month either side) with its codes: single-use codes
     * (`codes`), or one shared code with a limit.
     */
    async promotion(
      options: Partial<typeof promotions.$inferInsert> & {
        kind: 'free_days' | 'percent_off' | 'amount_off';
        value: number;
        codes?: string[];
      },
    ) {
      const { codes = [], ...values } = options;
      const now = t.clock.now().getTime();
      const [row] = await db
        .insert(promotions)
        .values({
          source: 'coupon',
          title: { ja: 'テスト', en: 'Test promotion' },
          codeType: codes.length > 0 ? 'single' : 'shared',
          validFrom: new Date(now - 30 * DAY),
          validUntil: new Date(now + 30 * DAY),
          usableDays: 30,
          ...values,
        })
        .returning();
      if (codes.length > 0) {
        await db.insert(promotionCodes).values(codes.map((code) => ({ code, promotionId: row!.id })));
      }
      return row!;
    },
    /** A code no test used before (upper case, as the contract normalises them). */
    freshCode: (prefix = 'T') => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`,

    /** POST /orders with a fresh (or the given) key. */
    order(cookie: string, serviceId: number, options: { couponId?: number | null; key?: string } = {}) {
      return api.endpoint('billing.createOrder', {
        body: { serviceId, couponId: options.couponId ?? null, idempotencyKey: options.key ?? randomUUID() },
        cookie,
      });
    },

    /** Delivers the provider's webhook of a settled checkout. */
    deliver(checkoutUrl: string, options: Parameters<FakePayments['webhookOf']>[1] = {}) {
      const { body, headers } = fake.webhookOf(checkoutUrl, options);
      return t.app.inject({ method: 'POST', url: '/api/v2/pay/webhook', payload: body, headers });
    },

    /** Orders the pass, pays with the test card, delivers the webhook: the order paid. */
    async buy(cookie: string, serviceId: number, options: { couponId?: number | null; card?: string } = {}) {
      const created = await flows.order(cookie, serviceId, options);
      expect(created.statusCode, created.body).toBe(201);
      const order = created.data;
      fake.pay(order.checkoutUrl!, options.card);
      const res = await flows.deliver(order.checkoutUrl!);
      expect(res.statusCode, res.body).toBe(200);
      const paid = await api.endpoint('billing.order', { params: { id: order.id }, cookie });
      expect(paid.data.status).toBe('paid');
      return paid.data;
    },

    async mine(cookie: string): Promise<EndpointData<'billing.subscription'>> {
      const res = await api.endpoint('billing.subscription', { cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.data;
    },
  };
  return flows;
}

export type BillingTestContext = { t: TestApp } & ReturnType<typeof billingFlows>;

/**
 * One test app for the file (fresh database, fixed clock at 2026-11-23 03:00 UTC) with the fake
 * provider: `const ctx = useBillingTestApp()`, then `ctx.api`, `ctx.fake`, `ctx.t.clock` …
 */
export function useBillingTestApp(
  options: { provider?: (fake: FakePayments) => PaymentProvider } = {},
): BillingTestContext {
  const ctx = {} as BillingTestContext;
  beforeAll(async () => {
    const fake = createFakePayments();
    const t = await createTestApp({ paymentProvider: options.provider?.(fake) ?? fake.provider });
    fake.useClock(() => t.clock.now());
    Object.assign(ctx, billingFlows(t, fake), { t });
  });
  afterAll(() => ctx.t.close());
  return ctx;
}
