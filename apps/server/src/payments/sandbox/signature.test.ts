import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../provider.js';
import { eventBodyOf, providerEventOf } from './events.js';
import { SIGNATURE_HEADER, signWebhook, verifyWebhookSignature } from './signature.js';

const SECRET = 'whsec-sandbox-test-0001';
const NOW = new Date('2026-11-23T03:00:00Z');
const body = Buffer.from('{"id":"evt_1","type":"checkout.paid"}');
const headersFor = (value: string | string[] | undefined) => ({ 'kickoff-signature': value });
const seconds = (s: number) => new Date(NOW.getTime() + s * 1000);

/** What verifying answers: null when it passes, else the reason it was refused. */
function refusal(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookSignatureError);
    return (error as Error).message;
  }
}

describe('webhook signatures (HMAC-SHA256 over "<t>.<raw body>", 300 s tolerance)', () => {
  it('signs as `t=<unix seconds>,v1=<hex HMAC of "<t>.<body>">`', () => {
    const header = signWebhook(SECRET, body, NOW);
    const t = Math.floor(NOW.getTime() / 1000);
    const hmac = createHmac('sha256', SECRET).update(`${t}.${body.toString()}`).digest('hex');
    expect(header).toBe(`t=${t},v1=${hmac}`);
    expect(SIGNATURE_HEADER).toBe('Kickoff-Signature');
  });

  it('accepts its own signature, whatever the header case, at the edges of the tolerance', () => {
    const header = signWebhook(SECRET, body, NOW);
    expect(refusal(() => verifyWebhookSignature(SECRET, body, headersFor(header), NOW))).toBeNull();
    expect(
      refusal(() => verifyWebhookSignature(SECRET, body, { 'Kickoff-Signature': header }, seconds(300))),
    ).toBeNull();
    expect(
      refusal(() => verifyWebhookSignature(SECRET, body, headersFor([header]), seconds(-300))),
    ).toBeNull();
  });

  it('refuses a tampered body, even by one byte', () => {
    const header = signWebhook(SECRET, body, NOW);
    const tampered = Buffer.from(body.toString().replace('paid', 'paiD'));
    expect(refusal(() => verifyWebhookSignature(SECRET, tampered, headersFor(header), NOW))).toMatch(
      /does not match/,
    );
    const longer = Buffer.concat([body, Buffer.from(' ')]);
    expect(refusal(() => verifyWebhookSignature(SECRET, longer, headersFor(header), NOW))).toMatch(
      /does not match/,
    );
  });

  it('refuses a signature made with another secret', () => {
    const header = signWebhook('another-secret-entirely', body, NOW);
    expect(refusal(() => verifyWebhookSignature(SECRET, body, headersFor(header), NOW))).toMatch(
      /does not match/,
    );
  });

  it('refuses a timestamp more than 300 s old or ahead, even correctly signed', () => {
    const stale = signWebhook(SECRET, body, seconds(-301));
    const ahead = signWebhook(SECRET, body, seconds(301));
    expect(refusal(() => verifyWebhookSignature(SECRET, body, headersFor(stale), NOW))).toMatch(/tolerance/);
    expect(refusal(() => verifyWebhookSignature(SECRET, body, headersFor(ahead), NOW))).toMatch(/tolerance/);
  });

  it('refuses a timestamp moved forward on a captured signature (a replay)', () => {
    const header = signWebhook(SECRET, body, seconds(-3600));
    const moved = header.replace(/^t=\d+/, `t=${Math.floor(NOW.getTime() / 1000)}`);
    expect(refusal(() => verifyWebhookSignature(SECRET, body, headersFor(moved), NOW))).toMatch(
      /does not match/,
    );
  });

  it.each([
    ['no header', undefined],
    ['empty', ''],
    ['no timestamp', `v1=${'a'.repeat(64)}`],
    ['no v1', 't=1795316400'],
    ['a v0 only', `t=1795316400,v0=${'a'.repeat(64)}`],
    ['v1 not hex', `t=1795316400,v1=${'z'.repeat(64)}`],
    ['v1 too short', `t=1795316400,v1=${'a'.repeat(63)}`],
    ['t not a number', `t=soon,v1=${'a'.repeat(64)}`],
    ['garbage', 'Bearer abc'],
  ])('refuses a malformed header (%s)', (_label, header) => {
    expect(refusal(() => verifyWebhookSignature(SECRET, body, headersFor(header), NOW))).toMatch(
      /no signature header|malformed/,
    );
  });

  it('accepts any one matching v1 among several (a secret being rotated)', () => {
    const good = signWebhook(SECRET, body, NOW);
    const other = signWebhook('the-previous-secret', body, NOW).split(',')[1];
    expect(
      refusal(() => verifyWebhookSignature(SECRET, body, headersFor(`${good},${other}`), NOW)),
    ).toBeNull();
    expect(
      refusal(() => verifyWebhookSignature(SECRET, body, headersFor(`${good.split(',')[0]},${other}`), NOW)),
    ).toMatch(/does not match/);
  });
});

describe('webhook events', () => {
  const session = { id: 'cs_1', reference: '42' };

  it('round-trips every outcome through the JSON body', () => {
    const paidAt = new Date('2026-11-23T02:59:00Z');
    const paid = eventBodyOf(
      'evt_a',
      session,
      {
        status: 'paid',
        paymentId: 'pay_1',
        amountJpy: 1980,
        paymentMethod: { id: 'pm_1', brand: 'visa', last4: '4242' },
        paidAt,
      },
      NOW,
    );
    expect(paid.type).toBe('checkout.paid');
    expect(JSON.parse(paid.body)).toMatchObject({ id: 'evt_a', created: NOW.getTime() / 1000 });
    expect(providerEventOf(Buffer.from(paid.body))).toEqual({
      eventId: 'evt_a',
      sessionId: 'cs_1',
      reference: '42',
      type: 'checkout.paid',
      outcome: {
        status: 'paid',
        paymentId: 'pay_1',
        amountJpy: 1980,
        paymentMethod: { id: 'pm_1', brand: 'visa', last4: '4242' },
        paidAt,
      },
    });
    const failed = eventBodyOf('evt_b', session, { status: 'failed', failure: 'insufficient_funds' }, NOW);
    expect(providerEventOf(Buffer.from(failed.body))).toMatchObject({
      type: 'checkout.failed',
      outcome: { status: 'failed', failure: 'insufficient_funds' },
    });
    const expired = eventBodyOf('evt_c', session, { status: 'expired' }, NOW);
    expect(providerEventOf(Buffer.from(expired.body))).toMatchObject({
      type: 'checkout.expired',
      outcome: { status: 'expired' },
    });
  });

  it('refuses a body that is not one of its events', () => {
    for (const raw of ['not json', '{}', '{"id":"evt_1","type":"checkout.paid","created":1,"data":{}}']) {
      expect(() => providerEventOf(Buffer.from(raw))).toThrow(WebhookSignatureError);
    }
    const mismatched = JSON.parse(eventBodyOf('evt_d', session, { status: 'expired' }, NOW).body);
    mismatched.type = 'checkout.paid';
    expect(() => providerEventOf(Buffer.from(JSON.stringify(mismatched)))).toThrow(/does not match/);
  });
});
