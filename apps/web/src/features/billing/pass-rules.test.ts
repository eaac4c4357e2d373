import { describe, expect, it } from 'vitest';
import {
  at,
  couponOf,
  mySubscription,
  NOW,
  refused,
  type SubscriptionOverrides,
  subscriptionOf,
} from '../../../test/billing-fixtures.js';
import {
  applicableCoupons,
  changeDeadline,
  changeOptions,
  conditionOf,
  daysLeft,
  isLowerPass,
  purchaseStanding,
  selectionFrom,
} from './pass-rules.js';

describe('purchaseStanding', () => {
  const standing = (overrides: SubscriptionOverrides | null) =>
    purchaseStanding(mySubscription({ subscription: overrides ? subscriptionOf(overrides) : null }), NOW)
      .kind;

  it('free without a pass, or with one that ended', () => {
    expect(standing(null)).toBe('free');
    expect(standing({ status: 'terminated' })).toBe('free');
    expect(standing({ status: 'cancelled', periodEnd: at(-1) })).toBe('free');
  });

  it('holding, cancelled or paused rules a purchase out; a free-days pass does not', () => {
    expect(standing({})).toBe('held');
    expect(standing({ status: 'change_scheduled' })).toBe('held');
    expect(standing({ status: 'resumed' })).toBe('held');
    expect(standing({ status: 'cancelled' })).toBe('cancelled');
    expect(standing({ status: 'paused', periodEnd: at(-5) })).toBe('paused');
    expect(standing({ paidBy: 'coupon' as 'card' })).toBe('coupon');
  });

  it('a pass in its grace period after a declined renewal is still held', () => {
    expect(standing({ periodEnd: at(-1), graceUntil: at(2) })).toBe('held');
  });
});

describe('conditionOf', () => {
  it('reads a declined renewal as payment failed, and resumed as in use', () => {
    expect(conditionOf({ status: 'in_use', graceUntil: at(2) })).toBe('payment_failed');
    expect(conditionOf({ status: 'resumed', graceUntil: null })).toBe('in_use');
    expect(conditionOf({ status: 'terminated', graceUntil: null })).toBe('ended');
    expect(conditionOf({ status: 'paused', graceUntil: at(2) })).toBe('paused');
  });
});

describe('changeOptions', () => {
  it('basic monthly: premium at once (prorated), basic annual at renewal', () => {
    const options = changeOptions(subscriptionOf(), NOW);
    expect(options.map((o) => [o.serviceId, o.timing, o.chargeNowJpy, o.priceJpy])).toEqual([
      [3, 'now', 667, 2_480],
      [2, 'renewal', 0, 14_800],
    ]);
  });

  it('premium monthly: basic and premium annual at renewal, gated by the scheduled kind', () => {
    const options = changeOptions(
      subscriptionOf({ serviceId: 3, actions: { downgrade: refused('CHANGE_ON_PAYMENT_DAY') } }),
      NOW,
    );
    expect(options.map((o) => [o.serviceId, o.timing, o.state])).toEqual([
      [1, 'renewal', { allowed: false, code: 'CHANGE_ON_PAYMENT_DAY' }],
      [4, 'renewal', { allowed: false, code: 'CHANGE_ON_PAYMENT_DAY' }],
    ]);
  });

  it('an annual pass is offered the other pass of its period (for the refusal to be read)', () => {
    const options = changeOptions(subscriptionOf({ serviceId: 4 }), NOW);
    expect(options.map((o) => o.serviceId)).toEqual([2]);
  });

  it('marks the change already scheduled', () => {
    const options = changeOptions(
      subscriptionOf({
        serviceId: 3,
        scheduledChange: { serviceId: 1, pass: 'basic', period: 'monthly', at: at(20) },
      }),
      NOW,
    );
    expect(options.find((o) => o.serviceId === 1)?.scheduled).toBe(true);
  });
});

describe('the rest', () => {
  it('changeDeadline is a day before the renewal', () => {
    expect(changeDeadline({ periodEnd: at(20) }).toISOString()).toBe(at(19));
  });

  it('applicableCoupons: registered discounts for this pass, still usable', () => {
    const coupons = [
      couponOf({ id: 1 }),
      couponOf({ id: 2, pass: 'basic' }),
      couponOf({ id: 3, status: 'used' }),
      couponOf({ id: 4, kind: 'free_days', value: 7 }),
      couponOf({ id: 5, usableUntil: at(-1) }),
      couponOf({ id: 6, pass: 'premium', kind: 'amount_off', value: 500 }),
    ];
    expect(applicableCoupons(coupons, 'premium', NOW).map((c) => c.id)).toEqual([1, 6]);
    expect(applicableCoupons(coupons, 'basic', NOW).map((c) => c.id)).toEqual([1, 2]);
  });

  it('selectionFrom reads ?pass= and &period=, premium monthly otherwise', () => {
    expect(selectionFrom(new URLSearchParams('pass=basic&period=annual'))).toEqual({
      pass: 'basic',
      period: 'annual',
    });
    expect(selectionFrom(new URLSearchParams('pass=gold&period=weekly'))).toEqual({
      pass: 'premium',
      period: 'monthly',
    });
  });

  it('isLowerPass and daysLeft', () => {
    expect(isLowerPass('basic', 'premium')).toBe(true);
    expect(isLowerPass('premium', 'basic')).toBe(false);
    expect(daysLeft(at(20), NOW)).toBe(20);
    expect(daysLeft(at(-1), NOW)).toBe(0);
  });
});
