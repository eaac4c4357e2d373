import { useRef } from 'react';
import { ApiError } from '../../../core/api-client.js';

/** What one purchase attempt buys, and the idempotency key all its POST /orders carry. */
export interface PurchaseAttempt {
  key: string;
  serviceId: number;
  couponId: number | null;
}

/** A random UUID v4 (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false)
    return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The attempt a Buy belongs to: the open one when it buys the same thing (a double click, or "try
 * again" after a failure that may have reached the server), else a new one with a new key.
 */
export function attemptFor(
  open: PurchaseAttempt | null,
  what: { serviceId: number; couponId: number | null },
  makeKey: () => string = newIdempotencyKey,
): PurchaseAttempt {
  if (open && open.serviceId === what.serviceId && open.couponId === what.couponId) return open;
  return { key: makeKey(), ...what };
}

/**
 * Whether a failed POST /orders ends its attempt. A network failure, a timeout or a server error may
 * have created the order: the attempt stays open and its retry sends the same key (the server answers
 * that order). A refusal (4xx) created nothing and the next Buy is a new attempt — except the missing
 * e-mail check, after which the same attempt goes on.
 */
export function endsAttempt(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0 || error.status >= 500) return false;
  return error.code !== 'PURCHASE_VERIFICATION_REQUIRED';
}

/** The open purchase attempt of a page: `keyFor` before each POST /orders, `end` once it is over. */
export function usePurchaseAttempt() {
  const open = useRef<PurchaseAttempt | null>(null);
  return {
    keyFor(what: { serviceId: number; couponId: number | null }): string {
      open.current = attemptFor(open.current, what);
      return open.current.key;
    },
    end() {
      open.current = null;
    },
  };
}
