import { tokyoParts } from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { SavedPaymentMethod } from '../provider.js';
import { brandOf, cardDigits, luhnValid, testCardBehaviour } from './cards.js';
import { createSandboxRepo, newId } from './sandbox.repo.js';

/**
 * SANDBOX ONLY — for the demo seed and tests, never for a real provider: saves a test card for billing's
 * customer directly on the sandbox's side, as if the member had once paid with it at checkout
 * (decisions.md: the demo's basic@ and premium@ hold a saved 4242 card, so their renewals work).
 * Billing records the answered id in its own payment methods. Idempotent: the customer's card with the
 * same brand and last four is answered again. `cardNumber` must be a test card that pays at checkout
 * (4242 4242 4242 4242 by default, or 4000 0000 0000 0341 whose later charges are declined).
 */
export async function seedSandboxCard(
  { db, clock }: { db: Database; clock: Clock },
  input: { customerReference: string; email: string; cardNumber?: string },
): Promise<SavedPaymentMethod> {
  const digits = cardDigits(input.cardNumber ?? '4242 4242 4242 4242');
  const behaviour = digits ? testCardBehaviour(digits) : undefined;
  if (!digits || !luhnValid(digits) || behaviour?.kind !== 'paid') {
    throw new Error('seedSandboxCard: use a test card that pays at checkout (4242… or …0341)');
  }
  const repo = createSandboxRepo(db);
  const now = clock.now();
  const brand = brandOf(digits);
  const last4 = digits.slice(-4);
  return db.transaction(async (tx) => {
    const customer = await repo.upsertCustomer(
      { reference: input.customerReference, email: input.email, now },
      tx,
    );
    const saved = (await repo.paymentMethodsOf(input.customerReference, tx)).find(
      (method) => method.brand === brand && method.last4 === last4,
    );
    const method =
      saved ??
      (await repo.insertPaymentMethod(
        {
          id: newId('pm'),
          customerId: customer.id,
          brand,
          last4,
          // good for years: the end of the year, five years on
          expMonth: 12,
          expYear: tokyoParts(now).year + 5,
          declinesCharges: behaviour.declinesLaterCharges,
          createdAt: now,
        },
        tx,
      ));
    return { id: method.id, brand: method.brand, last4: method.last4 };
  });
}
