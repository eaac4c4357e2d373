import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.js';
import { buildApp } from '../../app.js';
import { fixedClock } from '../../clock.js';
import { testConfig } from '../../config.js';
import { createCore } from '../../core.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { ChargeRequest, CheckoutRequest, PaymentProvider } from '../provider.js';
import { seedSandboxCard } from './index.js';

const DB = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const MINUTE = 60_000;
const clock = fixedClock('2026-11-23T03:00:00Z');

let database: DatabaseHandle;
let core: ReturnType<typeof createCore>;
let app: Awaited<ReturnType<typeof buildApp>>;
let provider: PaymentProvider;
/** Every log line of the instance, at the most detailed level. */
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const log = Fastify({
    logger: {
      level: 'trace',
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  }).log;
  core = createCore(testConfig({ WEB_DIST: '/nonexistent' }), { database, clock, log });
  app = await buildApp(core);
  await app.ready();
  provider = core.payments.provider;
});
afterAll(async () => {
  await app.close();
  await core.close();
  await database.close();
});

const checkoutRequest = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  reference: `order-${randomUUID()}`,
  amountJpy: 980,
  description: 'KICKOFF ベーシック 月額',
  customer: { reference: `member-${randomUUID()}`, email: 'fan@example.com' },
  savePaymentMethod: true,
  returnUrl: 'https://kickoff.example/pay_result/1',
  cancelUrl: 'https://kickoff.example/purchase',
  idempotencyKey: randomUUID(),
  locale: 'ja',
  expiresAt: new Date(clock.now().getTime() + 30 * MINUTE),
  ...overrides,
});

/** Pays a session through its pages (app.inject): the form token read from the page, as a browser does. */
async function payAtCheckout(url: string, number: string): Promise<void> {
  const path = new URL(url).pathname;
  const page = await app.inject({ method: 'GET', url: path });
  const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ formToken, number, expiry: '12/30', cvc: '123', name: 'A' }).toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
}

const count = async (table: string) => {
  const result = (await database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
};

describe(`the sandbox provider (${DB})`, () => {
  it('is named sandbox and hands out hosted checkout URLs under PUBLIC_URL', async () => {
    expect(provider.name).toBe('sandbox');
    const session = await provider.createCheckout(checkoutRequest());
    expect(session.sessionId).toMatch(/^cs_[0-9a-f]{24}$/);
    expect(session.url).toBe(`http://localhost:8080/sandbox-pay/checkout/${session.sessionId}`);
    expect(await provider.getCheckout(session.sessionId)).toEqual({ status: 'open' });
  });

  it('answers the same session for the same idempotency key, even ten calls at once', async () => {
    const request = checkoutRequest();
    const first = await provider.createCheckout(request);
    // the wording, language or expiry may differ on a retry: still the same session
    expect(await provider.createCheckout({ ...request, locale: 'en', description: 'KICKOFF Basic' })).toEqual(
      first,
    );
    const racing = checkoutRequest();
    const sessions = await Promise.all(Array.from({ length: 10 }, () => provider.createCheckout(racing)));
    expect(new Set(sessions.map((s) => s.sessionId)).size).toBe(1);
    // the same key for another payment is refused
    await expect(provider.createCheckout({ ...request, amountJpy: 1980 })).rejects.toThrow(/idempotency key/);
  });

  it('refuses a request a provider would refuse', async () => {
    const refused = [
      { amountJpy: 49 },
      { amountJpy: 100.5 },
      { returnUrl: 'javascript:alert(1)' },
      { expiresAt: clock.now() },
      { idempotencyKey: '' },
    ];
    for (const overrides of refused) {
      await expect(provider.createCheckout(checkoutRequest(overrides))).rejects.toThrow(/refused/);
    }
    await expect(provider.getCheckout('cs_unknown')).rejects.toThrow(/unknown/);
  });

  it('keeps the card of a paid checkout when asked (and only then), with brand and last four', async () => {
    const saving = await provider.createCheckout(checkoutRequest());
    await payAtCheckout(saving.url, '4242 4242 4242 4242');
    const outcome = await provider.getCheckout(saving.sessionId);
    expect(outcome).toMatchObject({
      status: 'paid',
      amountJpy: 980,
      paymentMethod: { id: expect.stringMatching(/^pm_/), brand: 'visa', last4: '4242' },
    });
    const notSaving = await provider.createCheckout(checkoutRequest({ savePaymentMethod: false }));
    await payAtCheckout(notSaving.url, '4242424242424242');
    expect(await provider.getCheckout(notSaving.sessionId)).toMatchObject({
      status: 'paid',
      paymentMethod: null,
    });
  });

  describe('charges of a saved card', () => {
    const chargeRequest = (customerReference: string, paymentMethodId: string): ChargeRequest => ({
      reference: `renewal-${randomUUID()}`,
      customerReference,
      paymentMethodId,
      amountJpy: 1980,
      description: 'KICKOFF プレミアム 月額 更新',
      idempotencyKey: randomUUID(),
    });

    it('charges once per key: the same key again answers the first outcome, even racing', async () => {
      const customer = `member-${randomUUID()}`;
      const card = await seedSandboxCard(
        { db: database.db, clock },
        { customerReference: customer, email: 'a@example.com' },
      );
      expect(card).toMatchObject({ brand: 'visa', last4: '4242' });
      const before = await count('sandbox_pay_payments');
      const request = chargeRequest(customer, card.id);
      const first = await provider.charge(request);
      expect(first).toEqual({
        status: 'paid',
        paymentId: expect.stringMatching(/^pay_/),
        chargedAt: clock.now(),
      });
      clock.advance(MINUTE);
      expect(await provider.charge(request)).toEqual(first);
      clock.advance(-MINUTE);
      const racing = chargeRequest(customer, card.id);
      const outcomes = await Promise.all(Array.from({ length: 10 }, () => provider.charge(racing)));
      expect(new Set(outcomes.map((o) => (o.status === 'paid' ? o.paymentId : o.failure))).size).toBe(1);
      expect(await count('sandbox_pay_payments')).toBe(before + 2);
      await expect(provider.charge({ ...request, amountJpy: 2980 })).rejects.toThrow(/idempotency key/);
    });

    it('declines every later charge of 4000 0000 0000 0341, paid at checkout', async () => {
      const checkout = checkoutRequest();
      const session = await provider.createCheckout(checkout);
      await payAtCheckout(session.url, '4000 0000 0000 0341');
      const outcome = await provider.getCheckout(session.sessionId);
      if (outcome.status !== 'paid' || !outcome.paymentMethod) throw new Error('not paid with a saved card');
      expect(outcome.paymentMethod.last4).toBe('0341');
      for (let i = 0; i < 3; i++) {
        expect(
          await provider.charge(chargeRequest(checkout.customer.reference, outcome.paymentMethod.id)),
        ).toEqual({
          status: 'failed',
          failure: 'declined',
        });
      }
    });

    it("refuses a card that is not the customer's, or unknown", async () => {
      const owner = `member-${randomUUID()}`;
      const card = await seedSandboxCard(
        { db: database.db, clock },
        { customerReference: owner, email: 'o@example.com' },
      );
      expect(await provider.charge(chargeRequest(`member-${randomUUID()}`, card.id))).toEqual({
        status: 'failed',
        failure: 'processing_error',
      });
      expect(await provider.charge(chargeRequest(owner, 'pm_unknown'))).toEqual({
        status: 'failed',
        failure: 'processing_error',
      });
    });

    it('declines a saved card past its expiry as expired_card', async () => {
      const owner = `member-${randomUUID()}`;
      const card = await seedSandboxCard(
        { db: database.db, clock },
        { customerReference: owner, email: 'o@example.com' },
      );
      clock.set('2032-01-01T00:00:00Z'); // the seeded card is good through December five years on
      try {
        expect(await provider.charge(chargeRequest(owner, card.id))).toEqual({
          status: 'failed',
          failure: 'expired_card',
        });
      } finally {
        clock.set('2026-11-23T03:00:00Z');
      }
    });
  });

  it('seeds a saved card for the demo idempotently, and only a test card that pays', async () => {
    const customerReference = `member-${randomUUID()}`;
    const ctx = { db: database.db, clock };
    const first = await seedSandboxCard(ctx, { customerReference, email: 'basic@example.com' });
    expect(await seedSandboxCard(ctx, { customerReference, email: 'basic@example.com' })).toEqual(first);
    const other = await seedSandboxCard(ctx, {
      customerReference,
      email: 'basic@example.com',
      cardNumber: '4000000000000341',
    });
    expect(other.id).not.toBe(first.id);
    await expect(
      seedSandboxCard(ctx, { customerReference, email: 'x@example.com', cardNumber: '4000000000000002' }),
    ).rejects.toThrow(/test card/);
  });

  it('logs no card number, even at the trace level', async () => {
    const session = await provider.createCheckout(checkoutRequest());
    await payAtCheckout(session.url, '4000 0000 0000 9995');
    const logged = logLines.join('');
    expect(logged).toContain('/sandbox-pay/checkout/');
    expect(logged).not.toMatch(/4000\D?0000\D?0000\D?9995/);
    expect(logged).not.toContain('formToken');
  });
});
