import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentFailure } from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import type { Transaction } from '../../db/client.js';
import type { CheckoutOutcome, CheckoutRequest, CheckoutSession } from '../provider.js';
import { type CardFieldError, type CardForm, checkCardForm, type EnteredCard } from './cards.js';
import { planDeliveries, type RandomSource, type WebhookChaos } from './chaos.js';
import { eventBodyOf, type SettledOutcome } from './events.js';
import { type NewSession, newId, type SandboxRepo, type SessionRow } from './sandbox.repo.js';

/** The smallest and largest payment the sandbox takes, in yen (a provider's limits). */
const MIN_AMOUNT_JPY = 50;
const MAX_AMOUNT_JPY = 9_999_999;
/** Sessions expired per sweep run (the rest on the next). */
const SWEEP_BATCH = 200;

export const checkoutPath = (sessionId: string) => `/sandbox-pay/checkout/${encodeURIComponent(sessionId)}`;
export const authenticatePath = (sessionId: string) => `${checkoutPath(sessionId)}/authenticate`;

/** What the hosted pages show of a session. */
export type CheckoutView =
  | { kind: 'not_found' }
  | { kind: 'open' | 'requires_action' | 'paid' | 'failed' | 'expired'; session: SessionRow };

/** What a posted form leads to. */
export type FormResult =
  | CheckoutView
  /** The payment is over (paid or failed): the member goes back to `returnUrl`. */
  | { kind: 'done'; session: SessionRow }
  /** The card needs 3-D Secure: the bank's page comes next. */
  | { kind: 'authenticate'; session: SessionRow }
  /** The card form again, with what is wrong beside each field and the values kept. */
  | { kind: 'invalid'; session: SessionRow; errors: Partial<Record<keyof CardForm, CardFieldError>> }
  /** The form's token is missing or not this session's (a forged or stale form). */
  | { kind: 'bad_token'; session: SessionRow };

/** How a settling transaction ends a session. */
type Settlement =
  | { to: 'paid'; card: EnteredCard }
  | { to: 'failed'; failure: PaymentFailure; card: EnteredCard }
  | { to: 'requires_action'; card: EnteredCard }
  | { to: 'expired' };

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * The money-relevant part of a checkout request: the same idempotency key with another of these is
 * refused (with only the wording, locale or expiry changed it answers the first session).
 */
const requestDigest = (input: CheckoutRequest) =>
  digest([input.reference, input.amountJpy, input.customer.reference, input.savePaymentMethod]);

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

function checkRequest(input: CheckoutRequest, now: Date): void {
  const problems: string[] = [];
  if (
    !Number.isInteger(input.amountJpy) ||
    input.amountJpy < MIN_AMOUNT_JPY ||
    input.amountJpy > MAX_AMOUNT_JPY
  )
    problems.push(`amountJpy must be a whole number of yen from ${MIN_AMOUNT_JPY} to ${MAX_AMOUNT_JPY}`);
  for (const [name, url] of [
    ['returnUrl', input.returnUrl],
    ['cancelUrl', input.cancelUrl],
  ] as const) {
    if (!/^https?:\/\//.test(url) || !URL.canParse(url)) problems.push(`${name} must be an http(s) URL`);
  }
  if (!input.reference || !input.customer.reference)
    problems.push('reference and customer.reference are required');
  if (!input.description.trim()) problems.push('description is required');
  if (!input.idempotencyKey || input.idempotencyKey.length > 255)
    problems.push('idempotencyKey: 1–255 characters');
  if (!(input.expiresAt.getTime() > now.getTime())) problems.push('expiresAt must be in the future');
  if (problems.length > 0) throw new Error(`sandbox checkout request refused: ${problems.join('; ')}`);
}

export interface SessionServiceDeps {
  repo: SandboxRepo;
  clock: Clock;
  /** Where the hosted pages are served: `${publicUrl}/sandbox-pay/checkout/:id`. */
  publicUrl: string;
  chaos: WebhookChaos;
  random: RandomSource;
}

/**
 * Checkout sessions: created idempotently, paid on the hosted pages, expired by the sweep. Every
 * outcome is written with its webhook deliveries (outbox) in the same transaction, so a crash leaves
 * either both or neither.
 */
export function createSessionService({ repo, clock, publicUrl, chaos, random }: SessionServiceDeps) {
  const { db } = repo;

  /** The outcome of a settled session, as getCheckout and the webhooks tell it. */
  async function outcomeOf(session: SessionRow, tx?: Transaction): Promise<CheckoutOutcome> {
    switch (session.status) {
      case 'open':
      case 'requires_action':
        return { status: 'open' };
      case 'expired':
        return { status: 'expired' };
      case 'failed':
        return { status: 'failed', failure: session.failure ?? 'processing_error' };
      case 'paid': {
        const method = session.paymentMethodId ? await repo.paymentMethod(session.paymentMethodId, tx) : null;
        return {
          status: 'paid',
          paymentId: session.paymentId ?? '',
          amountJpy: session.amountJpy,
          paymentMethod: method ? { id: method.id, brand: method.brand, last4: method.last4 } : null,
          paidAt: session.completedAt ?? session.createdAt,
        };
      }
    }
  }

  /** Writes the event of a settled session into the outbox: one or two deliveries, maybe late. */
  async function enqueueEvent(session: SessionRow, outcome: SettledOutcome, tx: Transaction, now: Date) {
    const eventId = newId('evt');
    const { type, body } = eventBodyOf(eventId, session, outcome, now);
    await repo.insertDeliveries(
      planDeliveries(chaos, random).map((delayMs, copy) => ({
        eventId,
        copy,
        type,
        body,
        createdAt: now,
        dueAt: new Date(now.getTime() + delayMs),
      })),
      tx,
    );
  }

  const cardColumns = (card: EnteredCard) => ({
    cardBrand: card.brand,
    cardLast4: card.last4,
    cardExpMonth: card.expiry.month,
    cardExpYear: card.expiry.year,
    cardDeclinesCharges: card.behaviour.kind === 'paid' && card.behaviour.declinesLaterCharges,
  });

  /**
   * One transaction: the session locked, still in `from` (else nothing happens and null is answered),
   * then `decide` (called with the locked row) ends it — or the expiry does when it is past. The
   * payment, the saved card and the webhook event are written with it.
   */
  async function settle(
    sessionId: string,
    from: SessionRow['status'],
    decide: (session: SessionRow) => Settlement,
  ): Promise<SessionRow | null> {
    return db.transaction(async (tx) => {
      const session = await repo.session(sessionId, tx, true);
      if (!session || session.status !== from) return null;
      const now = clock.now();
      const settlement: Settlement = session.expiresAt <= now ? { to: 'expired' } : decide(session);
      let set: Partial<NewSession>;
      if (settlement.to === 'expired') {
        set = { status: 'expired', completedAt: now };
      } else if (settlement.to === 'requires_action') {
        set = { status: 'requires_action', ...cardColumns(settlement.card) };
      } else {
        const { card } = settlement;
        const paid = settlement.to === 'paid';
        let paymentMethodId: string | null = null;
        if (paid && session.savePaymentMethod) {
          const customer = await repo.upsertCustomer(
            { reference: session.customerReference, email: session.customerEmail, now },
            tx,
          );
          const method = await repo.insertPaymentMethod(
            {
              id: newId('pm'),
              customerId: customer.id,
              brand: card.brand,
              last4: card.last4,
              expMonth: card.expiry.month,
              expYear: card.expiry.year,
              declinesCharges: cardColumns(card).cardDeclinesCharges,
              createdAt: now,
            },
            tx,
          );
          paymentMethodId = method.id;
        }
        const paymentId = newId('pay');
        await repo.insertPayment(
          {
            id: paymentId,
            kind: 'checkout',
            sessionId: session.id,
            reference: session.reference,
            customerReference: session.customerReference,
            paymentMethodId,
            amountJpy: session.amountJpy,
            description: session.description,
            status: paid ? 'paid' : 'failed',
            failure: settlement.to === 'failed' ? settlement.failure : null,
            cardBrand: card.brand,
            cardLast4: card.last4,
            createdAt: now,
          },
          tx,
        );
        set = {
          ...cardColumns(card),
          status: settlement.to,
          completedAt: now,
          ...(paid ? { paymentId, paymentMethodId } : { failure: settlement.failure }),
        };
      }
      await repo.updateSession(session.id, set, tx);
      const updated = { ...session, ...set } as SessionRow;
      if (updated.status !== 'requires_action') {
        await enqueueEvent(updated, (await outcomeOf(updated, tx)) as SettledOutcome, tx, now);
      }
      return updated;
    });
  }

  /** The session as it is now: an unsettled one past its expiry is expired first (with its webhook). */
  async function current(sessionId: string): Promise<SessionRow | null> {
    const session = await repo.session(sessionId);
    if (!session) return null;
    if (
      (session.status === 'open' || session.status === 'requires_action') &&
      session.expiresAt <= clock.now()
    ) {
      return (await settle(session.id, session.status, () => ({ to: 'expired' }))) ?? repo.session(sessionId);
    }
    return session;
  }

  const viewOf = (session: SessionRow | null): CheckoutView =>
    session ? { kind: session.status, session } : { kind: 'not_found' };

  /** The result of a form posted to a session no longer in the state the form was for. */
  const settledResult = (session: SessionRow): FormResult =>
    session.status === 'paid' || session.status === 'failed'
      ? { kind: 'done', session }
      : session.status === 'requires_action'
        ? { kind: 'authenticate', session }
        : viewOf(session);

  return {
    /** A hosted checkout for one payment; the same idempotency key answers the same session. */
    async create(input: CheckoutRequest): Promise<CheckoutSession> {
      const now = clock.now();
      checkRequest(input, now);
      const digestOfRequest = requestDigest(input);
      const answer = (session: SessionRow): CheckoutSession => {
        if (session.requestDigest !== digestOfRequest) {
          throw new Error('sandbox checkout refused: the idempotency key was used with a different request');
        }
        return { sessionId: session.id, url: `${publicUrl}${checkoutPath(session.id)}` };
      };
      const existing = await repo.sessionByKey(input.idempotencyKey);
      if (existing) return answer(existing);
      const created = await repo.insertSession({
        id: newId('cs'),
        idempotencyKey: input.idempotencyKey,
        requestDigest: digestOfRequest,
        reference: input.reference,
        amountJpy: input.amountJpy,
        description: input.description.trim(),
        customerReference: input.customer.reference,
        customerEmail: input.customer.email,
        savePaymentMethod: input.savePaymentMethod,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
        locale: input.locale,
        expiresAt: input.expiresAt,
        formToken: randomBytes(24).toString('base64url'),
        createdAt: now,
      });
      // a concurrent call with the same key won the insert: answer its session
      const session = created ?? (await repo.sessionByKey(input.idempotencyKey));
      if (!session) throw new Error('sandbox checkout session vanished');
      return answer(session);
    },

    /** The outcome as the provider knows it now (an overdue session expires first). */
    async outcome(sessionId: string): Promise<CheckoutOutcome> {
      const session = await current(sessionId);
      if (!session) throw new Error(`unknown sandbox checkout session ${sessionId}`);
      return outcomeOf(session);
    },

    /** What the hosted page shows now. */
    async view(sessionId: string): Promise<CheckoutView> {
      return viewOf(await current(sessionId));
    },

    /** The card form posted: checked on the page, then paid, failed, or on to 3-D Secure. */
    async submitCard(sessionId: string, formToken: string, form: CardForm): Promise<FormResult> {
      const session = await current(sessionId);
      if (!session) return { kind: 'not_found' };
      if (session.status !== 'open') return settledResult(session);
      if (!sameToken(formToken, session.formToken)) return { kind: 'bad_token', session };
      const checked = checkCardForm(form, clock.now());
      if ('errors' in checked) return { kind: 'invalid', session, errors: checked.errors };
      const { card } = checked;
      const settled = await settle(session.id, 'open', () => {
        switch (card.behaviour.kind) {
          case 'three_d_secure':
            return { to: 'requires_action', card };
          case 'failed':
            return { to: 'failed', failure: card.behaviour.failure, card };
          case 'paid':
            return { to: 'paid', card };
        }
      });
      // null: another request settled it first (a double click): answer what it became
      return settledResult(settled ?? (await repo.session(session.id)) ?? session);
    },

    /** The bank's 3-D Secure page answered: completed → paid, failed → `authentication_failed`. */
    async authenticate(sessionId: string, formToken: string, complete: boolean): Promise<FormResult> {
      const session = await current(sessionId);
      if (!session) return { kind: 'not_found' };
      if (session.status !== 'requires_action') return settledResult(session);
      if (!sameToken(formToken, session.formToken)) return { kind: 'bad_token', session };
      const settled = await settle(session.id, 'requires_action', (locked) => {
        const card: EnteredCard = {
          brand: locked.cardBrand ?? 'unknown',
          last4: locked.cardLast4 ?? '',
          expiry: { month: locked.cardExpMonth ?? 1, year: locked.cardExpYear ?? 2000 },
          behaviour: { kind: 'paid', declinesLaterCharges: locked.cardDeclinesCharges ?? false },
        };
        return complete ? { to: 'paid', card } : { to: 'failed', failure: 'authentication_failed', card };
      });
      return settledResult(settled ?? (await repo.session(session.id)) ?? session);
    },

    /** The sweep: every unsettled session past its expiry becomes expired, with its webhook; answers how many. */
    async expireOverdue(): Promise<number> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const expired = await repo.expireOverdue(now, SWEEP_BATCH, tx);
        for (const session of expired) await enqueueEvent(session, { status: 'expired' }, tx, now);
        return expired.length;
      });
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
