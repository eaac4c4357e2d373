import type { Redis } from 'ioredis';
import type { Clock } from '../clock.js';

/**
 * Short-lived counters shared by every instance of the service: login failures and locks, anything
 * counted per key over a time window. In process by default; in Redis when REDIS_URL is set, so a limit
 * holds however many instances run behind the load balancer.
 */
export interface Counters {
  /**
   * Counts one more event for `key` and answers the count in the current window. The window starts at
   * the first hit and lasts `windowMs` (a fixed window: later hits do not extend it).
   */
  hit(key: string, windowMs: number): Promise<number>;
  /** The count in the current window, 0 when none. */
  get(key: string): Promise<number>;
  /** How long the current window of `key` still lasts (ms), 0 when none: when a block ends. */
  remainingMs(key: string): Promise<number>;
  reset(...keys: string[]): Promise<void>;
}

/**
 * In-process counters on the injected clock (tests move time without waiting). Expired windows are
 * dropped when read and swept every so often so that the map stays small.
 */
export function createMemoryCounters(clock: Clock): Counters {
  const windows = new Map<string, { count: number; expiresAt: number }>();
  let nextSweep = 0;
  const live = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && window.expiresAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  const sweep = (now: number) => {
    if (now < nextSweep) return;
    nextSweep = now + 60_000;
    for (const [key, window] of windows) if (window.expiresAt <= now) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const now = clock.now().getTime();
      sweep(now);
      const window = live(key, now);
      if (window) {
        window.count += 1;
        return window.count;
      }
      windows.set(key, { count: 1, expiresAt: now + windowMs });
      return 1;
    },
    async get(key) {
      return live(key, clock.now().getTime())?.count ?? 0;
    },
    async remainingMs(key) {
      const now = clock.now().getTime();
      const window = live(key, now);
      return window ? window.expiresAt - now : 0;
    },
    async reset(...keys) {
      for (const key of keys) windows.delete(key);
    },
  };
}

/**
 * Counters in Redis: INCR and PEXPIRE … NX in one MULTI, so the window starts at the first hit and
 * every instance sees the same count. Keys carry the deployment's prefix (REDIS_KEY_PREFIX).
 */
export function createRedisCounters(redis: Redis, prefix: string): Counters {
  const k = (key: string) => `${prefix}counter:${key}`;
  return {
    async hit(key, windowMs) {
      const results = await redis.multi().incr(k(key)).pexpire(k(key), windowMs, 'NX').exec();
      const [error, count] = results?.[0] ?? [new Error('Redis MULTI was discarded'), null];
      if (error) throw error;
      return Number(count);
    },
    async get(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async remainingMs(key) {
      // PTTL: -2 no key, -1 no expiry (never set by hit)
      return Math.max(0, await redis.pttl(k(key)));
    },
    async reset(...keys) {
      if (keys.length > 0) await redis.del(...keys.map(k));
    },
  };
}
