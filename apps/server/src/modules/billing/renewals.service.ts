import { taxIncludedIn } from '@kickoff/contract';
import type { PaymentRow } from './billing.repo.js';
import { createCharges } from './charges.js';
import { type BillingDeps, CHARGE_LEASE_MS } from './deps.js';
import type { OrderService } from './orders.service.js';
import { afterRenewal, renewalStep } from './renewal-rules.js';
import { applyUpgrade } from './subscription.service.js';

/** What one run of the renewal job did. */
export interface RenewalRun {
  renewed: number;
  declined: number;
  ended: number;
  resumed: number;
  /** Charges left pending by a crash or an unreachable provider, finished now. */
  recovered: number;
  /** Pending orders whose checkout ran out, settled from the provider's answer. */
  reconciled: number;
}

/** At most this many subscriptions per run (the next run, a minute later, goes on). */
const MAX_PER_RUN = 500;

/**
 * The renewal job's work (issue 11), safe with any number of instances running it at once: each due
 * subscription is claimed in a short transaction (`FOR UPDATE SKIP LOCKED`, then a lease on the row),
 * its renewal charge recorded pending with the key `renewal:<id>:<periodEnd>` before the provider is
 * asked with no transaction open, and the outcome settled once. Cancelled passes and a coupon's free
 * days end at their period end, pauses resume at their end, and a renewal declined for the whole grace
 * ends the pass. Then the leftovers of crashes: pending upgrade charges and stale pending orders.
 */
export function createRenewalService(deps: BillingDeps & { orders: Pick<OrderService, 'sweep'> }) {
  const { db, clock, bus, repo, subscriptions, orders } = deps;
  const charges = createCharges(deps);

  type Claim =
    | { kind: 'done'; userId: number; reason: string }
    | { kind: 'charge'; payment: PaymentRow }
    | { kind: 'skip' };

  /** Claims the next due subscription and does what needs no provider; null when none is due. */
  function claimNext(): Promise<Claim | null> {
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + CHARGE_LEASE_MS);
    return db.transaction(async (tx): Promise<Claim | null> => {
      const sub = await subscriptions.claimDue(now, tx);
      if (!sub) return null;
      const step = renewalStep(sub, now);
      if (!step) {
        // due by the query but not by the rules (should not happen): leave it for a while
        await subscriptions.leaseRenewal(sub.id, leaseUntil, tx);
        return { kind: 'skip' };
      }
      if (step.kind !== 'charge') {
        const { change, reason } = step.transition;
        await subscriptions.transition(sub, change, { actor: 'system', reason, at: now }, tx);
        return { kind: 'done', userId: sub.userId, reason };
      }
      await subscriptions.leaseRenewal(sub.id, leaseUntil, tx);
      const card = await repo.cardOf(sub.userId, deps.provider.name, tx);
      const payment = await repo.claimCharge(
        {
          userId: sub.userId,
          subscriptionId: sub.id,
          kind: 'renewal',
          status: 'pending',
          serviceId: step.product.serviceId,
          pass: step.product.pass,
          period: step.product.period,
          amountJpy: step.amountJpy,
          taxJpy: taxIncludedIn(step.amountJpy),
          paymentMethodId: card?.id ?? null,
          cardBrand: card?.brand ?? null,
          cardLast4: card?.last4 ?? null,
          provider: deps.provider.name,
          idempotencyKey: step.idempotencyKey,
          createdAt: now,
        },
        leaseUntil,
        now,
        tx,
      );
      return payment ? { kind: 'charge', payment } : { kind: 'skip' };
    });
  }

  /** Asks the provider for a renewal charge and settles it (left pending when it cannot be reached). */
  async function charge(payment: PaymentRow, run: RenewalRun): Promise<void> {
    const outcome = await charges.call(payment, `KICKOFF ${payment.pass} ${payment.period} renewal`);
    if (!outcome) return;
    const settled = await charges.settle(
      payment,
      outcome,
      (sub, paid, now) => afterRenewal(sub, paid, now),
      'system',
    );
    if (!settled.changed) return;
    if (outcome.status === 'paid') run.renewed++;
    else run.declined++;
  }

  /** Pending upgrade charges whose instance died: asked again with their key and settled. */
  async function recoverUpgrades(run: RenewalRun): Promise<void> {
    const now = clock.now();
    for (const stale of await repo.stalePendingUpgrades(now, 100)) {
      const payment = await repo.leaseCharge(stale.id, new Date(now.getTime() + CHARGE_LEASE_MS), db, now);
      if (!payment) continue;
      const outcome = await charges.call(payment, `KICKOFF upgrade to ${payment.pass}`);
      if (!outcome) continue;
      const settled = await charges.settle(payment, outcome, applyUpgrade(payment), 'system');
      if (settled.changed || settled.payment.status !== 'pending') run.recovered++;
    }
  }

  return {
    /** One run at the clock's now. */
    async run(): Promise<RenewalRun> {
      const run: RenewalRun = { renewed: 0, declined: 0, ended: 0, resumed: 0, recovered: 0, reconciled: 0 };
      for (let i = 0; i < MAX_PER_RUN; i++) {
        const claim = await claimNext();
        if (!claim) break;
        if (claim.kind === 'done') {
          if (claim.reason === 'auto_resume') run.resumed++;
          else run.ended++;
          await bus.publish({ type: 'pass.changed', userId: claim.userId });
        } else if (claim.kind === 'charge') {
          await charge(claim.payment, run);
        }
      }
      await recoverUpgrades(run);
      run.reconciled = await orders.sweep();
      return run;
    },
  };
}
