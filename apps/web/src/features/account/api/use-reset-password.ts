import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { storeSession } from '../../../core/session.js';

/** POST /emailCodes/reset: a new password after a verified `reset` code. It ends every session, this one too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { emailCodeId: number; password: string; passwordConfirm: string }) =>
      call('codes.resetPassword', { body }),
    onSuccess: () => storeSession(queryClient, null),
  });
}
