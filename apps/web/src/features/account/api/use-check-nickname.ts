import type { EndpointData } from '@kickoff/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';

/** The nickname held for this member, its check token and `expiresAt` (the hold lasts 10 minutes). */
export type NicknameHold = EndpointData<'account.checkNickname'>;

/**
 * POST /validation/nickname: the duplicate check; holds the nickname for 10 minutes. `checkToken` is this
 * member's previous check, so checking again replaces their own hold instead of meeting it as busy.
 */
export function useCheckNickname() {
  return useMutation({
    mutationFn: (body: { nickname: string; checkToken?: string }) => call('account.checkNickname', { body }),
  });
}
