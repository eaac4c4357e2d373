import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';

/** POST /purchase/verification: e-mails the purchase code (spec §9, valid 30 minutes) to the member. */
export function useSendPurchaseCode() {
  return useMutation({ mutationFn: () => call('billing.sendPurchaseCode') });
}
