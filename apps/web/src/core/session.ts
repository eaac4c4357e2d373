import type { SessionUser } from '@kickoff/contract';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.js';
import { call } from './call.js';
import { sessionKeys } from './session-keys.js';

/** The logged_in marker of spec §4, kept in local storage while a member is logged in. */
export const LOGGED_IN_KEY = 'logged_in';

export function setLoggedInMarker(on: boolean): void {
  try {
    if (on) localStorage.setItem(LOGGED_IN_KEY, '1');
    else localStorage.removeItem(LOGGED_IN_KEY);
  } catch {
    // storage unavailable (private mode): the cookie still decides
  }
}

export function hasLoggedInMarker(): boolean {
  try {
    return localStorage.getItem(LOGGED_IN_KEY) === '1';
  } catch {
    return false;
  }
}

/** GET /session: the member, or null when logged out (401 is an answer here, not an error). */
export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const user = await call('session.get', { signal });
    setLoggedInMarker(true);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setLoggedInMarker(false);
      if (error.code === 'SESSION_REPLACED') throw error;
      return null;
    }
    throw error;
  }
}

export const sessionQuery = () => ({
  queryKey: sessionKeys.current(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSession(signal),
  staleTime: 60_000,
});

/** The session for route loaders (guards): cached, fetched when missing or stale. */
export function loadSession(queryClient: QueryClient): Promise<SessionUser | null> {
  return queryClient.fetchQuery(sessionQuery());
}

/** After login, sign-up or POST /session: the answer becomes the session without a second request. */
export function storeSession(queryClient: QueryClient, user: SessionUser | null): void {
  setLoggedInMarker(user !== null);
  queryClient.setQueryData(sessionKeys.current(), user);
}
