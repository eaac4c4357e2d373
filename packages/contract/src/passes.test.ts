import { describe, expect, it } from 'vitest';
import {
  accessEndOf,
  activeSubscription,
  addTokyoMonths,
  entitles,
  PASS_PRODUCTS,
  type Pass,
  periodEndOf,
  renews,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  scopeOfPass,
  serviceIdOf,
} from './passes.js';
import { decodeScope, type ScopeFlag } from './scope.js';

const on = (scope: number[]) =>
  (Object.entries(decodeScope(scope)) as [ScopeFlag, boolean][])
    .filter(([, value]) => value)
    .map(([flag]) => flag)
    .sort();

describe('scopeOfPass', () => {
  it('sets the flags of the pass table of decisions.md', () => {
    expect(on(scopeOfPass(null))).toEqual(['ADLIVE', 'ADVOD', 'FREE']);
    expect(on(scopeOfPass('basic'))).toEqual(['BASIC', 'CH', 'LIVE', 'VOD']);
    expect(on(scopeOfPass('premium'))).toEqual(['CH', 'LIVE', 'MULTI', 'PREMIUM', 'VOD']);
    expect(scopeOfPass('basic')[0]).toBe(2);
    expect(scopeOfPass('premium')[0]).toBe(3);
  });
});

describe('the products', () => {
  it('have one service id each and the prices of decisions.md', () => {
    expect(new Set(PASS_PRODUCTS.map((p) => p.serviceId)).size).toBe(PASS_PRODUCTS.length);
    expect(serviceIdOf('basic', 'monthly')).not.toBe(serviceIdOf('premium', 'monthly'));
    expect(PASS_PRODUCTS.map((p) => p.priceJpy)).toEqual([1_480, 14_800, 2_480, 24_800]);
  });
});

describe('entitles', () => {
  const period = {
    periodStart: new Date('2026-11-01T00:00:00Z'),
    periodEnd: new Date('2026-12-01T00:00:00Z'),
  };
  const at = (iso: string, status: SubscriptionStatus) => entitles({ ...period, status }, new Date(iso));

  it('gives access in a state of use, inside the period (start inclusive, end exclusive)', () => {
    const using: SubscriptionStatus[] = ['in_use', 'change_scheduled', 'cancelled', 'resumed'];
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(at('2026-11-15T00:00:00Z', status), status).toBe(using.includes(status));
    }
    expect(at('2026-11-01T00:00:00Z', 'in_use')).toBe(true);
    expect(at('2026-12-01T00:00:00Z', 'in_use')).toBe(false);
    expect(at('2026-10-31T23:59:59Z', 'in_use')).toBe(false);
    // a cancelled pass lasts to the end of what was paid, then gives nothing
    expect(at('2026-11-30T23:59:59Z', 'cancelled')).toBe(true);
    expect(at('2026-12-01T00:00:01Z', 'cancelled')).toBe(false);
  });

  it('keeps access during the grace of a declined renewal, for a pass that renews, until graceUntil', () => {
    const grace = { ...period, graceUntil: new Date('2026-12-04T00:00:00Z') };
    const inGrace = (iso: string, status: SubscriptionStatus) =>
      entitles({ ...grace, status }, new Date(iso));
    expect(inGrace('2026-12-02T00:00:00Z', 'in_use')).toBe(true);
    expect(inGrace('2026-12-02T00:00:00Z', 'change_scheduled')).toBe(true);
    expect(inGrace('2026-12-03T23:59:59Z', 'resumed')).toBe(true);
    expect(inGrace('2026-12-04T00:00:00Z', 'in_use')).toBe(false);
    // a pass that does not renew has no grace; nor does one that gives no access at all
    expect(inGrace('2026-12-02T00:00:00Z', 'cancelled')).toBe(false);
    expect(inGrace('2026-12-02T00:00:00Z', 'paused')).toBe(false);
    expect(inGrace('2026-12-02T00:00:00Z', 'terminated')).toBe(false);
    expect(
      entitles({ ...period, status: 'in_use', graceUntil: null }, new Date('2026-12-02T00:00:00Z')),
    ).toBe(false);
  });

  it('ends access at the period end, or at the end of the grace while a renewal is retried', () => {
    expect(accessEndOf(period)).toEqual(period.periodEnd);
    expect(accessEndOf({ ...period, graceUntil: null })).toEqual(period.periodEnd);
    const graceUntil = new Date('2026-12-04T00:00:00Z');
    expect(accessEndOf({ ...period, graceUntil })).toEqual(graceUntil);
  });

  it('says which states renew, and that the free days of a coupon never do', () => {
    expect(SUBSCRIPTION_STATUSES.filter((s) => renews(s))).toEqual(['in_use', 'change_scheduled', 'resumed']);
    expect(renews('in_use', 'card')).toBe(true);
    expect(renews('in_use', 'app_store')).toBe(true);
    expect(renews('in_use', 'coupon')).toBe(false);
  });
});

describe('activeSubscription', () => {
  const now = new Date('2026-11-15T00:00:00Z');
  const sub = (pass: Pass, status: SubscriptionStatus, end = '2026-12-01T00:00:00Z') => ({
    pass,
    status,
    periodStart: new Date('2026-11-01T00:00:00Z'),
    periodEnd: new Date(end),
  });

  it('is null without a subscription that gives access', () => {
    expect(activeSubscription([], now)).toBeNull();
    expect(activeSubscription([sub('premium', 'paused'), sub('basic', 'terminated')], now)).toBeNull();
    expect(activeSubscription([sub('basic', 'in_use', '2026-11-10T00:00:00Z')], now)).toBeNull();
  });

  it('takes the higher pass, then the longer one', () => {
    const basic = sub('basic', 'in_use', '2027-11-01T00:00:00Z');
    const premium = sub('premium', 'cancelled');
    expect(activeSubscription([basic, premium], now)).toBe(premium);
    const longer = sub('premium', 'in_use', '2026-12-15T00:00:00Z');
    expect(activeSubscription([premium, longer, sub('premium', 'paused', '2027-01-01T00:00:00Z')], now)).toBe(
      longer,
    );
  });
});

describe('addTokyoMonths', () => {
  const add = (iso: string, months: number) => addTokyoMonths(new Date(iso), months).toISOString();

  it('adds calendar months in Tokyo (a pause of 1 to 6 months), across month and year ends', () => {
    expect(add('2026-11-23T03:00:00.000Z', 1)).toBe('2026-12-23T03:00:00.000Z');
    expect(add('2026-11-23T03:00:00.000Z', 6)).toBe('2027-05-23T03:00:00.000Z');
    // 31 August JST + 6 → 28 February; 31 March JST + 1 → 30 April
    expect(add('2026-08-30T15:00:00.000Z', 6)).toBe('2027-02-27T15:00:00.000Z');
    expect(add('2027-03-30T15:30:00.000Z', 1)).toBe('2027-04-29T15:30:00.000Z');
    expect(add('2027-01-15T00:00:00.000Z', 0)).toBe('2027-01-15T00:00:00.000Z');
  });
});

describe('periodEndOf', () => {
  const end = (iso: string, period: 'monthly' | 'annual' = 'monthly') =>
    periodEndOf(new Date(iso), period).toISOString();

  it('adds a calendar month or year in Tokyo time, at the same time of day', () => {
    expect(end('2026-11-10T03:00:00.000Z')).toBe('2026-12-10T03:00:00.000Z');
    expect(end('2026-12-10T03:00:00.000Z')).toBe('2027-01-10T03:00:00.000Z');
    expect(end('2026-11-10T03:00:00.000Z', 'annual')).toBe('2027-11-10T03:00:00.000Z');
  });

  it('counts the day in Tokyo (1 February 05:00 JST is still 31 January in UTC)', () => {
    expect(end('2027-01-31T20:00:00.000Z')).toBe('2027-02-28T20:00:00.000Z');
  });

  it('ends a period begun on a day the next month lacks on its last day', () => {
    expect(end('2027-01-30T15:00:00.000Z')).toBe('2027-02-27T15:00:00.000Z'); // 31 Jan JST → 28 Feb JST
    expect(end('2028-01-30T15:00:00.000Z')).toBe('2028-02-28T15:00:00.000Z'); // leap year: 29 Feb JST
    expect(end('2028-02-28T15:00:00.000Z', 'annual')).toBe('2029-02-27T15:00:00.000Z'); // 29 Feb → 28 Feb
  });
});

describe('addTokyoMonths', () => {
  it("adds 1 to 6 months for a pause, the day kept or the month's last", () => {
    expect(addTokyoMonths(new Date('2026-11-10T03:00:00.000Z'), 3).toISOString()).toBe(
      '2027-02-10T03:00:00.000Z',
    );
    expect(addTokyoMonths(new Date('2026-08-30T15:00:00.000Z'), 6).toISOString()).toBe(
      '2027-02-27T15:00:00.000Z',
    ); // 31 Aug JST → 28 Feb JST
  });
});
