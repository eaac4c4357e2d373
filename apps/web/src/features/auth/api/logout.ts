import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { writeItem } from '../../../core/storage.js';
import { endSession } from '../member-data.js';
import { STORAGE_KEYS } from '../storage.js';

/** How long the logout waits for the server before clearing this browser anyway. */
const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * The /logout route (spec §2): GET /logout, then the session, the logged_in marker, the member's data
 * and the stored voucher id are cleared here whatever the server said (already logged out, offline).
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  try {
    await call('session.logout', { signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
  } catch {
    // logged out already, or the server is unreachable: this browser forgets the session regardless
  }
  writeItem('session', STORAGE_KEYS.voucherId, null);
  writeItem('session', STORAGE_KEYS.firstTimeLogin, null);
  endSession(queryClient);
}
