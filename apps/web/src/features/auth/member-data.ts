import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../core/api-client.js';
import { storeSession } from '../../core/session.js';
import { sessionKeys } from '../../core/session-keys.js';
import { forcedLogout, isSessionReplaced } from './forced-logout.js';

/**
 * Drops every cached answer except the session (STYLE 11: no member's data outlives their session).
 * Only queries no screen is showing are removed: a mounted screen that is about to be left would
 * otherwise fetch its data again at once (and fail again). They go when that screen unmounts.
 */
export function clearMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    type: 'inactive',
    predicate: (query) => query.queryKey[0] !== sessionKeys.all[0],
  });
}

/** Logged out, here and now: no session in the cache, no logged_in marker, no member data. */
export function endSession(queryClient: QueryClient): void {
  storeSession(queryClient, null);
  clearMemberData(queryClient);
}

/**
 * 401 answers that are about the credentials given, not about the session: a wrong password, a used
 * social token. They are shown by the form that asked and leave the session alone.
 */
const CREDENTIAL_CODES = new Set(['LOGIN_FAILED', 'SNS_TOKEN_INVALID']);

/**
 * The query client's onError for every query and mutation (STYLE 11): SESSION_REPLACED turns the
 * forced-logout flag on; any other 401 ends the session here (the logged-in layout then sends the
 * member to /intro). Everything else is left to the screen that asked.
 */
export function handleAuthError(queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (isSessionReplaced(error)) {
    endSession(queryClient);
    forcedLogout.set(true);
    return;
  }
  if (CREDENTIAL_CODES.has(error.code)) return;
  endSession(queryClient);
}
