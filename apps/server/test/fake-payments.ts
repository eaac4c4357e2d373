import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentFailure } from '@kickoff/contract';
import {
  type ChargeOutcome,
  type ChargeRequest,
  type CheckoutOutcome,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderEvent,
  WebhookSignatureError,
} from '../src/payments/provider.js';

/** The webhook secret of the fake provider. */
export const FAKE_WEBHOOK_SECRET = 'fake-webhook-secret-0123456789';
const TOLERANCE_S = 300;

type Settled = Exclude<CheckoutOutcome, { status: 'open' }>;

/**
 * A payment provider in memory, for the billing tests until the sandbox provider lands: checkouts the
 * test settles (`pay`, `decline`, `expire`), saved-card charges that succeed unless the card is told to
 * decline, idempotency by key like a real provider, and webhooks signed with HMAC-SHA256 over
 * "<t>.<raw body>" in `Kickoff-Signature: t=…,v1=…` (5 minutes' tolerance, constant-time compare).
 * Counts what it was asked, so a test can see that nothing was charged twice.
 */
export function createFakePayments(secret = FAKE_WEBHOOK_SECRET) {
  const sessions = new Map<string, { request: CheckoutRequest; outcome: CheckoutOutcome }>();
  const checkoutKeys = new Map<string, string>();
  const charges = new Map<string, ChargeOutcome>();
  const declining = new Set<string>();
  const calls = { createCheckout: 0, getCheckout: 0, charge: 0, chargeKeys: [] as string[] };
  let down = false;
  let seq = 0;
  let clock = () => new Date();

  const sign = (body: string, t: number) =>
    `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

  const provider: PaymentProvider = {
    name: 'fake',
    async createCheckout(request) {
      calls.createCheckout++;
      if (down) throw new Error('fake provider is down');
      const known = checkoutKeys.get(request.idempotencyKey);
      if (known) return { sessionId: known, url: `https://pay.example/checkout/${known}` };
      const sessionId = `cs_${++seq}_${randomBytes(4).toString('hex')}`;
      sessions.set(sessionId, { request, outcome: { status: 'open' } });
      checkoutKeys.set(request.idempotencyKey, sessionId);
      return { sessionId, url: `https://pay.example/checkout/${sessionId}` };
    },
    async getCheckout(sessionId) {
      calls.getCheckout++;
      if (down) throw new Error('fake provider is down');
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      return session.outcome;
    },
    async charge(request: ChargeRequest) {
      calls.charge++;
      calls.chargeKeys.push(request.idempotencyKey);
      if (down) throw new Error('fake provider is down');
      const first = charges.get(request.idempotencyKey);
      if (first) return first;
      const outcome: ChargeOutcome = declining.has(request.paymentMethodId)
        ? { status: 'failed', failure: 'declined' }
        : { status: 'paid', paymentId: `py_${++seq}`, chargedAt: clock() };
      charges.set(request.idempotencyKey, outcome);
      return outcome;
    },
    parseWebhook(rawBody, headers, now) {
      const header = headers['kickoff-signature'];
      const value = Array.isArray(header) ? header[0] : header;
      const match = value ? /^t=(\d+),v1=([0-9a-f]{64})$/.exec(value) : null;
      if (!match) throw new WebhookSignatureError('missing or malformed signature');
      const t = Number(match[1]);
      if (Math.abs(now.getTime() / 1000 - t) > TOLERANCE_S) throw new WebhookSignatureError('stale');
      const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
      const given = Buffer.from(match[2] as string, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new WebhookSignatureError('signature mismatch');
      }
      const body = JSON.parse(rawBody.toString('utf8')) as {
        id: string;
        type: ProviderEvent['type'];
        data: { sessionId: string; reference: string; outcome: Settled & { paidAt?: string } };
      };
      const outcome = body.data.outcome;
      const revived =
        outcome.status === 'paid'
          ? { ...outcome, paidAt: new Date(outcome.paidAt as unknown as string) }
          : outcome;
      return {
        eventId: body.id,
        type: body.type,
        sessionId: body.data.sessionId,
        reference: body.data.reference,
        outcome: revived,
      } as ProviderEvent;
    },
  };

  const settle = (sessionId: string, outcome: Settled) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.outcome = outcome;
    return session;
  };

  return {
    provider,
    calls,
    /** The clock paid-at times are taken from (the test app's). */
    useClock(now: () => Date) {
      clock = now;
    },
    /** Every call fails as a provider that cannot be reached, until told otherwise. */
    setDown(value: boolean) {
      down = value;
    },
    /** Later charges of this saved card are declined (`false`: accepted again). */
    decline(paymentMethodId: string, declined = true) {
      if (declined) declining.add(paymentMethodId);
      else declining.delete(paymentMethodId);
    },
    sessionOf(sessionIdOrUrl: string) {
      const id = sessionIdOrUrl.split('/').pop() as string;
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      return { id, ...session };
    },
    /** The member pays with a card that is saved as `paymentMethodId` (brand visa, last four 4242). */
    pay(sessionIdOrUrl: string, paymentMethodId = `pm_${++seq}`) {
      const id = sessionIdOrUrl.split('/').pop() as string;
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      return settle(id, {
        status: 'paid',
        paymentId: `py_${++seq}`,
        amountJpy: session.request.amountJpy,
        paymentMethod: session.request.savePaymentMethod
          ? { id: paymentMethodId, brand: 'visa', last4: '4242' }
          : null,
        paidAt: clock(),
      });
    },
    fail(sessionIdOrUrl: string, failure: PaymentFailure = 'declined') {
      return settle(sessionIdOrUrl.split('/').pop() as string, { status: 'failed', failure });
    },
    expire(sessionIdOrUrl: string) {
      return settle(sessionIdOrUrl.split('/').pop() as string, { status: 'expired' });
    },
    /** The webhook of a settled session: its raw body and signed headers (at `now`, or signed at `t`). */
    webhookOf(sessionIdOrUrl: string, options: { t?: number; eventId?: string } = {}) {
      const id = sessionIdOrUrl.split('/').pop() as string;
      const session = sessions.get(id);
      if (!session || session.outcome.status === 'open') throw new Error(`session ${id} is not settled`);
      const type = `checkout.${session.outcome.status}` as ProviderEvent['type'];
      const body = JSON.stringify({
        id: options.eventId ?? `evt_${id}`,
        type,
        created: Math.floor(clock().getTime() / 1000),
        data: { sessionId: id, reference: session.request.reference, outcome: session.outcome },
      });
      const t = options.t ?? Math.floor(clock().getTime() / 1000);
      return { body, headers: { 'content-type': 'application/json', 'kickoff-signature': sign(body, t) } };
    },
    sign,
  };
}
export type FakePayments = ReturnType<typeof createFakePayments>;
