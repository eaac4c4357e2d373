import { randomBytes } from 'node:crypto';
import { type CreateOrderBody, type Locale, type Order, productOf, taxIncludedIn } from '@kickoff/contract';
import type { CheckoutOutcome, WebhookHeaders } from '../../payments/provider.js';
import { WebhookSignatureError } from '../../payments/provider.js';
import { AppError } from '../../shared/app-error.js';
import { holdLock, LOCKS } from '../../shared/locks.js';
import type { OrderOutcome, OrderRow } from './billing.repo.js';
import { type BillingDeps, customerReferenceOf } from './deps.js';
import { currentOf, purchasedTerms, refusePurchase } from './lifecycle.js';
import { presentOrder } from './present.js';
import { discounted, receiptNoOf } from './pricing.js';

const MINUTE = 60 * 1000;
/** A checkout session can be paid for this long (then the order expires). */
export const CHECKOUT_VALID_MS = 30 * MINUTE;

type Settled = Exclude<CheckoutOutcome, { status: 'open' }>;

/** The member buying: their id and the e-mail the provider sends the receipt to. */
export interface Buyer {
  id: number;
  email: string | null;
}

const DESCRIPTIONS: Record<Locale, (pass: string, period: string) => string> = {
  ja: (pass, period) =>
    `KICKOFF ${pass === 'premium' ? 'プレミアム' : 'ベーシック'} ${period === 'annual' ? '年額' : '月額'}`,
  ko: (pass, period) =>
    `KICKOFF ${pass === 'premium' ? '프리미엄' : '베이직'} ${period === 'annual' ? '연간' : '월간'}`,
  en: (pass, period) =>
    `KICKOFF ${pass === 'premium' ? 'Premium' : 'Basic'} ${period === 'annual' ? 'annual' : 'monthly'}`,
};

const newOrderId = () => `ord_${randomBytes(12).toString('base64url')}`;

/**
 * Orders (issue 11): a purchase is an order with the member's idempotency key, paid on the provider's
 * hosted checkout, then settled exactly once by `settle` — from the webhook, from the result page's
 * reconcile, or from the sweep of the renewal job, whichever comes first, or all at once.
 */
export function createOrderService(deps: BillingDeps & { publicUrl: string }) {
  const { db, clock, bus, provider, repo, coupons, subscriptions, log, faults, publicUrl } = deps;

  const couponOf = async (order: OrderRow) =>
    order.memberCouponId ? coupons.memberCoupon(order.memberCouponId) : null;
  const present = async (order: OrderRow, locale: Locale): Promise<Order> =>
    presentOrder(order, await couponOf(order), locale);

  /** Asks the provider for the checkout of a pending order that has none yet (same key: same session). */
  async function ensureCheckout(order: OrderRow, buyer: Buyer, locale: Locale): Promise<OrderRow> {
    if (order.status !== 'pending' || order.checkoutSessionId) return order;
    let session: { sessionId: string; url: string };
    try {
      session = await provider.createCheckout({
        reference: order.id,
        amountJpy: order.amountJpy,
        description: DESCRIPTIONS[locale](order.pass, order.period),
        customer: { reference: customerReferenceOf(buyer.id), email: buyer.email ?? '' },
        savePaymentMethod: true,
        returnUrl: `${publicUrl}/pay_result/${order.id}`,
        cancelUrl: `${publicUrl}/purchase`,
        idempotencyKey: `order:${order.id}`,
        locale,
        expiresAt: order.expiresAt,
      });
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'billing: the provider refused to open a checkout');
      throw new AppError(
        'PAYMENT_PROVIDER_ERROR',
        'The payment service cannot be reached. Please try again.',
        {
          cause: error,
        },
      );
    }
    return (await repo.attachCheckout(order.id, session)) ?? (await repo.order(order.id)) ?? order;
  }

  /** The same key again: the same order if the body is the same, else IDEMPOTENCY_KEY_REUSED. */
  async function replay(existing: OrderRow, body: CreateOrderBody, buyer: Buyer, locale: Locale) {
    if (existing.serviceId !== body.serviceId || existing.memberCouponId !== (body.couponId ?? null)) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for a different order.');
    }
    return present(await ensureCheckout(existing, buyer, locale), locale);
  }

  /** The discount of the member's coupon chosen for the order, or COUPON_NOT_APPLICABLE. */
  async function couponFor(couponId: number, buyer: Buyer, pass: string, now: Date) {
    const found = await coupons.memberCoupon(couponId);
    const usable =
      found &&
      found.coupon.userId === buyer.id &&
      !found.coupon.usedAt &&
      (!found.coupon.usableUntil || found.coupon.usableUntil > now) &&
      found.promotion.kind !== 'free_days' &&
      (found.promotion.pass === null || found.promotion.pass === pass);
    if (!usable) {
      throw new AppError(
        'COUPON_NOT_APPLICABLE',
        'This coupon cannot be used for this order (not yours, used, expired or for another pass).',
      );
    }
    return found.promotion;
  }

  /** The receipt number of a payment settled now (the sequence, in the caller's transaction). */
  const nextReceipt = async (at: Date, tx: Parameters<typeof repo.nextReceiptSequence>[0]) =>
    receiptNoOf(at, await repo.nextReceiptSequence(tx));

  /**
   * Settles an order with the provider's outcome, exactly once: in one transaction, the conditional
   * UPDATE of the order and — only when it changed the row — the pass (the member's other passes, the
   * free days of a coupon among them, replaced), the payment and its receipt, the saved card, the
   * coupon used, the history. Answers the order as it is after (settled here or before).
   */
  async function settle(orderId: string, outcome: Settled): Promise<OrderRow | null> {
    await faults.reach('settle:begin');
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const found = await repo.order(orderId, tx);
      if (found?.status !== 'pending') return { order: found, changed: false };
      await holdLock(tx, LOCKS.billing(found.userId));
      const settled: OrderOutcome =
        outcome.status === 'paid'
          ? { status: 'paid', at: outcome.paidAt }
          : outcome.status === 'failed'
            ? { status: 'failed', at: now, failure: outcome.failure }
            : { status: 'expired', at: now };
      const order = await repo.settleOrder(orderId, settled, tx);
      if (!order) return { order: await repo.order(orderId, tx), changed: false };
      await faults.reach('settle:order-updated');
      if (outcome.status === 'expired') return { order, changed: false };
      const base = {
        userId: order.userId,
        orderId: order.id,
        kind: 'purchase' as const,
        serviceId: order.serviceId,
        pass: order.pass,
        period: order.period,
        provider: provider.name,
        idempotencyKey: `order:${order.id}`,
        createdAt: order.createdAt,
        settledAt: now,
      };
      const receipt = await nextReceipt(now, tx);
      if (outcome.status === 'failed') {
        await repo.insertPayment(
          {
            ...base,
            status: 'failed',
            amountJpy: order.amountJpy,
            taxJpy: taxIncludedIn(order.amountJpy),
            receiptNo: receipt,
            failure: outcome.failure,
          },
          tx,
        );
        return { order, changed: false };
      }
      if (outcome.amountJpy !== order.amountJpy) {
        log.error(
          { orderId, charged: outcome.amountJpy, expected: order.amountJpy },
          'billing: amount differs',
        );
      }
      const card = outcome.paymentMethod
        ? await repo.saveCard(
            {
              userId: order.userId,
              provider: provider.name,
              providerMethodId: outcome.paymentMethod.id,
              brand: outcome.paymentMethod.brand,
              last4: outcome.paymentMethod.last4,
            },
            now,
            tx,
          )
        : null;
      // the pass: whatever the member still holds (a coupon's free days, a pass of a second order paid
      // in another tab) ends, the paid one starts now
      for (const held of await subscriptions.ofMember(order.userId, tx, true)) {
        const holds = held.status === 'paused' || currentOf([held], now) !== null;
        if (holds && held.paidBy !== 'coupon') {
          log.warn({ orderId, subscriptionId: held.id }, 'billing: a paid order replaces a pass still held');
        }
        await subscriptions.transition(
          held,
          { status: 'terminated', endedAt: now, graceUntil: null, nextRetryAt: null },
          { actor: 'system', reason: holds ? 'replaced_by_purchase' : 'expired', at: now },
          tx,
        );
      }
      const product = productOf(order.serviceId);
      if (!product) throw new Error(`order ${order.id}: no product ${order.serviceId}`);
      const sub = await subscriptions.insert(
        { userId: order.userId, ...purchasedTerms(product, now), createdAt: now, updatedAt: now },
        { actor: 'member', reason: 'purchase', at: now },
        tx,
      );
      await repo.insertPayment(
        {
          ...base,
          subscriptionId: sub.id,
          status: 'paid',
          amountJpy: outcome.amountJpy,
          taxJpy: taxIncludedIn(outcome.amountJpy),
          receiptNo: receipt,
          paymentMethodId: card?.id ?? null,
          cardBrand: card?.brand ?? null,
          cardLast4: card?.last4 ?? null,
          providerPaymentId: outcome.paymentId,
        },
        tx,
      );
      if (order.memberCouponId) await coupons.markUsed(order.memberCouponId, order.id, now, tx);
      return { order, changed: true };
    });
    if (result.changed && result.order)
      await bus.publish({ type: 'pass.changed', userId: result.order.userId });
    return result.order;
  }

  /**
   * Asks the provider how a pending order went and settles it when it is over; a provider that cannot
   * be reached leaves it pending (the next look, the webhook or the sweep settles it). An order left
   * without a session (a crash before it was stored) expires with its checkout time.
   */
  async function reconcile(order: OrderRow): Promise<OrderRow> {
    if (order.status !== 'pending') return order;
    if (!order.checkoutSessionId) {
      if (order.expiresAt > clock.now()) return order;
      return (await settle(order.id, { status: 'expired' })) ?? order;
    }
    let outcome: CheckoutOutcome;
    try {
      outcome = await provider.getCheckout(order.checkoutSessionId);
    } catch (error) {
      log.warn({ err: error, orderId: order.id }, 'billing: the provider could not be asked about an order');
      return order;
    }
    if (outcome.status === 'open') return order;
    return (await settle(order.id, outcome)) ?? order;
  }

  return {
    settle,
    reconcile,

    /** POST /orders: a new order and its checkout, or the same order again for the same key. */
    async create(buyer: Buyer, body: CreateOrderBody, locale: Locale): Promise<Order> {
      const key = body.idempotencyKey;
      const existing = await repo.orderByKey(buyer.id, key);
      if (existing) return replay(existing, body, buyer, locale);
      const product = productOf(body.serviceId);
      if (!product) throw new AppError('PASS_NOT_FOUND', 'No pass has this service id.');
      if (!(await repo.purchaseVerifiedAt(buyer.id))) {
        throw new AppError(
          'PURCHASE_VERIFICATION_REQUIRED',
          'Check the code we e-mail you before your first purchase.',
        );
      }
      const now = clock.now();
      const refused = refusePurchase(await subscriptions.ofMember(buyer.id), product, now);
      if (refused) throw new AppError(refused.refused, refused.message);
      const couponId = body.couponId ?? null;
      const promotion = couponId ? await couponFor(couponId, buyer, product.pass, now) : null;
      const price = discounted(product.priceJpy, promotion);
      const inserted = await repo.insertOrder({
        id: newOrderId(),
        userId: buyer.id,
        serviceId: product.serviceId,
        pass: product.pass,
        period: product.period,
        listPriceJpy: product.priceJpy,
        discountJpy: price.discountJpy,
        amountJpy: price.amountJpy,
        memberCouponId: couponId,
        idempotencyKey: key,
        provider: provider.name,
        expiresAt: new Date(now.getTime() + CHECKOUT_VALID_MS),
        createdAt: now,
      });
      // the same key at the same moment: the other request inserted it
      if (!inserted) {
        const raced = await repo.orderByKey(buyer.id, key);
        if (!raced) throw new Error('order insert conflicted but no order has the key');
        return replay(raced, body, buyer, locale);
      }
      return present(await ensureCheckout(inserted, buyer, locale), locale);
    },

    /** GET /orders/:id: the member's own order; a pending one is reconciled with the provider first. */
    async get(userId: number, id: string, locale: Locale): Promise<Order> {
      const order = await repo.order(id);
      if (!order || order.userId !== userId) throw new AppError('ORDER_NOT_FOUND', 'No such order.');
      return present(await reconcile(order), locale);
    },

    /**
     * POST /pay/webhook: a provider's notification, verified over its raw bytes (400
     * WEBHOOK_SIGNATURE_INVALID, nothing changed), then the order settled — a valid event about an
     * order already settled, or unknown here, is acknowledged all the same.
     */
    async webhook(rawBody: Buffer, headers: WebhookHeaders): Promise<void> {
      let event: ReturnType<typeof provider.parseWebhook>;
      try {
        event = provider.parseWebhook(rawBody, headers, clock.now());
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          log.warn({ reason: error.message }, 'billing: a webhook was refused');
          throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The notification signature is invalid.');
        }
        throw new AppError('BAD_REQUEST', 'The notification cannot be read.', { cause: error });
      }
      const order = await repo.order(event.reference);
      if (!order || order.provider !== provider.name) {
        log.warn({ eventId: event.eventId, reference: event.reference }, 'billing: a webhook for no order');
        return;
      }
      if (order.checkoutSessionId && order.checkoutSessionId !== event.sessionId) {
        log.warn({ eventId: event.eventId, orderId: order.id }, 'billing: a webhook of another session');
        return;
      }
      if (order.status === 'pending') await settle(order.id, event.outcome);
    },

    /** The sweep: pending orders whose checkout ran out a minute ago or more, reconciled. */
    async sweep(limit = 100): Promise<number> {
      const stale = await repo.stalePendingOrders(new Date(clock.now().getTime() - MINUTE), limit);
      let settled = 0;
      for (const order of stale) {
        if ((await reconcile(order)).status !== 'pending') settled++;
      }
      return settled;
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
