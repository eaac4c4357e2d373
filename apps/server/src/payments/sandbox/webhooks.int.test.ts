import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestInstance, type TestInstance } from '../../../test/harness.js';
import { fixedClock } from '../../clock.js';
import { type Config, testConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { scheduleSandboxPayments } from '../../jobs/sandbox-payments.js';
import type { ProviderEvent } from '../provider.js';
import type { RandomSource } from './index.js';
import { GIVE_UP_AFTER_MS } from './webhook-deliverer.js';

const DB = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const NOW = '2026-11-23T03:00:00Z';
const clock = fixedClock(NOW);

/** One delivery as billing's endpoint received it. */
interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let database: DatabaseHandle;
let standIn: Server;
let standInUrl: string;
const received: Received[] = [];
/** The statuses the stand-in answers next (then 200); `hold` keeps the answer until released. */
let answers: number[] = [];
let always: number | null = null;
let hold: { release: (status: number) => void } | null = null;
let holding = false;
let slowMs = 0;

const instances: TestInstance[] = [];
/** An instance of the server on the shared database, its webhooks going to the stand-in. */
async function instance(config: Partial<Config> = {}, paymentsRandom?: RandomSource): Promise<TestInstance> {
  const made = await createTestInstance({
    config: testConfig({
      WEB_DIST: '/nonexistent',
      PUBLIC_URL: standInUrl,
      SANDBOX_WEBHOOK_DUPLICATE_RATE: 0,
      SANDBOX_WEBHOOK_MAX_DELAY_MS: 0,
      ...config,
    }),
    database,
    clock,
    paymentsRandom,
  });
  instances.push(made);
  return made;
}

beforeAll(async () => {
  database = await createTestDatabase();
  standIn = createServer((req, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      const answer = (status: number) =>
        res.writeHead(status, status === 302 ? { location: '/elsewhere' } : {}).end();
      if (holding) {
        hold = { release: answer };
        return;
      }
      const status = always ?? answers.shift() ?? 200;
      if (slowMs > 0) setTimeout(() => answer(status), slowMs);
      else answer(status);
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const made of instances) await made.close().catch(() => {});
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
  await database.close();
});
beforeEach(async () => {
  clock.set(NOW);
  // what earlier tests left pending is out of the way
  await database.db.execute(
    sql`update sandbox_pay_webhook_outbox set delivered_at = ${new Date(NOW)} where delivered_at is null`,
  );
  received.length = 0;
  answers = [];
  always = null;
  holding = false;
  hold = null;
  slowMs = 0;
});

/** A checkout of a new order, paid (or not) with `number` through the hosted page. */
async function checkoutPaidWith(made: TestInstance, number: string, expiresInMs = 30 * MINUTE) {
  const reference = `order-${randomUUID()}`;
  const session = await made.core.payments.provider.createCheckout({
    reference,
    amountJpy: 1980,
    description: 'KICKOFF プレミアム 月額',
    customer: { reference: `member-${randomUUID()}`, email: 'fan@example.com' },
    savePaymentMethod: true,
    returnUrl: 'https://kickoff.example/pay_result/1',
    cancelUrl: 'https://kickoff.example/purchase',
    idempotencyKey: randomUUID(),
    locale: 'ja',
    expiresAt: new Date(clock.now().getTime() + expiresInMs),
  });
  if (number) {
    const path = new URL(session.url).pathname;
    const page = await made.app.inject({ method: 'GET', url: path });
    const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const res = await made.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ formToken, number, expiry: '12/30', cvc: '123', name: 'A' }).toString(),
    });
    expect(res.statusCode).toBe(303);
  }
  return { ...session, reference };
}

/** The event of a received delivery, verified as billing verifies it (the provider's parseWebhook). */
const verified = (made: TestInstance, delivery: Received): ProviderEvent =>
  made.core.payments.provider.parseWebhook(delivery.body, delivery.headers, clock.now());

const timestampOf = (delivery: Received) =>
  Number(/t=(\d+)/.exec(String(delivery.headers['kickoff-signature']))?.[1]);

describe(`webhook delivery from the sandbox's outbox (${DB})`, () => {
  it('POSTs each event signed to PUBLIC_URL/api/v2/pay/webhook; a 500 is retried 10 s later until a 2xx', async () => {
    const a = await instance();
    const { reference, sessionId } = await checkoutPaidWith(a, '4242424242424242');
    answers = [500];
    expect(await a.core.payments.webhooks.deliverDue()).toEqual({ delivered: 0, retrying: 1, abandoned: 0 });
    expect(received).toHaveLength(1);
    const [first] = received;
    expect(first).toMatchObject({ method: 'POST', path: '/api/v2/pay/webhook' });
    expect(first?.headers['content-type']).toBe('application/json');
    const event = verified(a, first!);
    expect(event).toMatchObject({
      type: 'checkout.paid',
      reference,
      sessionId,
      eventId: expect.stringMatching(/^evt_/),
      outcome: { status: 'paid', amountJpy: 1980, paymentMethod: { brand: 'visa', last4: '4242' } },
    });

    // not due again before the backoff
    clock.advance(9 * SECOND);
    expect(await a.core.payments.webhooks.deliverDue()).toEqual({ delivered: 0, retrying: 0, abandoned: 0 });
    clock.advance(SECOND);
    expect(await a.core.payments.webhooks.deliverDue()).toEqual({ delivered: 1, retrying: 0, abandoned: 0 });
    expect(received).toHaveLength(2);
    const second = received[1]!;
    // the same event byte for byte, signed anew at the moment it was sent
    expect(second.body.equals(first!.body)).toBe(true);
    expect(timestampOf(second) - timestampOf(first!)).toBe(10);
    expect(verified(a, second).eventId).toBe(event.eventId);
    // delivered: never again
    clock.advance(MINUTE);
    await a.core.payments.webhooks.deliverDue();
    expect(received).toHaveLength(2);
    const rows = (await a.core.payments.webhooks.deliveries()).filter(
      (row) => row.body === first!.body.toString(),
    );
    expect(rows).toMatchObject([{ attempts: 2, lastStatus: 200, deliveredAt: expect.any(Date) }]);
  });

  it('delivers every event twice at a duplicate rate of 1, the same event id both times', async () => {
    const a = await instance({ SANDBOX_WEBHOOK_DUPLICATE_RATE: 1 });
    const references = [];
    for (const number of ['4242424242424242', '4000000000000002', '4000000000009995']) {
      references.push((await checkoutPaidWith(a, number)).reference);
    }
    expect(await a.core.payments.webhooks.deliverDue()).toEqual({ delivered: 6, retrying: 0, abandoned: 0 });
    const events = received.map((delivery) => verified(a, delivery));
    const byId = new Map<string, number>();
    for (const event of events) byId.set(event.eventId, (byId.get(event.eventId) ?? 0) + 1);
    expect([...byId.values()]).toEqual([2, 2, 2]);
    expect(new Set(events.map((event) => event.reference))).toEqual(new Set(references));
    expect(events.filter((event) => event.type === 'checkout.failed')).toHaveLength(4);
  });

  it('delivers late by the random delay it draws (an injected random source)', async () => {
    // every draw 0.5: 1,500 ms late of 3,000, never twice at a rate of 0.2
    const a = await instance(
      { SANDBOX_WEBHOOK_DUPLICATE_RATE: 0.2, SANDBOX_WEBHOOK_MAX_DELAY_MS: 3000 },
      () => 0.5,
    );
    await checkoutPaidWith(a, '4242424242424242');
    expect((await a.core.payments.webhooks.deliverDue()).delivered).toBe(0);
    clock.advance(1499);
    expect((await a.core.payments.webhooks.deliverDue()).delivered).toBe(0);
    clock.advance(1);
    expect((await a.core.payments.webhooks.deliverDue()).delivered).toBe(1);
    expect(received).toHaveLength(1);
  });

  it('backs off exponentially and gives up a day after the event', async () => {
    const a = await instance();
    const { reference } = await checkoutPaidWith(a, '4242424242424242');
    always = 503;
    const created = clock.now().getTime();
    const rowOf = async () =>
      (await a.core.payments.webhooks.deliveries()).find(
        (row) => JSON.parse(row.body).data.reference === reference,
      )!;
    const gaps: number[] = [];
    let last = created;
    for (let i = 0; i < 100; i++) {
      const run = await a.core.payments.webhooks.deliverDue();
      if (run.abandoned) break;
      const row = await rowOf();
      gaps.push((row.dueAt.getTime() - last) / SECOND);
      last = row.dueAt.getTime();
      clock.set(row.dueAt);
    }
    const row = await rowOf();
    expect(row.abandonedAt).not.toBeNull();
    expect(row.deliveredAt).toBeNull();
    expect(row.lastStatus).toBe(503);
    expect(gaps.slice(0, 5)).toEqual([10, 20, 40, 80, 160]);
    expect(Math.max(...gaps)).toBe(3600);
    expect(row.attempts).toBe(received.length);
    expect(row.attempts).toBeGreaterThan(25);
    expect(row.abandonedAt!.getTime() - created).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
    expect(row.abandonedAt!.getTime() - created).toBeGreaterThan(GIVE_UP_AFTER_MS - 3600 * SECOND);
    // given up: no more attempts
    clock.advance(2 * 3600 * SECOND);
    await a.core.payments.webhooks.deliverDue();
    expect((await rowOf()).attempts).toBe(row.attempts);
  });

  it('keeps the outbox across a restart: what was pending goes out from the next instance', async () => {
    const before = await instance();
    const { reference } = await checkoutPaidWith(before, '4000000000000069');
    await before.close();
    expect(received).toHaveLength(0);
    const after = await instance();
    expect((await after.core.payments.webhooks.deliverDue()).delivered).toBe(1);
    expect(verified(after, received[0]!)).toMatchObject({
      reference,
      type: 'checkout.failed',
      outcome: { failure: 'expired_card' },
    });
  });

  it('never has one delivery in flight from two instances; a dead deliverer’s lease runs out', async () => {
    const a = await instance();
    const b = await instance();
    await checkoutPaidWith(a, '4242424242424242');
    holding = true;
    const inFlight = a.core.payments.webhooks.deliverDue();
    while (!hold) await new Promise((resolve) => setTimeout(resolve, 5));
    // a holds the row while its POST waits for an answer: b finds nothing to send
    expect(await b.core.payments.webhooks.deliverDue()).toEqual({ delivered: 0, retrying: 0, abandoned: 0 });
    hold.release(200);
    expect((await inFlight).delivered).toBe(1);
    expect(received).toHaveLength(1);

    // a deliverer that died mid-POST: its lease ends after 30 s, then b retries it
    received.length = 0;
    hold = null;
    await checkoutPaidWith(a, '4242424242424242');
    const abandoned = a.core.payments.webhooks.deliverDue();
    while (!hold) await new Promise((resolve) => setTimeout(resolve, 5));
    holding = false;
    expect((await b.core.payments.webhooks.deliverDue()).delivered).toBe(0);
    clock.advance(30 * SECOND);
    expect((await b.core.payments.webhooks.deliverDue()).delivered).toBe(1);
    (hold as { release: (status: number) => void } | null)?.release(200);
    await abandoned;
    expect(received).toHaveLength(2);
  });

  it('delivers each event once with two instances sending at the same time', async () => {
    const a = await instance();
    const b = await instance();
    for (let i = 0; i < 12; i++) await checkoutPaidWith(i % 2 ? a : b, '4242424242424242');
    slowMs = 20;
    const runs = await Promise.all([
      a.core.payments.webhooks.deliverDue(),
      b.core.payments.webhooks.deliverDue(),
      a.core.payments.webhooks.deliverDue(),
      b.core.payments.webhooks.deliverDue(),
    ]);
    expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(12);
    const ids = received.map((delivery) => verified(a, delivery).eventId);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('expires a session past its expiry from the sweep, and tells billing by webhook', async () => {
    const a = await instance();
    const { sessionId, reference } = await checkoutPaidWith(a, '', MINUTE);
    expect(await a.core.payments.webhooks.expireOverdue()).toBe(0);
    clock.advance(MINUTE);
    expect(await a.core.payments.webhooks.expireOverdue()).toBe(1);
    expect(await a.core.payments.webhooks.expireOverdue()).toBe(0);
    expect(await a.core.payments.provider.getCheckout(sessionId)).toEqual({ status: 'expired' });
    expect((await a.core.payments.webhooks.deliverDue()).delivered).toBe(1);
    expect(verified(a, received[0]!)).toMatchObject({
      type: 'checkout.expired',
      sessionId,
      reference,
      outcome: { status: 'expired' },
    });
  });

  it('counts a refused connection and a redirect as failures, retried later', async () => {
    const unreachable = await instance({ PUBLIC_URL: 'http://127.0.0.1:9' });
    await checkoutPaidWith(unreachable, '4242424242424242');
    expect(await unreachable.core.payments.webhooks.deliverDue()).toEqual({
      delivered: 0,
      retrying: 1,
      abandoned: 0,
    });
    const [row] = (await unreachable.core.payments.webhooks.deliveries()).filter((r) => !r.deliveredAt);
    expect(row).toMatchObject({
      lastStatus: null,
      lastError: expect.stringMatching(/fetch failed|ECONNREFUSED/),
    });
    await database.db.execute(
      sql`update sandbox_pay_webhook_outbox set delivered_at = now() where delivered_at is null`,
    );

    const a = await instance();
    await checkoutPaidWith(a, '4242424242424242');
    answers = [302];
    expect(await a.core.payments.webhooks.deliverDue()).toEqual({ delivered: 0, retrying: 1, abandoned: 0 });
    expect(received.map((delivery) => delivery.path)).toEqual(['/api/v2/pay/webhook']);
  });

  it('runs as a job with the others: delivers within a second, stops cleanly', async () => {
    const a = await instance();
    const job = scheduleSandboxPayments(a.core.payments.webhooks, () => {}, {
      deliverEveryMs: 20,
      sweepEveryMs: 20,
    });
    try {
      await job.ran;
      await checkoutPaidWith(a, '4242424242424242');
      const started = Date.now();
      while (received.length === 0 && Date.now() - started < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(received).toHaveLength(1);
    } finally {
      await job.stop();
    }
  });
});
