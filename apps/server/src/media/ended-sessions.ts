import type { Clock } from '../clock.js';
import type { EventBus } from '../shared/event-bus.js';
import { PLAYBACK_TOKEN_MAX_SECONDS } from './playback-token.js';

/**
 * The sessions that ended lately: the origin refuses the playback tokens signed for them. A session is
 * remembered for PLAYBACK_TOKEN_MAX_SECONDS after its end — no token signed before the end lives
 * longer, and none is signed after it — so memory stays bounded by the sessions ended in that time.
 *
 * Two sources, so that no instance misses an end:
 * - at start, the sessions the database marks ended within that window (`load`: the sessions table
 *   keeps an ended session's `ended_at`), so an instance started or restarted after an end refuses
 *   its tokens too;
 * - from then on, `session.ended` on the core's bus (through Redis when configured), as every
 *   instance hears it. The bus is listened to before the load is asked for, so an end published
 *   while the load runs is not lost between the two.
 * The check itself costs one Map lookup and no database call, so the origin makes it on every
 * request, segments included; it holds the requests that come before the load is in (`loaded`).
 */
export interface EndedSessions {
  has(sessionId: string): boolean;
  readonly size: number;
  /** Whether the sessions ended before this instance started are known. */
  readonly loaded: boolean;
  /** Settles when they are: rejects when the database could not say (the instance should not serve). */
  readonly ready: Promise<void>;
  /** Stops listening to the bus. */
  stop(): void;
}

/** The sessions that ended at or after `since`: their ids and when each ended. */
export type LoadEndedSessions = (since: Date) => Promise<{ id: string; endedAt: Date }[]>;

export function trackEndedSessions(deps: {
  bus: Pick<EventBus, 'subscribe'>;
  clock: Clock;
  load: LoadEndedSessions;
  retainMs?: number;
}): EndedSessions {
  const { bus, clock, load, retainMs = PLAYBACK_TOKEN_MAX_SECONDS * 1000 } = deps;
  /** Session id → when to forget it. Inserted in time order, so the oldest come first. */
  const ended = new Map<string, number>();
  let loaded = false;

  const forgetOld = (now: number) => {
    for (const [id, until] of ended) {
      if (until > now) break;
      ended.delete(id);
    }
  };

  const stop = bus.subscribe('session.ended', (event) => {
    const now = clock.now().getTime();
    forgetOld(now);
    for (const id of [event.sessionId, ...(event.sessionIds ?? [])]) {
      if (id === undefined) continue;
      // re-inserted at the end, so that the map stays in forgetting order
      ended.delete(id);
      ended.set(id, now + retainMs);
    }
  });

  /** The loaded ends go first (they are older than anything heard since), oldest first. */
  const merge = (rows: { id: string; endedAt: Date }[]) => {
    const now = clock.now().getTime();
    const heard = [...ended];
    ended.clear();
    const byEnd = rows
      .map((row) => ({ id: row.id, until: row.endedAt.getTime() + retainMs }))
      .sort((a, b) => a.until - b.until);
    for (const { id, until } of byEnd) {
      if (until > now) ended.set(id, until);
    }
    for (const [id, until] of heard) {
      ended.delete(id);
      ended.set(id, until);
    }
    loaded = true;
  };

  const ready = load(new Date(clock.now().getTime() - retainMs)).then(merge);
  // a failed load is the caller's to report (buildApp awaits `ready`); never an unhandled rejection
  ready.catch(() => {});

  return {
    has: (sessionId) => ended.has(sessionId),
    get size() {
      forgetOld(clock.now().getTime());
      return ended.size;
    },
    get loaded() {
      return loaded;
    },
    ready,
    stop,
  };
}
