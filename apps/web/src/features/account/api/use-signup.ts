import type { SessionUser, SignupBody } from '@kickoff/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { storeSession } from '../../../core/session.js';

/** POST /accounts: creates the member and logs them in (the cookie is set); the answer becomes the session. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => api<SessionUser>('/accounts', { method: 'POST', body }),
    onSuccess: (user) => storeSession(queryClient, user),
  });
}
