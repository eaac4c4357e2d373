import {
  type ActionState,
  type MemberCoupon,
  type MySubscription,
  type Order,
  type Payment,
  passOffers,
  productOf,
  type Subscription,
  type SubscriptionAction,
  scopeOfPass,
  type Voucher,
} from '@kickoff/contract';

/**
 * Billing data shaped by the contract (GET /passes, /subscription, /orders …) that the billing tests
 * share; no React here, so the rules' unit tests import it too. The billing server does not exist on
 * this branch: these answers are the contract's, not a server's.
 */

/** The fixed "now" of the billing tests (Date only: timers stay real). */
export const NOW = new Date('2026-11-20T03:00:00.000Z');
const DAY = 24 * 60 * 60_000;
export const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

export const offers = passOffers();

export const allowed: ActionState = { allowed: true };
export const refused = (code: string): ActionState => ({ allowed: false, code });

const allAllowed = (): Record<SubscriptionAction, ActionState> => ({
  upgrade: allowed,
  downgrade: allowed,
  cancel: allowed,
  restore: refused('RESTORE_NOT_ALLOWED'),
  pause: allowed,
  resume: refused('RESUME_NOT_ALLOWED'),
});

/** basic monthly, paid by card, in use: started 10 days ago, renews in 20 days. */
export type SubscriptionOverrides = Partial<Omit<Subscription, 'actions'>> & {
  actions?: Partial<Subscription['actions']>;
};

export function subscriptionOf(overrides: SubscriptionOverrides = {}): Subscription {
  const serviceId = overrides.serviceId ?? 1;
  const product = productOf(serviceId)!;
  return {
    id: 7,
    serviceId,
    pass: product.pass,
    period: product.period,
    status: 'in_use',
    paidBy: 'card',
    periodStart: at(-10),
    periodEnd: at(20),
    nextPaymentAt: at(20),
    nextPaymentJpy: product.priceJpy,
    scheduledChange: null,
    pausedAt: null,
    pausedUntil: null,
    graceUntil: null,
    card: { brand: 'visa', last4: '4242' },
    ...overrides,
    actions: { ...allAllowed(), ...overrides.actions },
  };
}

export function voucherOf(subscription: Subscription | null): Voucher {
  if (!subscription) {
    return {
      held: false,
      scope: scopeOfPass(null),
      serviceId: -1,
      pass: null,
      duration: null,
      status: null,
      startDate: null,
      endDate: null,
      renews: false,
      paidBy: null,
    };
  }
  return {
    held: true,
    scope: scopeOfPass(subscription.pass),
    serviceId: subscription.serviceId,
    pass: subscription.pass,
    duration: subscription.period,
    status: subscription.status,
    startDate: subscription.periodStart,
    endDate: subscription.periodEnd,
    renews: subscription.nextPaymentAt !== null,
    paidBy: subscription.paidBy,
  };
}

export function paymentOf(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 1,
    at: at(-10),
    kind: 'purchase',
    status: 'paid',
    serviceId: 1,
    pass: 'basic',
    period: 'monthly',
    amountJpy: 1_480,
    taxJpy: 134,
    receiptNo: 'KO-20261110-000001',
    card: { brand: 'visa', last4: '4242' },
    failure: null,
    ...overrides,
  };
}

export function couponOf(overrides: Partial<MemberCoupon> = {}): MemberCoupon {
  return {
    id: 31,
    code: 'HALF2026',
    source: 'coupon',
    title: '初回半額クーポン',
    kind: 'percent_off',
    value: 50,
    pass: null,
    status: 'registered',
    registeredAt: at(-1),
    usableUntil: at(30),
    usedAt: null,
    ...overrides,
  };
}

/** GET /subscription: a free member, verified for purchases, unless told otherwise. */
export function mySubscription(overrides: Partial<MySubscription> = {}): MySubscription {
  const subscription = overrides.subscription ?? null;
  return {
    voucher: voucherOf(subscription),
    subscription,
    payments: [],
    coupons: [],
    purchaseVerified: true,
    ...overrides,
  };
}

/** An order of premium monthly, pending at the provider's checkout. */
export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    id: 'ord_0123456789',
    kind: 'purchase',
    status: 'pending',
    serviceId: 3,
    pass: 'premium',
    period: 'monthly',
    listPriceJpy: 2_480,
    discountJpy: 0,
    amountJpy: 2_480,
    taxJpy: 225,
    coupon: null,
    checkoutUrl: 'http://localhost/sandbox-pay/checkout/cs_1',
    failure: null,
    createdAt: NOW.toISOString(),
    paidAt: null,
    ...overrides,
  };
}
