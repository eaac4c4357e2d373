import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';

/** POST /validation/password: re-authentication with the member's current password (400 PASSWORD_MISMATCH). */
export function useCheckPassword() {
  return useMutation({
    mutationFn: (password: string) => call('account.checkPassword', { body: { password } }),
  });
}
