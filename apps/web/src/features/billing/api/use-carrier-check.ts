import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { billingKeys } from './billing-keys.js';

/**
 * POST /pay/checkCarrier (spec §7): asked before the pass changes are offered; a carrier-billed pass
 * cannot be changed here. A question, not a change: kept as a query.
 */
export function useCarrierCheck() {
  return useQuery({
    queryKey: billingKeys.carrier(),
    queryFn: ({ signal }) => call('billing.checkCarrier', { signal }),
  });
}
