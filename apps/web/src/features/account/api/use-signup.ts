import type { SignupBody } from '@kickoff/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { storeSession } from '../../../core/session.js';

/** POST /accounts: creates the member and logs them in (the cookie is set); the answer becomes the session. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => call('account.signup', { body }),
    onSuccess: (user) => storeSession(queryClient, user),
  });
}
