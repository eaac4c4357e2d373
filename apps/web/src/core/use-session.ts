import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './call.js';
import { sessionQuery, storeSession } from './session.js';

/** The logged-in member (null when logged out). Route guards have loaded it before a member screen renders. */
export function useSession() {
  return useQuery(sessionQuery());
}

/**
 * POST /session: re-reads the member after a change (spec §7 "…, then POST /session") and stores the
 * answer as the session.
 */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('session.reload'),
    onSuccess: (user) => storeSession(queryClient, user),
  });
}
