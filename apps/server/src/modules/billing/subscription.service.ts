import { randomUUID } from 'node:crypto';
import {
  type Locale,
  type MySubscription,
  type Payment,
  productOf,
  type Subscription,
  taxIncludedIn,
} from '@kickoff/contract';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { holdLock, LOCKS } from '../../shared/locks.js';
import type { PassService, SubscriptionRow } from '../passes/index.js';
import type { PaymentRow } from './billing.repo.js';
import { type ApplyCharge, createCharges } from './charges.js';
import { type BillingDeps, CHARGE_LEASE_MS } from './deps.js';
import {
  currentOf,
  decideCancel,
  decideCancelChange,
  decideChange,
  decidePause,
  decideRestore,
  decideResume,
  isRefusal,
  productFor,
  type Refusal,
  type Sub,
  type Transition,
  upgradeTransition,
} from './lifecycle.js';
import { presentCoupon, presentPayment, presentSubscription } from './present.js';
import { MIN_CHARGE_JPY } from './pricing.js';

/** Refusals of a change that hold only for now: the pass itself can be changed here. */
const NOT_TODAY = new Set<string>(['CHANGE_ON_PAYMENT_DAY', 'CHANGE_DEADLINE_PASSED']);

/** How many payments my passes list. */
const PAYMENTS_LISTED = 50;

/** The upgrade's saved-card charge applied to the subscription: the higher pass at once when paid. */
export const applyUpgrade =
  (payment: Pick<PaymentRow, 'serviceId'>): ApplyCharge =>
  (sub, paid) => {
    const to = productOf(payment.serviceId);
    return paid && to ? upgradeTransition(sub, to) : null;
  };

/**
 * The member's subscription (my passes) and its lifecycle: each call reads the member's passes under
 * their lock, asks the pure rules of lifecycle.ts, and applies the answer with its history row; every
 * change publishes `pass.changed`.
 */
export function createSubscriptionService(deps: BillingDeps & { passes: Pick<PassService, 'voucherOf'> }) {
  const { db, clock, bus, provider, repo, coupons, subscriptions, passes } = deps;
  const charges = createCharges(deps);

  const present = async (sub: SubscriptionRow, now: Date): Promise<Subscription> =>
    presentSubscription(sub, await repo.cardOf(sub.userId, provider.name), now);

  /** The member's current subscription, every live one locked until the transaction ends. */
  async function lockedCurrent(userId: number, tx: Executor, now: Date) {
    await holdLock(tx, LOCKS.billing(userId));
    return currentOf(await subscriptions.ofMember(userId, tx, true), now);
  }

  const fail = (refusal: Refusal): never => {
    throw new AppError(refusal.refused, refusal.message);
  };

  /** Applies one member action: decided by the rules, written with its history, or refused. */
  async function act(userId: number, decide: (sub: Sub | null, now: Date) => Refusal | Transition) {
    const now = clock.now();
    const after = await db.transaction(async (tx) => {
      const sub = await lockedCurrent(userId, tx, now);
      const decision = decide(sub, now);
      if (isRefusal(decision)) return fail(decision);
      if (!sub) throw new Error('a transition without a subscription');
      return subscriptions.transition(
        sub,
        decision.change,
        { actor: 'member', reason: decision.reason, at: now },
        tx,
      );
    });
    await bus.publish({ type: 'pass.changed', userId });
    return present(after, now);
  }

  /**
   * An upgrade: the charge recorded pending first (or the pending one of an earlier try taken over),
   * the provider asked with no transaction open, the outcome settled once with the pass changed in the
   * same transaction. Declined: 402 PAYMENT_FAILED and nothing changes; the provider unreachable: 502,
   * the charge stays pending and the next try (or the renewal job's sweep) finishes it.
   */
  async function upgrade(userId: number, serviceId: number) {
    const to = productOf(serviceId);
    if (!to) throw new AppError('PASS_NOT_FOUND', 'No pass has this service id.');
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + CHARGE_LEASE_MS);
    const step = await db.transaction(async (tx) => {
      const sub = await lockedCurrent(userId, tx, now);
      const decision = decideChange(sub, to, now);
      if (isRefusal(decision)) return fail(decision);
      if (!sub) throw new Error('a change without a subscription');
      if (decision.kind === 'schedule') {
        const t = decision.transition;
        const after = await subscriptions.transition(
          sub,
          t.change,
          { actor: 'member', reason: t.reason, at: now },
          tx,
        );
        return { kind: 'scheduled' as const, after };
      }
      const pending = await repo.pendingUpgrade(sub.id, tx);
      if (pending) {
        return {
          kind: 'charge' as const,
          payment: (await repo.leaseCharge(pending.id, leaseUntil, tx)) ?? pending,
        };
      }
      const card = await repo.cardOf(userId, provider.name, tx);
      if (!card)
        throw new AppError('PAYMENT_FAILED', 'No saved card to charge: buy a pass with a card first.');
      const amountJpy = Math.max(MIN_CHARGE_JPY, decision.amountJpy);
      const payment = await repo.claimCharge(
        {
          userId,
          subscriptionId: sub.id,
          kind: 'upgrade',
          status: 'pending',
          serviceId: to.serviceId,
          pass: to.pass,
          period: to.period,
          amountJpy,
          taxJpy: taxIncludedIn(amountJpy),
          paymentMethodId: card.id,
          cardBrand: card.brand,
          cardLast4: card.last4,
          provider: provider.name,
          idempotencyKey: `upgrade:${sub.id}:${randomUUID()}`,
          createdAt: now,
        },
        leaseUntil,
        now,
        tx,
      );
      if (!payment) throw new Error('a fresh upgrade charge was not recorded');
      return { kind: 'charge' as const, payment };
    });
    if (step.kind === 'scheduled') {
      await bus.publish({ type: 'pass.changed', userId });
      return { subscription: await present(step.after, now), payment: null };
    }
    const outcome = await charges.call(step.payment, `KICKOFF upgrade to ${to.pass}`);
    if (!outcome) {
      throw new AppError(
        'PAYMENT_PROVIDER_ERROR',
        'The payment service cannot be reached. Please try again.',
      );
    }
    const settled = await charges.settle(step.payment, outcome, applyUpgrade(step.payment), 'member');
    if (settled.payment.status === 'failed') {
      throw new AppError('PAYMENT_FAILED', 'The card was not charged: the upgrade was not made.', {
        fields: { failure: settled.payment.failure ?? 'processing_error' },
      });
    }
    const sub = settled.sub ?? (await subscriptions.lock(step.payment.subscriptionId ?? 0, db));
    if (!sub) throw new Error('an upgraded subscription vanished');
    const payment: Payment = presentPayment(settled.payment);
    return { subscription: await present(sub, clock.now()), payment };
  }

  return {
    /** GET /subscription: my passes. */
    async mine(userId: number, locale: Locale): Promise<MySubscription> {
      const now = clock.now();
      const [voucher, subs, paid, registered, verifiedAt] = await Promise.all([
        passes.voucherOf(userId),
        subscriptions.ofMember(userId),
        repo.paymentsOf(userId, PAYMENTS_LISTED),
        coupons.ofMember(userId),
        repo.purchaseVerifiedAt(userId),
      ]);
      const current = currentOf(subs, now);
      return {
        voucher,
        subscription: current ? await present(current, now) : null,
        payments: paid.map(presentPayment),
        coupons: registered.map((row) => presentCoupon(row, now, locale)),
        purchaseVerified: verifiedAt !== null,
      };
    },

    /** POST /subscription/change: an upgrade now (charged) or a change scheduled for the renewal. */
    change: upgrade,
    cancelChange: (userId: number) => act(userId, decideCancelChange),
    cancel: (userId: number) => act(userId, decideCancel),
    restore: (userId: number) => act(userId, decideRestore),
    pause: (userId: number, months: number) => act(userId, (sub, now) => decidePause(sub, months, now)),
    resume: (userId: number) => act(userId, (sub, now) => decideResume(sub, now)),

    /**
     * POST /pay/checkCarrier (spec §7): whether the member's pass is carrier-billed, and whether it is a
     * pass that can be changed here at all (not carrier, app-store, annual or a coupon's; a change
     * refused only for today — the payment day, the deadline — still counts as changeable).
     */
    async checkCarrier(userId: number): Promise<{ carrier: boolean; changeable: boolean }> {
      const now = clock.now();
      const sub = currentOf(await subscriptions.ofMember(userId), now);
      if (!sub) return { carrier: false, changeable: false };
      const other = productFor(sub.pass === 'premium' ? 'basic' : 'premium', 'monthly');
      const decision = decideChange(sub, other, now);
      const changeable = !isRefusal(decision) || NOT_TODAY.has(decision.refused);
      return { carrier: sub.paidBy === 'carrier', changeable };
    },
  };
}
