import type { SessionUser } from '@kickoff/contract';
import type { QueryClient } from '@tanstack/react-query';
import { storeSession } from '../../core/session.js';
import { readItem, writeItem } from '../../core/storage.js';
import { createStore, useStore } from './flag-store.js';
import { isFirstLogin } from './guards.js';
import { clearMemberData } from './member-data.js';
import { STORAGE_KEYS } from './storage.js';

/** A first-time member waiting for their greeting (AppRoot shows it as a toast, once). */
export const pendingWelcome = createStore<SessionUser | null>(null);

export function usePendingWelcome(): SessionUser | null {
  return useStore(pendingWelcome);
}

const beforeLoginKey = (userId: number) => `${STORAGE_KEYS.beforeLoginPrefix}${userId}`;

/**
 * The first-login rule of spec §4: without a before-login marker for this member, store one and set
 * the first-time flag (not when the URL has code=true). Answers whether it was the first time.
 */
export function recordLogin(user: SessionUser, search: URLSearchParams): boolean {
  const first = isFirstLogin(readItem('local', beforeLoginKey(user.userId)) !== null, search);
  if (!first) return false;
  writeItem('local', beforeLoginKey(user.userId), new Date().toISOString());
  writeItem('session', STORAGE_KEYS.firstTimeLogin, '1');
  return true;
}

/**
 * Everything a successful login (password or social) does before moving on: the previous member's
 * data goes, the answer becomes the session (and sets the logged_in marker), the first-login rule runs
 * and a first-time member is greeted.
 */
export function completeLogin(queryClient: QueryClient, user: SessionUser, search: URLSearchParams): void {
  clearMemberData(queryClient);
  storeSession(queryClient, user);
  if (recordLogin(user, search)) pendingWelcome.set(user);
}
