import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.js';
import { createMemoryBus } from '../shared/event-bus.js';
import { trackEndedSessions } from './ended-sessions.js';

const quiet = { warn() {}, error() {} };
const HOUR = 60 * 60 * 1000;

describe('trackEndedSessions', () => {
  it('remembers the sessions an event names (one or several), for the retention only', async () => {
    const bus = createMemoryBus(quiet);
    const clock = fixedClock('2026-11-23T03:00:00Z');
    const ended = trackEndedSessions({ bus, clock, retainMs: 6 * HOUR });

    await bus.publish({ type: 'session.ended', userId: 1, reason: 'logout', sessionId: 'a' });
    clock.advance(HOUR);
    await bus.publish({
      type: 'session.ended',
      userId: 2,
      reason: 'replaced',
      kind: 'web',
      keptSessionId: 'kept',
      sessionIds: ['b', 'c'],
    });
    // a member-wide end that ended nothing known by id names no one
    await bus.publish({ type: 'session.ended', userId: 3, reason: 'withdrawn' });

    expect(['a', 'b', 'c', 'kept'].map((id) => ended.has(id))).toEqual([true, true, true, false]);
    expect(ended.size).toBe(3);

    clock.advance(5 * HOUR); // 6 h after a's end: a is forgotten, b and c are not yet
    expect(ended.size).toBe(2);
    expect(ended.has('a')).toBe(false);
    expect(ended.has('b')).toBe(true);

    ended.stop();
    await bus.publish({ type: 'session.ended', userId: 1, reason: 'logout', sessionId: 'd' });
    expect(ended.has('d')).toBe(false);
  });

  it('an id ended twice is kept from its latest end', async () => {
    const bus = createMemoryBus(quiet);
    const clock = fixedClock('2026-11-23T03:00:00Z');
    const ended = trackEndedSessions({ bus, clock, retainMs: HOUR });
    await bus.publish({ type: 'session.ended', userId: 1, reason: 'expired', sessionId: 'a' });
    clock.advance(30 * 60_000);
    await bus.publish({ type: 'session.ended', userId: 1, reason: 'logout', sessionId: 'b' });
    await bus.publish({ type: 'session.ended', userId: 1, reason: 'logout', sessionId: 'a' });
    clock.advance(45 * 60_000);
    expect(ended.has('a')).toBe(true);
    expect(ended.has('b')).toBe(true);
    clock.advance(15 * 60_000);
    expect(ended.size).toBe(0);
  });
});
