import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.js';
import { createMemoryBus } from '../../shared/event-bus.js';
import type { SessionRow, UserRow } from './session.repo.js';
import { createSessionCache, SESSION_CACHE_TTL_MS } from './session-cache.js';

const log = { warn() {}, error() {} };
const session = (id: string, userId: number) => ({ id, userId }) as SessionRow;
const user = (id: number) => ({ id }) as UserRow;

function setup() {
  const clock = fixedClock('2026-11-23T03:00:00Z');
  const bus = createMemoryBus(log);
  let connected = true;
  let links = 1;
  const cache = createSessionCache({
    clock,
    bus: { subscribe: bus.subscribe, connected: () => connected, links: () => links },
    maxEntries: 3,
  });
  const put = (id: string, userId: number) => cache.set(session(id, userId), user(userId), cache.mark());
  return {
    clock,
    bus,
    cache,
    put,
    drop: (up: boolean) => {
      connected = up;
    },
    relink: () => {
      links++;
    },
  };
}

describe('session cache', () => {
  it('serves a kept session until its time to live on the clock', () => {
    const t = setup();
    t.put('a', 1);
    expect(t.cache.get('a')?.user.id).toBe(1);
    t.clock.advance(SESSION_CACHE_TTL_MS - 1);
    expect(t.cache.get('a')).toBeDefined();
    t.clock.advance(1);
    expect(t.cache.get('a')).toBeUndefined();
  });

  it('forgets a session ended on the bus, and every session of its member', async () => {
    const t = setup();
    t.put('a', 1);
    t.put('b', 1);
    t.put('c', 2);
    await t.bus.publish({ type: 'session.ended', userId: 1, reason: 'logout', sessionId: 'a' });
    expect(t.cache.get('a')).toBeUndefined();
    expect(t.cache.get('b')).toBeUndefined();
    expect(t.cache.get('c')).toBeDefined();
    await t.bus.publish({ type: 'member.changed', userId: 2 });
    expect(t.cache.get('c')).toBeUndefined();
    t.put('d', 3);
    await t.bus.publish({ type: 'pass.changed', userId: 3 });
    expect(t.cache.size).toBe(0);
  });

  it('does not keep a read that began before an end was heard (it may hold the live row)', async () => {
    const t = setup();
    const mark = t.cache.mark();
    await t.bus.publish({ type: 'session.ended', userId: 1, reason: 'logout', sessionId: 'a' });
    t.cache.set(session('a', 1), user(1), mark);
    expect(t.cache.get('a')).toBeUndefined();
  });

  it('serves nothing while the bus is down, and forgets everything after a new link', () => {
    const t = setup();
    t.put('a', 1);
    t.drop(false);
    expect(t.cache.get('a')).toBeUndefined();
    t.put('b', 1);
    expect(t.cache.size).toBe(0);
    t.drop(true);
    t.put('c', 1);
    t.relink();
    expect(t.cache.get('c')).toBeUndefined();
  });

  it('keeps at most maxEntries, the oldest filled going first', () => {
    const t = setup();
    for (const id of ['a', 'b', 'c', 'd']) t.put(id, 1);
    expect(t.cache.size).toBe(3);
    expect(t.cache.get('a')).toBeUndefined();
    expect(t.cache.get('d')).toBeDefined();
  });
});
