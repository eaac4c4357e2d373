import {
  type Locale,
  type MemberCoupon,
  type Order,
  type Payment,
  type Subscription,
  taxIncludedIn,
} from '@kickoff/contract';
import { localize } from '../../shared/locale.js';
import type { SubscriptionRow } from '../passes/index.js';
import type { CardRow, OrderRow, PaymentRow } from './billing.repo.js';
import type { MemberCouponWithPromotion } from './coupons.repo.js';
import { actionsOf, productFor, serviceIdOfSub } from './lifecycle.js';
import { nextPaymentOf } from './renewal-rules.js';

// Rows → the contract's shapes (what the routes answer). No I/O here.

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

export function presentOrder(
  order: OrderRow,
  coupon: MemberCouponWithPromotion | null,
  locale: Locale,
): Order {
  return {
    id: order.id,
    kind: order.kind,
    status: order.status,
    serviceId: order.serviceId,
    pass: order.pass,
    period: order.period,
    listPriceJpy: order.listPriceJpy,
    discountJpy: order.discountJpy,
    amountJpy: order.amountJpy,
    taxJpy: taxIncludedIn(order.amountJpy),
    coupon: coupon ? { code: coupon.coupon.code, title: localize(coupon.promotion.title, locale) } : null,
    checkoutUrl: order.status === 'pending' ? order.checkoutUrl : null,
    failure: order.status === 'failed' ? (order.failure ?? 'processing_error') : null,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
  };
}

export function presentPayment(payment: PaymentRow): Payment {
  return {
    id: payment.id,
    at: (payment.settledAt ?? payment.createdAt).toISOString(),
    kind: payment.kind,
    status: payment.status === 'paid' ? 'paid' : 'failed',
    serviceId: payment.serviceId,
    pass: payment.pass,
    period: payment.period,
    amountJpy: payment.amountJpy,
    taxJpy: payment.taxJpy,
    receiptNo: payment.receiptNo ?? '',
    card:
      payment.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
    failure: payment.status === 'failed' ? (payment.failure ?? 'processing_error') : null,
  };
}

export function presentSubscription(sub: SubscriptionRow, card: CardRow | null, now: Date): Subscription {
  const next = nextPaymentOf(sub);
  const scheduled =
    sub.scheduledPass && sub.scheduledPeriod
      ? {
          serviceId: productFor(sub.scheduledPass, sub.scheduledPeriod).serviceId,
          pass: sub.scheduledPass,
          period: sub.scheduledPeriod,
          at: sub.periodEnd.toISOString(),
        }
      : null;
  return {
    id: sub.id,
    serviceId: serviceIdOfSub(sub),
    pass: sub.pass,
    period: sub.period,
    status: sub.status,
    paidBy: sub.paidBy,
    periodStart: sub.periodStart.toISOString(),
    periodEnd: sub.periodEnd.toISOString(),
    nextPaymentAt: iso(next?.at),
    nextPaymentJpy: next?.amountJpy ?? null,
    scheduledChange: scheduled,
    pausedAt: iso(sub.pausedAt),
    pausedUntil: iso(sub.pausedUntil),
    graceUntil: iso(sub.graceUntil),
    card: sub.paidBy === 'card' && card ? { brand: card.brand, last4: card.last4 } : null,
    actions: actionsOf(sub, now),
  };
}

export function presentCoupon(row: MemberCouponWithPromotion, now: Date, locale: Locale): MemberCoupon {
  const { coupon, promotion } = row;
  const status = coupon.usedAt
    ? 'used'
    : coupon.usableUntil && coupon.usableUntil <= now
      ? 'expired'
      : 'registered';
  return {
    id: coupon.id,
    code: coupon.code,
    source: promotion.source,
    title: localize(promotion.title, locale),
    kind: promotion.kind,
    value: promotion.value,
    pass: promotion.pass,
    status,
    registeredAt: coupon.registeredAt.toISOString(),
    usableUntil: iso(coupon.usableUntil),
    usedAt: iso(coupon.usedAt),
  };
}
