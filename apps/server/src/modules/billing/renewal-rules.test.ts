import { describe, expect, it } from 'vitest';
import { at, DAY, END, HOUR, MID, sub } from '../../../test/lifecycle-fixtures.js';
import { currentOf, productFor, RULES } from './lifecycle.js';
import { afterRenewal, nextPaymentOf, renewalStep } from './renewal-rules.js';

const BASIC_M = productFor('basic', 'monthly');
const BASIC_Y = productFor('basic', 'annual');
describe('renewal', () => {
  it('charges a due card renewal with a key of its period, the scheduled product if any', () => {
    expect(renewalStep(sub(), new Date(END.getTime() - 1))).toBeNull();
    expect(renewalStep(sub(), END)).toEqual({
      kind: 'charge',
      product: BASIC_M,
      amountJpy: 1_480,
      idempotencyKey: `renewal:7:${END.toISOString()}`,
    });
    const scheduled = sub({
      pass: 'premium',
      status: 'change_scheduled',
      scheduledPass: 'basic',
      scheduledPeriod: 'annual',
    });
    expect(renewalStep(scheduled, END)).toMatchObject({ product: BASIC_Y, amountJpy: 14_800 });
    // app-store and carrier passes renew in their stores: not here
    expect(renewalStep(sub({ paidBy: 'app_store' }), END)).toBeNull();
    expect(renewalStep(sub({ paidBy: 'carrier' }), END)).toBeNull();
  });

  it('starts the next period from the old end when paid, applying a scheduled change', () => {
    const paid = afterRenewal(sub(), true, END);
    expect(paid).toEqual({
      change: {
        pass: 'basic',
        period: 'monthly',
        status: 'in_use',
        periodStart: END,
        periodEnd: at('2027-01-10T03:00:00Z'),
        scheduledPass: null,
        scheduledPeriod: null,
        graceUntil: null,
        nextRetryAt: null,
      },
      reason: 'renewal',
    });
    const scheduled = sub({
      pass: 'premium',
      status: 'change_scheduled',
      scheduledPass: 'basic',
      scheduledPeriod: 'annual',
    });
    expect(afterRenewal(scheduled, true, END)).toMatchObject({
      change: { pass: 'basic', period: 'annual', periodEnd: at('2027-12-10T03:00:00Z'), status: 'in_use' },
      reason: 'change_applied',
    });
  });

  it('gives 3 days of grace to a declined renewal, retried every day, then ends the pass', () => {
    const declined = afterRenewal(sub(), false, new Date(END.getTime() + 60_000));
    const graceUntil = new Date(END.getTime() + RULES.graceMs);
    expect(declined).toEqual({
      change: { graceUntil, nextRetryAt: new Date(END.getTime() + 60_000 + DAY) },
      reason: 'renewal_declined',
    });
    const inGrace = sub({ graceUntil, nextRetryAt: new Date(END.getTime() + DAY) });
    // access continues, and the retry waits for its day with a key of its own
    expect(currentOf([inGrace], new Date(END.getTime() + 2 * HOUR))).toBe(inGrace);
    expect(renewalStep(inGrace, new Date(END.getTime() + 2 * HOUR))).toBeNull();
    expect(renewalStep(inGrace, new Date(END.getTime() + DAY))).toMatchObject({
      kind: 'charge',
      idempotencyKey: `renewal:7:${END.toISOString()}:retry:${new Date(END.getTime() + DAY).toISOString()}`,
    });
    // the last retry is never after the grace; at its end, the pass ends
    const last = afterRenewal(inGrace, false, new Date(END.getTime() + 2.5 * DAY));
    expect(last.change.nextRetryAt).toEqual(graceUntil);
    expect(renewalStep({ ...inGrace, nextRetryAt: graceUntil }, graceUntil)).toEqual({
      kind: 'end',
      transition: {
        change: { status: 'terminated', endedAt: graceUntil, graceUntil: null, nextRetryAt: null },
        reason: 'payment_failed',
      },
    });
    expect(currentOf([inGrace], graceUntil)).toBeNull();
  });

  it('ends a cancelled pass and the free days of a coupon at their period end, never charging', () => {
    const cancelled = sub({ status: 'cancelled', cancelledAt: MID });
    expect(renewalStep(cancelled, new Date(END.getTime() - 1))).toBeNull();
    expect(renewalStep(cancelled, END)).toMatchObject({ kind: 'end', transition: { reason: 'expired' } });
    expect(renewalStep(sub({ paidBy: 'coupon', pass: 'premium' }), END)).toMatchObject({
      kind: 'end',
      transition: { change: { status: 'terminated' }, reason: 'expired' },
    });
  });

  it('resumes a pause at its end', () => {
    const paused = sub({
      status: 'paused',
      pausedAt: MID,
      pausedUntil: at('2026-12-25T03:00:00Z'),
      pausedRemainingMs: DAY,
    });
    expect(renewalStep(paused, at('2026-12-25T02:59:59Z'))).toBeNull();
    expect(renewalStep(paused, at('2026-12-25T03:00:30Z'))).toMatchObject({
      kind: 'resume',
      transition: {
        change: { status: 'resumed', periodEnd: at('2026-12-26T03:00:30Z') },
        reason: 'auto_resume',
      },
    });
  });
});

describe('the next payment my passes show', () => {
  it('the next payment: the renewal (the scheduled product), the retry in grace, after a pause, none', () => {
    expect(nextPaymentOf(sub())).toEqual({ at: END, amountJpy: 1_480 });
    expect(
      nextPaymentOf(
        sub({
          pass: 'premium',
          status: 'change_scheduled',
          scheduledPass: 'basic',
          scheduledPeriod: 'monthly',
        }),
      ),
    ).toEqual({
      at: END,
      amountJpy: 1_480,
    });
    const retry = at('2026-12-11T03:00:00Z');
    expect(nextPaymentOf(sub({ graceUntil: at('2026-12-13T03:00:00Z'), nextRetryAt: retry }))?.at).toEqual(
      retry,
    );
    expect(
      nextPaymentOf(
        sub({ status: 'paused', pausedUntil: at('2027-01-25T03:00:00Z'), pausedRemainingMs: DAY }),
      ),
    ).toEqual({ at: at('2027-01-26T03:00:00Z'), amountJpy: 1_480 });
    expect(nextPaymentOf(sub({ status: 'cancelled' }))).toBeNull();
    expect(nextPaymentOf(sub({ paidBy: 'coupon' }))).toBeNull();
  });
});
