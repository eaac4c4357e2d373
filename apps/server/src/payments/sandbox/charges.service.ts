import { createHash } from 'node:crypto';
import type { PaymentFailure } from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import type { ChargeOutcome, ChargeRequest } from '../provider.js';
import { expiryPassed } from './cards.js';
import { newId, type PaymentRow, type SandboxRepo } from './sandbox.repo.js';

const digest = (input: ChargeRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify([input.reference, input.customerReference, input.paymentMethodId, input.amountJpy]),
    )
    .digest('hex');

const outcomeOf = (payment: PaymentRow): ChargeOutcome =>
  payment.status === 'paid'
    ? { status: 'paid', paymentId: payment.id, chargedAt: payment.createdAt }
    : { status: 'failed', failure: payment.failure ?? 'processing_error' };

/**
 * Charges of saved cards without the member (renewals, upgrades). Idempotent by key: the same key
 * answers the first charge's outcome and never charges twice, even when two calls race (the key is
 * unique: the second insert loses and reads the first). The same key with another card, amount or
 * reference is refused, as a real provider's API refuses it.
 */
export function createChargeService({ repo, clock }: { repo: SandboxRepo; clock: Clock }) {
  return {
    async charge(input: ChargeRequest): Promise<ChargeOutcome> {
      if (!Number.isInteger(input.amountJpy) || input.amountJpy < 50) {
        throw new Error('sandbox charge refused: amountJpy must be a whole number of yen, at least 50');
      }
      if (!input.idempotencyKey) throw new Error('sandbox charge refused: an idempotency key is required');
      const digestOfRequest = digest(input);
      const answer = (payment: PaymentRow): ChargeOutcome => {
        if (payment.requestDigest !== digestOfRequest) {
          throw new Error('sandbox charge refused: the idempotency key was used with a different request');
        }
        return outcomeOf(payment);
      };
      const earlier = await repo.paymentByKey(input.idempotencyKey);
      if (earlier) return answer(earlier);

      const now = clock.now();
      const method = await repo.paymentMethod(input.paymentMethodId);
      const owned = method !== null && method.customerReference === input.customerReference;
      // the card's bank decides: an unknown card or one of another customer cannot be charged
      const failure: PaymentFailure | null = !owned
        ? 'processing_error'
        : expiryPassed({ month: method.expMonth, year: method.expYear }, now)
          ? 'expired_card'
          : method.declinesCharges
            ? 'declined'
            : null;
      const created = await repo.insertPayment({
        id: newId('pay'),
        kind: 'charge',
        idempotencyKey: input.idempotencyKey,
        requestDigest: digestOfRequest,
        reference: input.reference,
        customerReference: input.customerReference,
        paymentMethodId: owned ? method.id : null,
        amountJpy: input.amountJpy,
        description: input.description,
        status: failure ? 'failed' : 'paid',
        failure,
        cardBrand: owned ? method.brand : null,
        cardLast4: owned ? method.last4 : null,
        createdAt: now,
      });
      const payment = created ?? (await repo.paymentByKey(input.idempotencyKey));
      if (!payment) throw new Error('sandbox charge vanished');
      return answer(payment);
    },
  };
}
export type ChargeService = ReturnType<typeof createChargeService>;
