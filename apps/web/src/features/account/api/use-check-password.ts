import { useMutation } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';

/** POST /validation/password: re-authentication with the member's current password (400 PASSWORD_MISMATCH). */
export function useCheckPassword() {
  return useMutation({
    mutationFn: (password: string) =>
      api<unknown>('/validation/password', { method: 'POST', body: { password } }),
  });
}
