import { describe, expect, it } from 'vitest';
import { discounted, MIN_CHARGE_JPY, receiptNoOf } from './pricing.js';

describe('discounted', () => {
  it('takes percent off (rounded down) or yen off the list price', () => {
    expect(discounted(2_480, null)).toEqual({ discountJpy: 0, amountJpy: 2_480 });
    expect(discounted(2_480, { kind: 'percent_off', value: 50 })).toEqual({
      discountJpy: 1_240,
      amountJpy: 1_240,
    });
    expect(discounted(1_480, { kind: 'percent_off', value: 33 })).toEqual({
      discountJpy: 488,
      amountJpy: 992,
    });
    expect(discounted(1_480, { kind: 'amount_off', value: 500 })).toEqual({
      discountJpy: 500,
      amountJpy: 980,
    });
    expect(discounted(1_480, { kind: 'free_days', value: 7 })).toEqual({ discountJpy: 0, amountJpy: 1_480 });
  });

  it('never charges below the 50-yen minimum', () => {
    expect(discounted(1_480, { kind: 'amount_off', value: 1_450 })).toEqual({
      discountJpy: 1_430,
      amountJpy: 50,
    });
    expect(discounted(1_480, { kind: 'amount_off', value: 5_000 }).amountJpy).toBe(MIN_CHARGE_JPY);
    expect(discounted(2_480, { kind: 'percent_off', value: 100 }).amountJpy).toBe(MIN_CHARGE_JPY);
  });
});

describe('receiptNoOf', () => {
  it('is KO-YYYYMMDD-NNNNNN with the Tokyo date', () => {
    expect(receiptNoOf(new Date('2026-11-23T03:00:00Z'), 42)).toBe('KO-20261123-000042');
    // 1 Jan 2027 00:30 JST is still 31 Dec in UTC
    expect(receiptNoOf(new Date('2026-12-31T15:30:00Z'), 123_456)).toBe('KO-20270101-123456');
  });
});
