import type { Clock } from '../../clock.js';

/**
 * What the chat reads on every message (a member's standing, a room's facts, the forbidden words),
 * kept for a short while per key. Loads of one key at the same time share one query; a failed load is
 * not kept. The hub's events drop a key on every instance the moment it changes; the time limit is the
 * safety net for a change made without one.
 */
export function createReadThrough<K, V>(clock: Clock, ttlMs: number, load: (key: K) => Promise<V>) {
  const entries = new Map<K, { value: Promise<V>; until: number }>();
  return {
    get(key: K): Promise<V> {
      const now = clock.now().getTime();
      const entry = entries.get(key);
      if (entry && entry.until > now) return entry.value;
      const value = load(key);
      entries.set(key, { value, until: now + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    drop(key: K): void {
      entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
  };
}
