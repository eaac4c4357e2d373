/**
 * From this part of its time to live on, a value kept in memory (the catalogue version, a live session,
 * a member's score setting) that is read also starts its re-read in the background, and is served
 * until then: a value read steadily is found current, and no request waits for the read its time to
 * live alone makes due (on PGlite that read waits behind whatever the database is running). Its time
 * to live is unchanged: a value is never trusted longer than before.
 */
export const REREAD_AHEAD = 0.8;

/** Whether a value kept for `age` ms of `ttlMs` is due for its background re-read. */
export const dueForReread = (age: number, ttlMs: number): boolean => age >= ttlMs * REREAD_AHEAD;

/**
 * Starts `read` for `key` unless one is on its way already (one re-read per value at a time). A failed
 * re-read is dropped: the value expires at its time to live, and the request after that reads it on
 * its own path (meeting the error, if it lasts).
 */
export function rereads<K>(): (key: K, read: () => Promise<unknown>) => void {
  const running = new Set<K>();
  return (key, read) => {
    if (running.has(key)) return;
    running.add(key);
    read()
      .catch(() => {})
      .finally(() => running.delete(key));
  };
}
