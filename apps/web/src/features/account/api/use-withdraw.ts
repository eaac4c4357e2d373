import type { WITHDRAW_REASONS } from '@kickoff/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';

export type WithdrawReason = (typeof WITHDRAW_REASONS)[number];

/**
 * DELETE /withdraw?reason=&detail=: closes the account and ends its sessions. The member's cached data is
 * dropped by the completion page (see WithdrawDone), once the member is on it.
 */
export function useWithdraw() {
  return useMutation({
    mutationFn: ({ reason, detail }: { reason: WithdrawReason; detail?: string }) =>
      call('account.withdraw', { query: { reason, detail } }),
  });
}
