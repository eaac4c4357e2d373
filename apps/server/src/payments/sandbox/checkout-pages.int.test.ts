import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { CheckoutRequest } from '../provider.js';

const DB = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const MINUTE = 60_000;

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ config: { SANDBOX_WEBHOOK_DUPLICATE_RATE: 0, SANDBOX_WEBHOOK_MAX_DELAY_MS: 0 } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

let n = 0;
/** A checkout as billing asks for one: a fresh order, member and key each time. */
async function newCheckout(overrides: Partial<CheckoutRequest> = {}) {
  n++;
  const request: CheckoutRequest = {
    reference: `order-${n}-${randomUUID()}`,
    amountJpy: 1980,
    description: 'KICKOFF プレミアム 月額',
    customer: { reference: `member-${n}-${randomUUID()}`, email: `fan${n}@example.com` },
    savePaymentMethod: true,
    returnUrl: `https://kickoff.example/pay_result/${n}`,
    cancelUrl: 'https://kickoff.example/purchase',
    idempotencyKey: randomUUID(),
    locale: 'ja',
    expiresAt: new Date(t.clock.now().getTime() + 30 * MINUTE),
    ...overrides,
  };
  const session = await t.core.payments.provider.createCheckout(request);
  return { ...session, request, path: new URL(session.url).pathname };
}

/** What a browser sends with a form of this page: its Origin, same-origin fetch metadata. */
const browserHeaders = () => ({ origin: base, 'sec-fetch-site': 'same-origin' });

const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });
const post = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = browserHeaders(),
) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const tokenOf = (page: string) => {
  const token = /name="formToken" value="([^"]+)"/.exec(page)?.[1];
  if (!token) throw new Error('no form token on the page');
  return token;
};

const card = (number: string) => ({ number, expiry: '12/30', cvc: '123', name: 'Taro Yamada' });

/** Opens the checkout page like a browser and posts the card form from it. */
async function pay(path: string, number: string) {
  const page = await get(path);
  expect(page.status).toBe(200);
  return post(path, { formToken: tokenOf(await page.text()), ...card(number) });
}

/** The webhook events the outbox holds about a reference. */
async function eventsOf(reference: string) {
  const deliveries = await t.core.payments.webhooks.deliveries();
  return deliveries
    .map((row) => ({ ...row, event: JSON.parse(row.body) }))
    .filter((row) => row.event.data.reference === reference);
}

describe(`the sandbox's hosted checkout over HTTP (${DB})`, () => {
  it.each([
    ['4242 4242 4242 4242', { status: 'paid' }],
    ['4000 0000 0000 0002', { status: 'failed', failure: 'declined' }],
    ['4000 0000 0000 9995', { status: 'failed', failure: 'insufficient_funds' }],
    ['4000 0000 0000 0069', { status: 'failed', failure: 'expired_card' }],
    ['4000 0000 0000 0341', { status: 'paid' }],
  ])(
    'pays with %s, sends the member back to returnUrl (303) and writes the webhook event',
    async (number, outcome) => {
      const checkout = await newCheckout();
      const res = await pay(checkout.path, number);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(checkout.request.returnUrl);
      const known = await t.core.payments.provider.getCheckout(checkout.sessionId);
      expect(known).toMatchObject(outcome);
      const events = await eventsOf(checkout.request.reference);
      expect(events.map((e) => e.event.type)).toEqual([`checkout.${outcome.status}`]);
      expect(events[0]?.event.data).toMatchObject({ sessionId: checkout.sessionId, outcome });
      if (known.status === 'paid') {
        expect(known.amountJpy).toBe(1980);
        expect(known.paymentMethod).toMatchObject({ brand: 'visa', last4: number.slice(-4) });
        expect(known.paidAt).toEqual(t.clock.now());
      }
    },
  );

  it('asks for 3-D Secure with 4000 0000 0000 3220: Complete → paid, Fail → authentication_failed', async () => {
    for (const [action, outcome] of [
      ['complete', { status: 'paid' }],
      ['fail', { status: 'failed', failure: 'authentication_failed' }],
    ] as const) {
      const checkout = await newCheckout({ locale: 'en' });
      const res = await pay(checkout.path, '4000000000003220');
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`${checkout.path}/authenticate`);
      // still open until the bank answers; no event yet
      expect(await t.core.payments.provider.getCheckout(checkout.sessionId)).toEqual({ status: 'open' });
      expect(await eventsOf(checkout.request.reference)).toEqual([]);
      // the card page now leads to the bank's page
      expect((await get(checkout.path)).headers.get('location')).toBe(`${checkout.path}/authenticate`);

      const bank = await get(`${checkout.path}/authenticate`);
      expect(bank.status).toBe(200);
      const page = await bank.text();
      expect(page).toContain('VISA •••• 3220');
      expect(page).toContain('Complete authentication');
      const answered = await post(`${checkout.path}/authenticate`, { formToken: tokenOf(page), action });
      expect(answered.status).toBe(303);
      expect(answered.headers.get('location')).toBe(checkout.request.returnUrl);
      expect(await t.core.payments.provider.getCheckout(checkout.sessionId)).toMatchObject(outcome);
      expect((await eventsOf(checkout.request.reference)).map((e) => e.event.type)).toEqual([
        `checkout.${outcome.status}`,
      ]);
    }
  });

  it('refuses on the page a number failing Luhn and a past expiry, keeping the values: no payment', async () => {
    const checkout = await newCheckout({ locale: 'en' });
    const page = await (await get(checkout.path)).text();
    const res = await post(checkout.path, {
      formToken: tokenOf(page),
      number: '4242424242424241',
      expiry: '10/26',
      cvc: '123',
      name: 'Jane Doe',
    });
    expect(res.status).toBe(422);
    const again = await res.text();
    expect(again).toContain('Your card number is invalid.');
    expect(again).toContain('expiry date is in the past');
    expect(again).toContain('value="4242 4242 4242 4241"');
    expect(again).toContain('value="10/26"');
    expect(again).toContain('value="Jane Doe"');
    expect(again).not.toContain('value="123"');
    // a real card number is not taken either
    const real = await post(checkout.path, { formToken: tokenOf(again), ...card('5555 5555 5555 4444') });
    expect(real.status).toBe(422);
    expect(await real.text()).toContain('only the test cards above work');
    expect(await t.core.payments.provider.getCheckout(checkout.sessionId)).toEqual({ status: 'open' });
    expect(await eventsOf(checkout.request.reference)).toEqual([]);
    // then the right card goes through
    expect((await pay(checkout.path, '4242424242424242')).status).toBe(303);
  });

  it('refuses a form without the session token, with another token, or posted by another site', async () => {
    const checkout = await newCheckout({ locale: 'en' });
    const other = await newCheckout();
    const otherToken = tokenOf(await (await get(other.path)).text());
    const token = tokenOf(await (await get(checkout.path)).text());
    const attempts = [
      post(checkout.path, card('4242424242424242')),
      post(checkout.path, { formToken: otherToken, ...card('4242424242424242') }),
      post(
        checkout.path,
        { formToken: token, ...card('4242424242424242') },
        { 'sec-fetch-site': 'cross-site' },
      ),
      post(
        checkout.path,
        { formToken: token, ...card('4242424242424242') },
        { origin: 'https://evil.example' },
      ),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('This form can no longer be used');
    }
    expect(await t.core.payments.provider.getCheckout(checkout.sessionId)).toEqual({ status: 'open' });
  });

  it('pays once when the form is posted twice at the same time (a double click)', async () => {
    const checkout = await newCheckout();
    const token = tokenOf(await (await get(checkout.path)).text());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(checkout.path, { formToken: token, ...card('4242424242424242') })),
    );
    for (const res of answers) {
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(checkout.request.returnUrl);
    }
    expect(await eventsOf(checkout.request.reference)).toHaveLength(1);
  });

  it('shows a completed session as such, with the way back to the result', async () => {
    const checkout = await newCheckout({ locale: 'en' });
    await pay(checkout.path, '4242424242424242');
    const res = await get(checkout.path);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('This payment is complete');
    expect(page).toContain(`href="${checkout.request.returnUrl}"`);
    const failed = await newCheckout({ locale: 'en' });
    await pay(failed.path, '4000000000000002');
    expect(await (await get(failed.path)).text()).toContain('This payment did not go through');
  });

  it('expires a session left past its time: the page says so and the event is written once', async () => {
    const checkout = await newCheckout({
      locale: 'ko',
      expiresAt: new Date(t.clock.now().getTime() + MINUTE),
    });
    const token = tokenOf(await (await get(checkout.path)).text());
    t.clock.advance(MINUTE);
    try {
      const res = await get(checkout.path);
      expect(res.status).toBe(410);
      const page = await res.text();
      expect(page).toContain('이 결제 페이지는 만료되었습니다');
      expect(page).toContain(`href="${checkout.request.cancelUrl}"`);
      // the form posted too late pays nothing
      const late = await post(checkout.path, { formToken: token, ...card('4242424242424242') });
      expect(late.status).toBe(410);
      expect(await t.core.payments.provider.getCheckout(checkout.sessionId)).toEqual({ status: 'expired' });
      expect((await eventsOf(checkout.request.reference)).map((e) => e.event.type)).toEqual([
        'checkout.expired',
      ]);
    } finally {
      t.clock.advance(-MINUTE);
    }
  });

  it('answers an unknown session, another method or a JSON body with an HTML page', async () => {
    const missing = await get('/sandbox-pay/checkout/cs_nope');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await missing.text()).toContain('お支払いページが見つかりません');
    const checkout = await newCheckout();
    const put = await fetch(`${base}${checkout.path}`, { method: 'DELETE' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    const json = await fetch(`${base}${checkout.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(card('4242424242424242')),
    });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain('<!doctype html>');
  });

  it('serves the pages in the session language, escaped, under a strict Content-Security-Policy', async () => {
    const checkout = await newCheckout({ locale: 'ko', description: '<script>alert(1)</script> 프리미엄' });
    const res = await get(checkout.path);
    const page = await res.text();
    expect(page).toContain('<html lang="ko">');
    expect(page).toContain('¥1,980 결제하기');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; 프리미엄');
    expect(page).not.toContain('<script>');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self' https://kickoff.example");
    expect(policy).toMatch(/style-src 'sha256-/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('stores no card number: brand and last four only', async () => {
    const checkout = await newCheckout();
    await pay(checkout.path, '4242424242424242');
    // every sandbox table, as text
    const { rows } = (await t.database.db.execute(
      sql.raw(`select row_to_json(s)::text as row from sandbox_pay_sessions s
       union all select row_to_json(p)::text from sandbox_pay_payments p
       union all select row_to_json(m)::text from sandbox_pay_payment_methods m
       union all select body from sandbox_pay_webhook_outbox`),
    )) as unknown as { rows: { row: string }[] };
    const all = rows.map((r) => r.row).join('\n');
    expect(all).toContain('"4242"');
    expect(all).not.toMatch(/4242\s?4242\s?4242\s?4242/);
  });
});
