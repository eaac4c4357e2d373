import { randomBytes } from 'node:crypto';
import {
  type DomainEvent,
  type DomainEventOf,
  type DomainEventType,
  domainEventSchema,
} from '@kickoff/contract';
import type { Redis } from 'ioredis';

/** Where a bus reports what it drops (a malformed message, a failing handler). */
export interface BusLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type EventHandler<T extends DomainEventType> = (event: DomainEventOf<T>) => void | Promise<void>;

/**
 * Domain events (packages/contract/src/events.ts) delivered to every instance of the service, the
 * publishing one included, each handler once. In process by default; through Redis pub/sub when
 * REDIS_URL is set. A handler that throws is logged and does not stop the others.
 */
export interface EventBus {
  publish(event: DomainEvent): Promise<void>;
  /** Calls `handler` for every event of `type` from now on; answers the function that stops it. */
  subscribe<T extends DomainEventType>(type: T, handler: EventHandler<T>): () => void;
  /** Settles once the bus receives events (Redis: once subscribed). */
  ready: Promise<void>;
  /**
   * Whether events from other instances reach this one now, and how many times that link was made:
   * a cache kept in step by events trusts itself only while `connected()`, and forgets everything
   * when `links()` changes (events of the gap were lost). In process: always connected, one link.
   */
  connected(): boolean;
  links(): number;
  close(): Promise<void>;
}

/**
 * For a cache kept in step by bus events: whether it may serve now. Not while the bus is cut off from
 * the other instances, and after the bus links again (the events of the gap were lost) `forget` is
 * called once before serving again.
 */
export function trustWhileLinked(
  bus: Pick<EventBus, 'connected' | 'links'>,
  forget: () => void,
): () => boolean {
  let links = bus.links();
  let forgotten = false;
  return () => {
    if (!bus.connected()) {
      if (!forgotten) forget();
      forgotten = true;
      return false;
    }
    forgotten = false;
    const now = bus.links();
    if (now !== links) {
      links = now;
      forget();
    }
    return true;
  };
}

/** The handlers of one process, by event type. */
function createHandlers(log: BusLog) {
  type AnyHandler = (event: DomainEvent) => void | Promise<void>;
  const byType = new Map<DomainEventType, Set<AnyHandler>>();
  const report = (event: DomainEvent, error: unknown) =>
    log.error({ err: error, event: event.type }, 'event handler failed');
  return {
    add<T extends DomainEventType>(type: T, handler: EventHandler<T>): () => void {
      const handlers = byType.get(type) ?? new Set();
      byType.set(type, handlers);
      // only events of `type` are delivered to it (deliver looks them up by type)
      const h: AnyHandler = (event) => handler(event as DomainEventOf<T>);
      handlers.add(h);
      return () => {
        handlers.delete(h);
      };
    },
    deliver(event: DomainEvent): void {
      for (const handler of byType.get(event.type) ?? []) {
        try {
          Promise.resolve(handler(event)).catch((error: unknown) => report(event, error));
        } catch (error) {
          report(event, error);
        }
      }
    },
  };
}

/** One process: an event reaches this process's handlers as it is published. */
export function createMemoryBus(log: BusLog): EventBus {
  const handlers = createHandlers(log);
  return {
    async publish(event) {
      handlers.deliver(domainEventSchema.parse(event));
    },
    subscribe: (type, handler) => handlers.add(type, handler),
    ready: Promise.resolve(),
    connected: () => true,
    links: () => 1,
    async close() {},
  };
}

/**
 * Every instance on one Redis: events are published on one channel under the deployment's prefix
 * and received on a connection of their own (a subscribed connection can do nothing else). The
 * publisher's own handlers get the event at once, before `publish` sends it (so what this instance
 * caches is forgotten before the change is answered), and skip its echo (the message names the
 * instance that sent it); every other instance gets it when it arrives, once. What arrives is checked
 * against the contract: a malformed message is logged and dropped.
 */
export function createRedisBus(redis: Redis, prefix: string, log: BusLog): EventBus {
  const channel = `${prefix}events`;
  const handlers = createHandlers(log);
  const origin = randomBytes(8).toString('hex');
  const subscriber = redis.duplicate();
  let links = 0;
  subscriber.on('error', (error) => log.warn({ err: error }, 'Redis event subscriber problem'));
  // ioredis subscribes again after a reconnect and then reports ready: a new link, a gap before it
  subscriber.on('ready', () => {
    links++;
  });
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    let parsed: ReturnType<typeof domainEventSchema.safeParse>;
    try {
      const raw: unknown = JSON.parse(message);
      if (raw && typeof raw === 'object' && (raw as { origin?: unknown }).origin === origin) return;
      parsed = domainEventSchema.safeParse(raw);
    } catch {
      log.warn({ channel }, 'event dropped: not JSON');
      return;
    }
    if (!parsed.success) {
      log.warn({ channel, issues: parsed.error.issues.length }, 'event dropped: not a domain event');
      return;
    }
    handlers.deliver(parsed.data);
  });
  const ready = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => log.error({ err: error }, 'Redis event subscription failed'),
  );
  return {
    async publish(event) {
      const checked = domainEventSchema.parse(event);
      handlers.deliver(checked);
      // the schema strips unknown keys on arrival: `origin` only tells this instance its own echo
      await redis.publish(channel, JSON.stringify({ ...checked, origin }));
    },
    subscribe: (type, handler) => handlers.add(type, handler),
    ready,
    connected: () => subscriber.status === 'ready',
    links: () => links,
    async close() {
      subscriber.disconnect();
    },
  };
}
