/**
 * The browser's local and session storage, every access wrapped: storage can be unavailable (private
 * mode, blocked cookies) and the app must still work, only forgetting its conveniences. What is kept
 * under which key is listed where the keys are defined (features/auth/storage.ts, the popup's choice).
 */

export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: StorageArea, key: string, value: string | null): void {
  try {
    const storage = area(which);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // quota or privacy mode: forgetting a convenience is fine
  }
}

/** Reads and removes a session-storage value (the guards' one-shot flags). */
export function takeSessionItem(key: string): string | null {
  const value = readItem('session', key);
  if (value !== null) writeItem('session', key, null);
  return value;
}
