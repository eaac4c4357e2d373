import type { PaymentFailure } from '@kickoff/contract';

/**
 * The payment provider as billing sees it (decisions.md "Real parts": the built-in sandbox by default, a
 * real provider through an adapter with the same contract). Billing rules never reach past this
 * interface: a real provider is added by writing one more implementation of it, nothing else.
 *
 * The flow is a hosted checkout's (as Stripe Checkout, PAY.JP or GMO's link payment): billing asks for a
 * checkout session and sends the member to its `url`; the member pays on the provider's page, which
 * sends them back to `returnUrl`; the provider then notifies billing by a signed webhook — at least once,
 * possibly twice, possibly late — and billing may also ask it directly (`getCheckout`) when the member
 * lands back first. Saved payment methods are charged without the member for renewals and upgrades.
 */
export interface PaymentProvider {
  /** A stable name for logs and stored references ("sandbox"). */
  readonly name: string;
  /** A hosted checkout for one payment of `amountJpy` (whole yen, tax included). */
  createCheckout(input: CheckoutRequest): Promise<CheckoutSession>;
  /** The checkout's outcome as the provider knows it now. */
  getCheckout(sessionId: string): Promise<CheckoutOutcome>;
  /** Charges a saved payment method without the member (renewals, upgrades). */
  charge(input: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * Verifies one webhook delivery — the raw body exactly as received and its headers — and answers its
   * event; throws `WebhookSignatureError` for a missing, malformed, stale (over 5 minutes from `now`) or
   * wrong signature.
   */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders, now: Date): ProviderEvent;
}

export interface CheckoutRequest {
  /** Billing's reference for the payment (the order id): echoed in every event about it. */
  reference: string;
  amountJpy: number;
  /** What the member sees on the checkout page and statement ("KICKOFF プレミアム 月額"). */
  description: string;
  /** Billing's customer reference (the member) and the e-mail the receipt goes to. */
  customer: { reference: string; email: string };
  /** Keep the card for later charges without the member (renewals, upgrades). */
  savePaymentMethod: boolean;
  /** Where the provider sends the member when the checkout is over, paid or not. */
  returnUrl: string;
  /** Where the member goes when they abandon the checkout ("back to KICKOFF"). */
  cancelUrl: string;
  /** The same key again answers the same session (never a second one). */
  idempotencyKey: string;
  locale: 'ja' | 'ko' | 'en';
  /** The session cannot be paid after this (then it expires). */
  expiresAt: Date;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** A card kept by the provider: its id to charge later, and what a member may be shown of it. */
export interface SavedPaymentMethod {
  id: string;
  brand: string;
  last4: string;
}

export type CheckoutOutcome =
  | { status: 'open' }
  | {
      status: 'paid';
      paymentId: string;
      amountJpy: number;
      /** The card kept for later charges, when the checkout asked to save it. */
      paymentMethod: SavedPaymentMethod | null;
      paidAt: Date;
    }
  | { status: 'failed'; failure: PaymentFailure }
  | { status: 'expired' };

export interface ChargeRequest {
  reference: string;
  customerReference: string;
  paymentMethodId: string;
  amountJpy: number;
  description: string;
  /** The same key again answers the first charge's outcome and never charges twice. */
  idempotencyKey: string;
}

export type ChargeOutcome =
  | { status: 'paid'; paymentId: string; chargedAt: Date }
  | { status: 'failed'; failure: PaymentFailure };

/** What a webhook tells: a checkout's outcome, by the session and billing's reference. */
export type ProviderEvent = {
  /** The event's own id: a delivery repeated carries the same id. */
  eventId: string;
  sessionId: string;
  reference: string;
} & (
  | { type: 'checkout.paid'; outcome: Extract<CheckoutOutcome, { status: 'paid' }> }
  | { type: 'checkout.failed'; outcome: Extract<CheckoutOutcome, { status: 'failed' }> }
  | { type: 'checkout.expired'; outcome: Extract<CheckoutOutcome, { status: 'expired' }> }
);

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** A webhook delivery whose signature does not hold: it is refused and changes nothing. */
export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(`webhook signature rejected: ${reason}`);
    this.name = 'WebhookSignatureError';
  }
}
