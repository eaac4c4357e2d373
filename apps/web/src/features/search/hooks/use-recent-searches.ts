import { useCallback, useSyncExternalStore } from 'react';
import { parseRecent, RECENT_SEARCHES_KEY, withRecent } from '../recent-searches.js';

const NONE: string[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: string[] } = { raw: null, list: [] };

function read(): string[] {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(RECENT_SEARCHES_KEY) ?? null;
  } catch {
    // storage unavailable (private mode): no history
  }
  // the same array while storage holds the same text, as useSyncExternalStore requires
  if (raw !== cache.raw) cache = { raw, list: parseRecent(raw) };
  return cache.list;
}

function write(list: string[]) {
  try {
    if (list.length === 0) globalThis.localStorage?.removeItem(RECENT_SEARCHES_KEY);
    else globalThis.localStorage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // not remembered; the search itself still works
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab searched or cleared its history
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_SEARCHES_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/**
 * The member's recent searches on this device (localStorage, max 10, newest first). Every screen
 * using it sees the same list, and other tabs' changes show too.
 */
export function useRecentSearches() {
  const list = useSyncExternalStore(subscribe, read, () => NONE);
  const add = useCallback((keyword: string) => write(withRecent(read(), keyword)), []);
  const remove = useCallback((keyword: string) => write(read().filter((k) => k !== keyword)), []);
  const clear = useCallback(() => write([]), []);
  return { list, add, remove, clear };
}
