import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { sessionKeys } from '../../../core/session-keys.js';

export type CodeSource = 'coupon' | 'campaign';

/**
 * POST /coupons (/purchase/coupon) or POST /campaigns (/purchase/campaign). A free-days code starts a
 * pass at once, so the session (its scope) is read again with the subscription.
 */
export function useRegisterCode(source: CodeSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      call(source === 'coupon' ? 'billing.registerCoupon' : 'billing.registerCampaign', { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
