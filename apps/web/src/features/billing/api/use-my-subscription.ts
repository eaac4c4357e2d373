import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { billingKeys } from './billing-keys.js';

/**
 * GET /subscription: the member's pass with its allowed actions, payments, registered coupons and
 * whether the purchase e-mail code has been checked.
 */
export function useMySubscription() {
  return useQuery({
    queryKey: billingKeys.subscription(),
    queryFn: ({ signal }) => call('billing.subscription', { signal }),
  });
}
