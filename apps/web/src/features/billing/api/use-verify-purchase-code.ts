import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { billingKeys } from './billing-keys.js';

/** POST /purchase/verification/verify: checks the code; the member may buy from then on. */
export function useVerifyPurchaseCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call('billing.verifyPurchaseCode', { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription() }),
  });
}
