import type { SessionUser } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from './session.js';

/**
 * The session as far as this tab knows it, without asking the server: for public screens (the public
 * header) that adapt to a logged-in member but must not cost visitors a call. The app start (POST
 * /session when the logged_in marker is set), logins and the member guards fill it.
 */
export function useCachedSession(): SessionUser | null {
  const { data } = useQuery({ ...sessionQuery(), enabled: false });
  return data ?? null;
}
