import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { billingKeys } from './billing-keys.js';

/** GET /passes: the four offers (basic and premium, monthly and annual) with what each unlocks. */
export function usePasses() {
  return useQuery({
    queryKey: billingKeys.passes(),
    queryFn: ({ signal }) => call('billing.passes', { signal }),
    staleTime: 10 * 60_000,
  });
}
