import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { storeSession } from '../../../core/session.js';

/** POST /emailCodes/reset: a new password after a verified `reset` code. It ends every session, this one too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { emailCodeId: number; password: string; passwordConfirm: string }) =>
      api<null>('/emailCodes/reset', { method: 'POST', body }),
    onSuccess: () => storeSession(queryClient, null),
  });
}
