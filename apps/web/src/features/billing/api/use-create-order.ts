import type { CreateOrderBody } from '@kickoff/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';

/**
 * POST /orders: a pending order and the provider's checkout URL. The body carries the attempt's
 * idempotency key (hooks/purchase-attempt.ts): sent again, the same order comes back, never a second.
 */
export function useCreateOrder() {
  return useMutation({
    mutationFn: (body: CreateOrderBody) => call('billing.createOrder', { body }),
  });
}
