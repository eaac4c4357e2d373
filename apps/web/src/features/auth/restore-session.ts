import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../core/api-client.js';
import { call } from '../../core/call.js';
import { hasLoggedInMarker, storeSession } from '../../core/session.js';
import { forcedLogout, isSessionReplaced } from './forced-logout.js';

/** The app start must not hang on a slow server: after this it mounts and the guards ask again. */
const RESTORE_TIMEOUT_MS = 8_000;

/**
 * App root behaviour of spec §2: before mounting, when the logged_in marker is set, POST /session
 * refreshes the session and seeds the cache. A 401 means logged out (marker removed); SESSION_REPLACED
 * also turns the forced-logout flag on; any other failure just continues (the guards check again).
 */
export async function restoreSession(queryClient: QueryClient): Promise<void> {
  if (!hasLoggedInMarker()) return;
  try {
    const user = await call('session.reload', { signal: AbortSignal.timeout(RESTORE_TIMEOUT_MS) });
    storeSession(queryClient, user);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    storeSession(queryClient, null);
    if (isSessionReplaced(error)) forcedLogout.set(true);
  }
}
