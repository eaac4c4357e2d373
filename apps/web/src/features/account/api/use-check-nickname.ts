import { useMutation } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';

export interface NicknameHold {
  nickname: string;
  checkToken: string;
  /** ISO date-time: the hold (and the token) lasts 10 minutes. */
  expiresAt: string;
}

/**
 * POST /validation/nickname: the duplicate check; holds the nickname for 10 minutes. `checkToken` is this
 * member's previous check, so checking again replaces their own hold instead of meeting it as busy.
 */
export function useCheckNickname() {
  return useMutation({
    mutationFn: (body: { nickname: string; checkToken?: string }) =>
      api<NicknameHold>('/validation/nickname', { method: 'POST', body }),
  });
}
