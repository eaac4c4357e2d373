import { describe, expect, it } from 'vitest';
import { discountedPriceJpy, offerOf, passOffers, proratedUpgradeJpy, taxIncludedIn } from './billing.js';

describe('taxIncludedIn', () => {
  it('is the 10% consumption tax inside a tax-included price, rounded down', () => {
    expect(taxIncludedIn(1_480)).toBe(134); // 1480 × 10 / 110 = 134.5…
    expect(taxIncludedIn(2_480)).toBe(225); // 225.4…
    expect(taxIncludedIn(110)).toBe(10);
    expect(taxIncludedIn(0)).toBe(0);
  });
});

describe('passOffers', () => {
  it('lists the four products of decisions.md with what each unlocks', () => {
    expect(passOffers().map((o) => [o.serviceId, o.priceJpy, o.maxQuality, o.multiView])).toEqual([
      [1, 1_480, '720p30', false],
      [2, 14_800, '720p30', false],
      [3, 2_480, '1080p60', true],
      [4, 24_800, '1080p60', true],
    ]);
    expect(offerOf('premium', 'annual').perMonthJpy).toBe(2_066);
  });
});

describe('proratedUpgradeJpy', () => {
  const period = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') };
  it('charges the difference for the share of the period left, rounded up', () => {
    expect(proratedUpgradeJpy(1_480, 2_480, period, period.start)).toBe(1_000);
    expect(proratedUpgradeJpy(1_480, 2_480, period, new Date('2026-11-16T00:00:00Z'))).toBe(500);
    expect(proratedUpgradeJpy(1_480, 2_480, period, new Date('2026-11-30T23:59:00Z'))).toBe(1);
  });
  it('charges nothing when the period is over or the pass is not higher', () => {
    expect(proratedUpgradeJpy(1_480, 2_480, period, period.end)).toBe(0);
    expect(proratedUpgradeJpy(2_480, 1_480, period, period.start)).toBe(0);
  });
});

describe('discountedPriceJpy', () => {
  it('takes a share off (the discount rounded down) or an amount off', () => {
    expect(discountedPriceJpy(2_480, { kind: 'percent_off', value: 50 })).toBe(1_240);
    expect(discountedPriceJpy(1_480, { kind: 'percent_off', value: 15 })).toBe(1_258); // 222 off
    expect(discountedPriceJpy(2_480, { kind: 'amount_off', value: 500 })).toBe(1_980);
  });
  it('never charges below the provider minimum, and leaves the price without a discount', () => {
    expect(discountedPriceJpy(1_480, { kind: 'percent_off', value: 100 })).toBe(50);
    expect(discountedPriceJpy(1_480, { kind: 'amount_off', value: 5_000 })).toBe(50);
    expect(discountedPriceJpy(1_480, { kind: 'free_days', value: 7 })).toBe(1_480);
    expect(discountedPriceJpy(1_480, null)).toBe(1_480);
  });
});
