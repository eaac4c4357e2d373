import type { SessionUser } from '@kickoff/contract';
import { readItem } from '../../core/storage.js';
import { memberEntryRedirect } from './guards.js';
import { STORAGE_KEYS } from './storage.js';

/**
 * Whether the member guard (loaders.ts) would send `user` elsewhere from `location`: a status to
 * resolve, or the voucher, today-schedule or TV-mode flags this tab holds in session storage; read
 * without consuming anything. A page the server drew for the member is taken over only when it would
 * not (app/hydrate.tsx); otherwise the app starts afresh and the guard runs.
 */
export function memberEntryPending(
  user: SessionUser,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  return (
    memberEntryRedirect({
      user,
      pathname: location.pathname,
      search: new URLSearchParams(location.search),
      voucherId: readItem('session', STORAGE_KEYS.voucherId),
      todaySchedule: readItem('session', STORAGE_KEYS.todaySchedule) !== null,
      tvMode: readItem('session', STORAGE_KEYS.tvMode) !== null,
    }) !== null
  );
}
