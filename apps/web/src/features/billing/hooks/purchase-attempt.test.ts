import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/api-client.js';
import { attemptFor, endsAttempt, newIdempotencyKey } from './purchase-attempt.js';

describe('purchase attempts', () => {
  it('keeps the open attempt for the same purchase and starts a new one for another', () => {
    let n = 0;
    const key = () => `key-${++n}`;
    const first = attemptFor(null, { serviceId: 3, couponId: null }, key);
    expect(first.key).toBe('key-1');
    expect(attemptFor(first, { serviceId: 3, couponId: null }, key)).toBe(first);
    expect(attemptFor(first, { serviceId: 4, couponId: null }, key).key).toBe('key-2');
    expect(attemptFor(first, { serviceId: 3, couponId: 31 }, key).key).toBe('key-3');
  });

  it('a failure that may have reached the server keeps the attempt; a refusal ends it', () => {
    expect(endsAttempt(new ApiError(0, 'NETWORK_ERROR', ''))).toBe(false);
    expect(endsAttempt(new ApiError(0, 'TIMEOUT', ''))).toBe(false);
    expect(endsAttempt(new ApiError(502, 'PAYMENT_PROVIDER_ERROR', ''))).toBe(false);
    expect(endsAttempt(new ApiError(403, 'PURCHASE_VERIFICATION_REQUIRED', ''))).toBe(false);
    expect(endsAttempt(new ApiError(409, 'PASS_ALREADY_HELD', ''))).toBe(true);
    expect(endsAttempt(new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', ''))).toBe(true);
  });

  it('makes UUID v4 keys, also where crypto.randomUUID is missing', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const k of keys) expect(k).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
