import type { Clock } from '../clock.js';
import type { EventBus } from '../shared/event-bus.js';
import { PLAYBACK_TOKEN_MAX_SECONDS } from './playback-token.js';

/**
 * The sessions that ended lately, as every instance hears them (`session.ended` on the core's bus,
 * through Redis when configured): the origin refuses the playback tokens signed for them. A session is
 * remembered for PLAYBACK_TOKEN_MAX_SECONDS after its end — no token signed before the end lives
 * longer, and none is signed after it — so memory stays bounded by the sessions ended in that time.
 *
 * An instance that starts after an end does not know it: such a token still plays until it expires
 * (at most PLAYBACK_TOKEN_MAX_SECONDS). The check costs one Map lookup, so the origin makes it on
 * every request, segments included.
 */
export interface EndedSessions {
  has(sessionId: string): boolean;
  readonly size: number;
  /** Stops listening to the bus. */
  stop(): void;
}

export function trackEndedSessions(deps: {
  bus: Pick<EventBus, 'subscribe'>;
  clock: Clock;
  retainMs?: number;
}): EndedSessions {
  const { bus, clock, retainMs = PLAYBACK_TOKEN_MAX_SECONDS * 1000 } = deps;
  /** Session id → when to forget it. Inserted in time order, so the oldest come first. */
  const ended = new Map<string, number>();

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

  return {
    has: (sessionId) => ended.has(sessionId),
    get size() {
      forgetOld(clock.now().getTime());
      return ended.size;
    },
    stop,
  };
}
