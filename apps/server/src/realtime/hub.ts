import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ChatFanout, ChatHubEvent } from '../modules/chat/index.js';

interface HubLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The realtime hub: the chat's changes (messages, deletions, room states, standings, nicknames)
 * delivered to every instance, and who is in which room. An event is delivered to this instance's
 * handlers at once, as it is published; with Redis it is also published on the hub's channel and
 * each other instance delivers it when it arrives (its own copy coming back is skipped).
 */
export interface RealtimeHub extends ChatFanout {
  /** A socket of this instance entered (+1) or left (−1) a room. */
  presence(liveId: number, delta: 1 | -1): void;
  ready: Promise<void>;
  close(): Promise<void>;
}

type Handler = (event: ChatHubEvent) => void;

function createHandlers(log: HubLog) {
  const handlers = new Set<Handler>();
  return {
    add(handler: Handler) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    deliver(event: ChatHubEvent) {
      for (const handler of handlers) {
        try {
          handler(event);
        } catch (error) {
          log.error({ err: error, event: event.t }, 'realtime hub handler failed');
        }
      }
    },
  };
}

/** One process: rooms and events in memory. */
export function createMemoryHub(log: HubLog): RealtimeHub {
  const handlers = createHandlers(log);
  const present = new Map<number, number>();
  return {
    publish: (event) => handlers.deliver(event),
    subscribe: (handler) => handlers.add(handler),
    presence(liveId, delta) {
      const n = (present.get(liveId) ?? 0) + delta;
      if (n > 0) present.set(liveId, n);
      else present.delete(liveId);
    },
    async viewers(liveId) {
      return present.get(liveId) ?? 0;
    },
    ready: Promise.resolve(),
    async close() {},
  };
}

const EVENT_TYPES = new Set<ChatHubEvent['t']>(['message', 'deleted', 'state', 'standing', 'nickname']);

/**
 * Every instance on one Redis: events on the channel `<prefix>realtime` (a connection of its own
 * subscribes), each tagged with the publishing instance. Presence is a hash per room with one count
 * per instance (`<prefix>chat:viewers:<liveId>`), summed when read; an instance removes its counts
 * when it closes.
 */
export function createRedisHub(redis: Redis, prefix: string, log: HubLog): RealtimeHub {
  const channel = `${prefix}realtime`;
  const instance = randomBytes(6).toString('hex');
  const handlers = createHandlers(log);
  const present = new Map<number, number>();
  const presenceKey = (liveId: number) => `${prefix}chat:viewers:${liveId}`;
  const subscriber = redis.duplicate();
  subscriber.on('error', (error) => log.warn({ err: error }, 'Redis realtime subscriber problem'));
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let envelope: { from?: unknown; event?: { t?: unknown } };
    try {
      envelope = JSON.parse(raw) as typeof envelope;
    } catch {
      log.warn({ channel }, 'realtime event dropped: not JSON');
      return;
    }
    if (envelope.from === instance) return;
    const event = envelope.event;
    if (!event || !EVENT_TYPES.has(event.t as ChatHubEvent['t'])) {
      log.warn({ channel }, 'realtime event dropped: not a hub event');
      return;
    }
    handlers.deliver(event as ChatHubEvent);
  });
  const ready = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => log.error({ err: error }, 'Redis realtime subscription failed'),
  );
  const fail = (error: unknown) => log.warn({ err: error }, 'Redis realtime publish failed');
  return {
    publish(event) {
      handlers.deliver(event);
      redis.publish(channel, JSON.stringify({ from: instance, event })).catch(fail);
    },
    subscribe: (handler) => handlers.add(handler),
    presence(liveId, delta) {
      const n = (present.get(liveId) ?? 0) + delta;
      // this instance's own field holds its count (set, not incremented: a lost write heals at the
      // next change), and goes when the count does, so no field of a closed instance stays behind
      if (n > 0) {
        present.set(liveId, n);
        redis.hset(presenceKey(liveId), instance, n).catch(fail);
      } else {
        present.delete(liveId);
        redis.hdel(presenceKey(liveId), instance).catch(fail);
      }
    },
    async viewers(liveId) {
      const counts = await redis.hvals(presenceKey(liveId));
      return counts.reduce((sum, n) => sum + Math.max(0, Number(n)), 0);
    },
    ready,
    async close() {
      const rooms = [...present.keys()];
      present.clear();
      await Promise.all(rooms.map((liveId) => redis.hdel(presenceKey(liveId), instance))).catch(fail);
      subscriber.disconnect();
    },
  };
}
