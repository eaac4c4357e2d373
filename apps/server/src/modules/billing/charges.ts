import type { ChargeOutcome } from '../../payments/provider.js';
import { holdLock, LOCKS } from '../../shared/locks.js';
import type { HistoryNote, SubscriptionRow } from '../passes/index.js';
import type { PaymentRow } from './billing.repo.js';
import { type BillingDeps, customerReferenceOf } from './deps.js';
import type { Transition } from './lifecycle.js';
import { receiptNoOf } from './pricing.js';

/** What a settled charge does to its subscription: a transition, or nothing. */
export type ApplyCharge = (sub: SubscriptionRow, paid: boolean, now: Date) => Transition | null;

/**
 * Charges of a saved card without the member (renewals, upgrades). The payment row is recorded
 * `pending` with its idempotency key before the provider is asked (by the caller, in its own short
 * transaction); `call` asks the provider with no transaction open; `settle` writes the outcome once —
 * a conditional UPDATE of the pending row — and applies it to the subscription in the same
 * transaction. A crash between the two leaves the row pending: asking again with the same key answers
 * the first charge's outcome, so nothing is charged twice.
 */
export function createCharges(deps: BillingDeps) {
  const { db, clock, bus, provider, repo, subscriptions, log } = deps;

  return {
    /**
     * The provider's outcome of the pending charge (the same key: the same answer), or null when the
     * provider could not be reached or failed (the charge stays pending, to be asked again). A payment
     * without a saved card fails without asking.
     */
    async call(payment: PaymentRow, description: string): Promise<ChargeOutcome | null> {
      const card = payment.paymentMethodId ? await repo.card(payment.paymentMethodId) : null;
      if (!card) return { status: 'failed', failure: 'processing_error' };
      try {
        return await provider.charge({
          reference: `pay_${payment.id}`,
          customerReference: customerReferenceOf(payment.userId),
          paymentMethodId: card.providerMethodId,
          amountJpy: payment.amountJpy,
          description,
          idempotencyKey: payment.idempotencyKey,
        });
      } catch (error) {
        log.warn(
          { err: error, paymentId: payment.id },
          'billing: the provider could not charge a saved card',
        );
        return null;
      }
    },

    /**
     * Writes the outcome of a pending charge once, with its receipt number, and applies `apply` to its
     * subscription in the same transaction; publishes `pass.changed` when the subscription changed.
     * `changed` is false when another path had settled it already (its outcome is answered).
     */
    async settle(
      payment: PaymentRow,
      outcome: ChargeOutcome,
      apply: ApplyCharge,
      actor: HistoryNote['actor'],
    ): Promise<{ payment: PaymentRow; sub: SubscriptionRow | null; changed: boolean }> {
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        await holdLock(tx, LOCKS.billing(payment.userId));
        let sub = payment.subscriptionId ? await subscriptions.lock(payment.subscriptionId, tx) : null;
        const receiptNo = receiptNoOf(now, await repo.nextReceiptSequence(tx));
        const settled = await repo.settleCharge(
          payment.id,
          outcome.status === 'paid'
            ? { status: 'paid', providerPaymentId: outcome.paymentId, receiptNo, settledAt: now }
            : { status: 'failed', failure: outcome.failure, receiptNo, settledAt: now },
          tx,
        );
        if (!settled)
          return { payment: (await repo.payment(payment.id, tx)) ?? payment, sub, changed: false };
        const transition =
          sub && sub.status !== 'terminated' ? apply(sub, outcome.status === 'paid', now) : null;
        if (sub && transition) {
          sub = await subscriptions.transition(
            sub,
            transition.change,
            { actor, reason: transition.reason, at: now },
            tx,
          );
        }
        return { payment: settled, sub, changed: transition !== null };
      });
      if (result.changed && result.sub)
        await bus.publish({ type: 'pass.changed', userId: result.sub.userId });
      return result;
    },
  };
}
