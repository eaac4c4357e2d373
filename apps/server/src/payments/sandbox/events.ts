import { PAYMENT_FAILURES } from '@kickoff/contract';
import { z } from 'zod';
import { type CheckoutOutcome, type ProviderEvent, WebhookSignatureError } from '../provider.js';

/**
 * The webhook body the sandbox sends (billing-design.md "Webhooks"):
 * `{ id: "evt_…", type, created: <unix seconds>, data: { sessionId, reference, outcome } }`, the outcome
 * as `getCheckout` answers it with its dates as ISO strings.
 */
const paidOutcome = z.object({
  status: z.literal('paid'),
  paymentId: z.string(),
  amountJpy: z.number().int(),
  paymentMethod: z.object({ id: z.string(), brand: z.string(), last4: z.string() }).nullable(),
  paidAt: z.iso.datetime(),
});
const failedOutcome = z.object({ status: z.literal('failed'), failure: z.enum(PAYMENT_FAILURES) });
const expiredOutcome = z.object({ status: z.literal('expired') });

const eventBody = z.object({
  id: z.string().startsWith('evt_'),
  created: z.number().int(),
  data: z.object({
    sessionId: z.string(),
    reference: z.string(),
    outcome: z.discriminatedUnion('status', [paidOutcome, failedOutcome, expiredOutcome]),
  }),
  type: z.enum(['checkout.paid', 'checkout.failed', 'checkout.expired']),
});

export type SettledOutcome = Exclude<CheckoutOutcome, { status: 'open' }>;

const TYPE_OF = {
  paid: 'checkout.paid',
  failed: 'checkout.failed',
  expired: 'checkout.expired',
} as const satisfies Record<SettledOutcome['status'], ProviderEvent['type']>;

/** The event telling a session's outcome, as it is sent (the JSON text, byte for byte on every attempt). */
export function eventBodyOf(
  eventId: string,
  session: { id: string; reference: string },
  outcome: SettledOutcome,
  now: Date,
): { type: ProviderEvent['type']; body: string } {
  const type = TYPE_OF[outcome.status];
  const data = {
    sessionId: session.id,
    reference: session.reference,
    outcome: outcome.status === 'paid' ? { ...outcome, paidAt: outcome.paidAt.toISOString() } : outcome,
  };
  return {
    type,
    body: JSON.stringify({ id: eventId, type, created: Math.floor(now.getTime() / 1000), data }),
  };
}

/**
 * The event of a delivery whose signature has been verified. A body that is not one of ours (it cannot
 * be, signed with our key, unless the key leaked) is refused like a bad signature: it changes nothing.
 */
export function providerEventOf(rawBody: Buffer): ProviderEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('the body is not JSON');
  }
  const parsed = eventBody.safeParse(json);
  if (!parsed.success) throw new WebhookSignatureError('the body is not a checkout event');
  const { id, type, data } = parsed.data;
  const base = { eventId: id, sessionId: data.sessionId, reference: data.reference };
  const { outcome } = data;
  if (type === 'checkout.paid' && outcome.status === 'paid') {
    return { ...base, type, outcome: { ...outcome, paidAt: new Date(outcome.paidAt) } };
  }
  if (type === 'checkout.failed' && outcome.status === 'failed') return { ...base, type, outcome };
  if (type === 'checkout.expired' && outcome.status === 'expired') return { ...base, type, outcome };
  throw new WebhookSignatureError('the event type does not match its outcome');
}
