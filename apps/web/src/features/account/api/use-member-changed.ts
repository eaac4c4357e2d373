import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionKeys } from '../../../core/session-keys.js';
import { useRefreshSession } from '../../../core/use-session.js';
import { accountKeys } from './account-keys.js';

/**
 * After a change to the member (spec §7 "…, then POST /session"): re-reads the session, which takes the
 * new status (a forced update done) and names, and marks the profile stale. A failed re-read does not undo
 * the change: the session is then fetched again on its next use.
 */
export function useMemberChanged() {
  const queryClient = useQueryClient();
  const { mutateAsync: refreshSession } = useRefreshSession();
  return useCallback(async () => {
    try {
      await refreshSession();
    } catch {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
    }
    await queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
  }, [queryClient, refreshSession]);
}
