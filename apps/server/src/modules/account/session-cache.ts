import type { Clock } from '../../clock.js';
import { type EventBus, trustWhileLinked } from '../../shared/event-bus.js';
import { dueForReread } from '../../shared/reread-ahead.js';
import type { SessionRow, UserRow } from './session.repo.js';

/** How long a live session read from the database is trusted without a word from the bus (clock time). */
export const SESSION_CACHE_TTL_MS = 30_000;
/** The most sessions kept (the oldest filled goes first). */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;

interface Entry {
  session: SessionRow;
  user: UserRow;
  filledAt: number;
}

/**
 * Live sessions with their member, by session id (the token's hash), so that a member's request does
 * not read them from the database every time. What could make an entry wrong is announced on the bus,
 * which reaches every instance (the publishing one at once, others through Redis within milliseconds):
 * `session.ended` (logout, a replacing login, a password change, a withdrawal, an expiry),
 * `member.changed` and `pass.changed` forget every entry of that member, which is then read again.
 *
 * Safety nets, for what the bus cannot promise: an entry is trusted for at most `ttlMs`; while the bus
 * is not connected (Redis down) nothing is served from here (every request reads the database again);
 * and when the bus links again (events of the gap are lost) everything is forgotten. So a session ended
 * on another instance is refused here within the bus's delivery time, and never later than `ttlMs`
 * even if a message were lost on a connection Redis still reports as up.
 */
export function createSessionCache({
  clock,
  bus,
  ttlMs = SESSION_CACHE_TTL_MS,
  maxEntries = SESSION_CACHE_MAX_ENTRIES,
}: {
  clock: Clock;
  bus: Pick<EventBus, 'subscribe' | 'connected' | 'links'>;
  ttlMs?: number;
  maxEntries?: number;
}) {
  const entries = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  /** Bumped by every forget: a fill that began before it is not kept (it may have read the old row). */
  let generation = 0;

  const drop = (id: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    const ids = byUser.get(entry.user.id);
    ids?.delete(id);
    if (ids?.size === 0) byUser.delete(entry.user.id);
  };
  const forgetUser = (userId: number) => {
    generation++;
    for (const id of [...(byUser.get(userId) ?? [])]) drop(id);
  };
  const clear = () => {
    generation++;
    entries.clear();
    byUser.clear();
  };
  /** Whether entries may be served now; forgets them all after a gap in the bus. */
  const usable = trustWhileLinked(bus, clear);

  const stops = [
    bus.subscribe('session.ended', (event) => {
      for (const id of [event.sessionId, ...(event.sessionIds ?? [])]) if (id) drop(id);
      // a member-wide end (password change, withdrawal) also changed the member kept in the others
      forgetUser(event.userId);
    }),
    bus.subscribe('member.changed', (event) => forgetUser(event.userId)),
    bus.subscribe('pass.changed', (event) => forgetUser(event.userId)),
  ];

  return {
    /** The live session and member under `id`, when kept and still trusted. */
    get(id: string): Entry | undefined {
      if (!usable()) return undefined;
      const entry = entries.get(id);
      if (!entry) return undefined;
      const age = clock.now().getTime() - entry.filledAt;
      if (age < 0 || age >= ttlMs) {
        drop(id);
        return undefined;
      }
      return entry;
    },

    /** Whether an entry `get` gave is due for its background re-read (reread-ahead.ts). */
    dueForReread: (entry: { filledAt: number }): boolean =>
      dueForReread(clock.now().getTime() - entry.filledAt, ttlMs),

    /** The generation to hand back to `set`: take it before reading the database. */
    mark: () => generation,

    /** Keeps a live session read from the database, unless something was forgotten since `mark`. */
    set(session: SessionRow, user: UserRow, mark: number): void {
      if (mark !== generation || !usable()) return;
      drop(session.id);
      entries.set(session.id, { session, user, filledAt: clock.now().getTime() });
      const ids = byUser.get(user.id) ?? new Set();
      ids.add(session.id);
      byUser.set(user.id, ids);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        drop(oldest.value);
      }
    },

    /** Replaces the kept rows of a session after a touch (same member, same life). */
    update(session: SessionRow): void {
      const entry = entries.get(session.id);
      if (entry) entry.session = session;
    },

    drop,
    forgetUser,

    get size() {
      return entries.size;
    },

    close(): void {
      for (const stop of stops) stop();
      clear();
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
