import { proratedUpgradeJpy } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { at, DAY, END, MID, START, sub } from '../../../test/lifecycle-fixtures.js';
import {
  actionsOf,
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
  refusePurchase,
  type Transition,
  upgradeTransition,
} from './lifecycle.js';

const refusal = (decision: object) => (isRefusal(decision) ? (decision as Refusal).refused : 'allowed');
const change = (decision: object) => {
  if (isRefusal(decision)) throw new Error(`refused: ${decision.refused}`);
  return (decision as Transition).change;
};
const BASIC_M = productFor('basic', 'monthly');
const BASIC_Y = productFor('basic', 'annual');
const PREMIUM_M = productFor('premium', 'monthly');
const PREMIUM_Y = productFor('premium', 'annual');

describe('buying a pass', () => {
  it('is refused while a pass is held (PASS_ALREADY_HELD), in any state of use, grace or pause', () => {
    for (const status of ['in_use', 'change_scheduled', 'resumed', 'cancelled', 'paused'] as const) {
      expect(refusePurchase([sub({ status })], PREMIUM_M, MID)?.refused, status).toBe('PASS_ALREADY_HELD');
    }
    const grace = sub({ graceUntil: at('2026-12-13T03:00:00Z'), nextRetryAt: at('2026-12-11T03:00:00Z') });
    expect(refusePurchase([grace], PREMIUM_M, at('2026-12-11T00:00:00Z'))?.refused).toBe('PASS_ALREADY_HELD');
  });

  it('refuses a lower pass while a cancelled higher one runs (LOWER_PASS_AFTER_EXPIRY), allows it after', () => {
    const cancelled = sub({ pass: 'premium', status: 'cancelled', cancelledAt: MID });
    expect(refusePurchase([cancelled], BASIC_M, MID)?.refused).toBe('LOWER_PASS_AFTER_EXPIRY');
    expect(refusePurchase([cancelled], BASIC_Y, MID)?.refused).toBe('LOWER_PASS_AFTER_EXPIRY');
    // the same pass: restore it instead
    expect(refusePurchase([cancelled], PREMIUM_M, MID)?.refused).toBe('PASS_ALREADY_HELD');
    expect(refusePurchase([cancelled], BASIC_M, END)).toBeNull();
  });

  it('is allowed without a pass, after a pass ended, and over the free days of a coupon', () => {
    expect(refusePurchase([], PREMIUM_M, MID)).toBeNull();
    expect(refusePurchase([sub({ status: 'terminated' })], PREMIUM_M, MID)).toBeNull();
    expect(refusePurchase([sub({ periodEnd: at('2026-11-20T00:00:00Z') })], PREMIUM_M, MID)).toBeNull();
    expect(refusePurchase([sub({ pass: 'premium', paidBy: 'coupon' })], PREMIUM_M, MID)).toBeNull();
  });
});

describe('changing the pass', () => {
  it('upgrades basic → premium monthly at once, charged the prorated difference', () => {
    const decision = decideChange(sub(), PREMIUM_M, MID);
    expect(decision).toEqual({
      kind: 'upgrade',
      to: PREMIUM_M,
      amountJpy: proratedUpgradeJpy(1_480, 2_480, { start: START, end: END }, MID),
    });
    // half the period left (15 of 30 days): half the 1,000 yen difference
    expect(decision).toMatchObject({ amountJpy: 500 });
    const upgraded = upgradeTransition(sub({ status: 'resumed' }), PREMIUM_M);
    expect(upgraded).toEqual({
      change: {
        pass: 'premium',
        period: 'monthly',
        status: 'resumed',
        scheduledPass: null,
        scheduledPeriod: null,
      },
      reason: 'upgrade',
    });
    // an upgrade drops a scheduled change (basic annual) and is in use again
    const scheduled = sub({ status: 'change_scheduled', scheduledPass: 'basic', scheduledPeriod: 'annual' });
    expect(upgradeTransition(scheduled, PREMIUM_M).change.status).toBe('in_use');
  });

  it('schedules a downgrade, or a move to an annual pass, for the renewal', () => {
    const premium = sub({ pass: 'premium' });
    expect(change(asTransition(decideChange(premium, BASIC_M, MID)))).toEqual({
      status: 'change_scheduled',
      scheduledPass: 'basic',
      scheduledPeriod: 'monthly',
    });
    expect(change(asTransition(decideChange(premium, PREMIUM_Y, MID)))).toMatchObject({
      scheduledPass: 'premium',
      scheduledPeriod: 'annual',
    });
    // basic monthly → premium annual: a higher pass, but annual: at the renewal too
    expect(decideChange(sub(), PREMIUM_Y, MID)).toMatchObject({ kind: 'schedule' });
  });

  it('refuses each change the spec refuses, with its code', () => {
    expect(refusal(decideChange(null, PREMIUM_M, MID))).toBe('NO_SUBSCRIPTION');
    expect(refusal(decideChange(sub({ paidBy: 'app_store' }), PREMIUM_M, MID))).toBe(
      'APP_STORE_CHANGE_IN_STORE',
    );
    expect(refusal(decideChange(sub({ paidBy: 'carrier' }), PREMIUM_M, MID))).toBe('CARRIER_CANNOT_CHANGE');
    expect(refusal(decideChange(sub({ paidBy: 'coupon' }), PREMIUM_M, MID))).toBe('NO_SUBSCRIPTION');
    expect(refusal(decideChange(sub({ period: 'annual' }), PREMIUM_M, MID))).toBe('ANNUAL_CANNOT_CHANGE');
    expect(refusal(decideChange(sub({ status: 'cancelled' }), PREMIUM_M, MID))).toBe('NO_SUBSCRIPTION');
    expect(refusal(decideChange(sub({ status: 'paused' }), PREMIUM_M, MID))).toBe('NO_SUBSCRIPTION');
    expect(refusal(decideChange(sub(), BASIC_M, MID))).toBe('CHANGE_SAME_PASS');
    const scheduled = sub({
      pass: 'premium',
      status: 'change_scheduled',
      scheduledPass: 'basic',
      scheduledPeriod: 'monthly',
    });
    expect(refusal(decideChange(scheduled, BASIC_M, MID))).toBe('CHANGE_SAME_PASS');
  });

  it('refuses any change on the automatic payment day (Tokyo), even before the payment hour', () => {
    // 10 Dec 00:30 JST (9 Dec 15:30 UTC) is the payment day in Tokyo, though not in UTC
    const paymentDay = at('2026-12-09T15:30:00Z');
    expect(refusal(decideChange(sub(), PREMIUM_M, paymentDay))).toBe('CHANGE_ON_PAYMENT_DAY');
    expect(refusal(decideChange(sub({ pass: 'premium' }), BASIC_M, paymentDay))).toBe(
      'CHANGE_ON_PAYMENT_DAY',
    );
    // 9 Dec 23:59 JST is the day before: an upgrade is still allowed
    expect(decideChange(sub(), PREMIUM_M, at('2026-12-09T14:59:00Z'))).toMatchObject({ kind: 'upgrade' });
    // while a declined renewal is retried, and once the period is over, too
    const grace = sub({ graceUntil: at('2026-12-13T03:00:00Z'), nextRetryAt: at('2026-12-11T03:00:00Z') });
    expect(refusal(decideChange(grace, PREMIUM_M, at('2026-12-11T05:00:00Z')))).toBe('CHANGE_ON_PAYMENT_DAY');
  });

  it('refuses a scheduled change from one day before the renewal (CHANGE_DEADLINE_PASSED)', () => {
    const premium = sub({ pass: 'premium' });
    expect(decideChange(premium, BASIC_M, new Date(END.getTime() - DAY - 1))).toMatchObject({
      kind: 'schedule',
    });
    // 9 Dec 12:00 JST: 24 hours before, the day before the payment day
    expect(refusal(decideChange(premium, BASIC_M, new Date(END.getTime() - DAY)))).toBe(
      'CHANGE_DEADLINE_PASSED',
    );
  });

  it('drops a scheduled change under the same deadlines, back in use', () => {
    const scheduled = sub({
      pass: 'premium',
      status: 'change_scheduled',
      scheduledPass: 'basic',
      scheduledPeriod: 'monthly',
    });
    expect(decideCancelChange(scheduled, MID)).toEqual({
      change: { status: 'in_use', scheduledPass: null, scheduledPeriod: null },
      reason: 'change_cancelled',
    });
    expect(refusal(decideCancelChange(null, MID))).toBe('NO_SUBSCRIPTION');
    expect(refusal(decideCancelChange(sub(), MID))).toBe('NO_SCHEDULED_CHANGE');
    expect(refusal(decideCancelChange(scheduled, new Date(END.getTime() - DAY)))).toBe(
      'CHANGE_DEADLINE_PASSED',
    );
    expect(refusal(decideCancelChange(scheduled, at('2026-12-09T16:00:00Z')))).toBe('CHANGE_ON_PAYMENT_DAY');
  });
});

const asTransition = (decision: ReturnType<typeof decideChange>) => {
  if (isRefusal(decision) || decision.kind !== 'schedule') throw new Error('not a scheduled change');
  return decision.transition;
};

describe('cancel and restore', () => {
  it('cancels to the period end, dropping a scheduled change and a failing renewal', () => {
    const scheduled = sub({
      pass: 'premium',
      status: 'change_scheduled',
      scheduledPass: 'basic',
      scheduledPeriod: 'monthly',
    });
    expect(decideCancel(scheduled, MID)).toEqual({
      change: {
        status: 'cancelled',
        cancelledAt: MID,
        scheduledPass: null,
        scheduledPeriod: null,
        graceUntil: null,
        nextRetryAt: null,
      },
      reason: 'cancel',
    });
    expect(change(decideCancel(sub({ status: 'resumed' }), MID)).status).toBe('cancelled');
    // a carrier pass may be cancelled (it cannot be changed)
    expect(change(decideCancel(sub({ paidBy: 'carrier' }), MID)).status).toBe('cancelled');
  });

  it('refuses a cancel of no pass, an app-store pass, a coupon pass, a cancelled or a paused one', () => {
    expect(refusal(decideCancel(null, MID))).toBe('NO_SUBSCRIPTION');
    expect(refusal(decideCancel(sub({ paidBy: 'app_store' }), MID))).toBe('APP_STORE_CHANGE_IN_STORE');
    expect(refusal(decideCancel(sub({ paidBy: 'coupon' }), MID))).toBe('CANCEL_NOT_ALLOWED');
    expect(refusal(decideCancel(sub({ status: 'cancelled' }), MID))).toBe('CANCEL_NOT_ALLOWED');
    expect(refusal(decideCancel(sub({ status: 'paused' }), MID))).toBe('CANCEL_NOT_ALLOWED');
  });

  it('restores a cancelled pass while its period runs, not after', () => {
    const cancelled = sub({ status: 'cancelled', cancelledAt: MID });
    expect(decideRestore(cancelled, MID)).toEqual({
      change: { status: 'in_use', cancelledAt: null },
      reason: 'restore',
    });
    expect(refusal(decideRestore(cancelled, END))).toBe('RESTORE_NOT_ALLOWED');
    expect(refusal(decideRestore(sub(), MID))).toBe('RESTORE_NOT_ALLOWED');
    expect(refusal(decideRestore(null, MID))).toBe('NO_SUBSCRIPTION');
    expect(refusal(decideRestore(sub({ status: 'cancelled', paidBy: 'app_store' }), MID))).toBe(
      'APP_STORE_CHANGE_IN_STORE',
    );
  });
});

describe('pause and resume', () => {
  it('pauses 1–6 calendar months in Tokyo, keeping the paid time left', () => {
    expect(decidePause(sub(), 1, MID)).toEqual({
      change: {
        status: 'paused',
        pausedAt: MID,
        pausedUntil: at('2026-12-25T03:00:00Z'),
        pausedRemainingMs: 15 * DAY,
      },
      reason: 'pause',
    });
    // 31 Aug 09:00 JST + 6 months → 28 Feb (2027 is not a leap year); + 1 → 30 Sep
    const endOfAugust = at('2026-08-31T00:00:00Z');
    const august = sub({ periodStart: at('2026-08-20T00:00:00Z'), periodEnd: at('2026-09-20T00:00:00Z') });
    expect(change(decidePause(august, 6, endOfAugust)).pausedUntil).toEqual(at('2027-02-28T00:00:00Z'));
    expect(change(decidePause(august, 1, endOfAugust)).pausedUntil).toEqual(at('2026-09-30T00:00:00Z'));
    // 31 Jan 08:00 JST is still 30 Jan in UTC: the month is Tokyo's → 28 Feb JST
    const january = sub({ periodStart: at('2027-01-20T00:00:00Z'), periodEnd: at('2027-02-20T00:00:00Z') });
    expect(change(decidePause(january, 1, at('2027-01-30T23:00:00Z'))).pausedUntil).toEqual(
      at('2027-02-27T23:00:00Z'),
    );
  });

  it('refuses a pause of anything but a card pass in use or resumed, outside 1–6 months', () => {
    expect(refusal(decidePause(null, 1, MID))).toBe('NO_SUBSCRIPTION');
    for (const s of [
      sub({ paidBy: 'app_store' }),
      sub({ paidBy: 'carrier' }),
      sub({ paidBy: 'coupon' }),
      sub({ status: 'cancelled' }),
      sub({ status: 'paused' }),
      sub({ status: 'change_scheduled', scheduledPass: 'premium', scheduledPeriod: 'annual' }),
      sub({ graceUntil: at('2026-12-13T03:00:00Z'), nextRetryAt: at('2026-12-11T03:00:00Z') }),
    ]) {
      expect(refusal(decidePause(s, 1, MID)), JSON.stringify(s)).toBe('PAUSE_NOT_ALLOWED');
    }
    expect(refusal(decidePause(sub(), 0, MID))).toBe('PAUSE_NOT_ALLOWED');
    expect(refusal(decidePause(sub(), 7, MID))).toBe('PAUSE_NOT_ALLOWED');
    expect(refusal(decidePause(sub(), 1, END))).toBe('PAUSE_NOT_ALLOWED');
    expect(change(decidePause(sub({ status: 'resumed' }), 6, MID)).status).toBe('paused');
    expect(change(decidePause(sub({ period: 'annual' }), 3, MID)).status).toBe('paused');
  });

  it('resumes with a new period of the kept time, on request or at the pause end', () => {
    const paused = sub({
      status: 'paused',
      pausedAt: MID,
      pausedUntil: at('2027-02-25T03:00:00Z'),
      pausedRemainingMs: 15 * DAY,
    });
    const now = at('2027-01-05T00:00:00Z');
    expect(decideResume(paused, now)).toEqual({
      change: {
        status: 'resumed',
        periodStart: now,
        periodEnd: at('2027-01-20T00:00:00Z'),
        pausedAt: null,
        pausedUntil: null,
        pausedRemainingMs: null,
      },
      reason: 'resume',
    });
    expect((decideResume(paused, now, true) as Transition).reason).toBe('auto_resume');
    expect(refusal(decideResume(sub(), now))).toBe('RESUME_NOT_ALLOWED');
    expect(refusal(decideResume(null, now))).toBe('NO_SUBSCRIPTION');
  });
});

describe('what my passes show', () => {
  it('the actions, by the same rules as the calls', () => {
    expect(actionsOf(sub(), MID)).toEqual({
      upgrade: { allowed: true },
      // basic monthly: no lower pass, but the annual period at the renewal
      downgrade: { allowed: true },
      cancel: { allowed: true },
      restore: { allowed: false, code: 'RESTORE_NOT_ALLOWED' },
      pause: { allowed: true },
      resume: { allowed: false, code: 'RESUME_NOT_ALLOWED' },
    });
    expect(actionsOf(sub({ pass: 'premium', status: 'cancelled' }), MID)).toMatchObject({
      // a cancelled pass does not renew: nothing to change (restore it first)
      upgrade: { allowed: false, code: 'NO_SUBSCRIPTION' },
      downgrade: { allowed: false, code: 'NO_SUBSCRIPTION' },
      restore: { allowed: true },
    });
    expect(Object.values(actionsOf(null, MID)).every((a) => !a.allowed && a.code === 'NO_SUBSCRIPTION')).toBe(
      true,
    );
    // premium monthly with basic scheduled: premium annual may still take its place
    const scheduled = sub({
      pass: 'premium',
      status: 'change_scheduled',
      scheduledPass: 'basic',
      scheduledPeriod: 'monthly',
    });
    expect(actionsOf(scheduled, MID)).toMatchObject({
      upgrade: { allowed: false, code: 'CHANGE_SAME_PASS' },
      downgrade: { allowed: true },
    });
    expect(decideChange(scheduled, PREMIUM_Y, MID)).toMatchObject({ kind: 'schedule' });
    // and the common refusals still speak for every change at the renewal
    expect(actionsOf(sub({ period: 'annual' }), MID).downgrade).toEqual({
      allowed: false,
      code: 'ANNUAL_CANNOT_CHANGE',
    });
    expect(actionsOf(sub({ pass: 'premium' }), at('2026-12-09T12:00:00Z')).downgrade).toEqual({
      allowed: false,
      code: 'CHANGE_DEADLINE_PASSED',
    });
    expect(actionsOf(sub({ paidBy: 'carrier' }), MID).upgrade).toEqual({
      allowed: false,
      code: 'CARRIER_CANNOT_CHANGE',
    });
  });

  it('the current pass: the one giving access (higher first), else a paused one', () => {
    const paused = sub({
      id: 1,
      status: 'paused',
      pausedUntil: at('2027-01-01T00:00:00Z'),
      pausedRemainingMs: DAY,
    });
    const ended = sub({ id: 2, status: 'terminated' });
    expect(currentOf([ended, paused], MID)).toBe(paused);
    const premium = sub({ id: 3, pass: 'premium' });
    expect(currentOf([paused, sub({ id: 4 }), premium], MID)).toBe(premium);
    expect(currentOf([ended], MID)).toBeNull();
  });
});
