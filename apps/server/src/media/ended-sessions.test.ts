import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.js';
import { createMemoryBus } from '../shared/event-bus.js';
import { trackEndedSessions } from './ended-sessions.js';

const quiet = { warn() {}, error() {} };
const HOUR = 60 * 60 * 1000;
/** No session ended before the instance started. */
const none = async () => [];

describe('trackEndedSessions', () => {
  it('remembers the sessions an event names (one or several), for the retention only', async () => {
    const bus = createMemoryBus(quiet);
    const clock = fixedClock('2026-11-23T03:00:00Z');
    const ended = trackEndedSessions({ bus, clock, retainMs: 6 * HOUR, load: none });
    await ended.ready;

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
    const ended = trackEndedSessions({ bus, clock, retainMs: HOUR, load: none });
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

  it('at start, loads the sessions the database says ended within the retention, each kept until its end plus it', async () => {
    const bus = createMemoryBus(quiet);
    const clock = fixedClock('2026-11-23T03:00:00Z');
    let asked: Date | null = null;
    const ended = trackEndedSessions({
      bus,
      clock,
      retainMs: 6 * HOUR,
      load: async (since) => {
        asked = since;
        return [
          { id: 'late', endedAt: new Date('2026-11-23T02:00:00Z') },
          { id: 'early', endedAt: new Date('2026-11-22T22:00:00Z') },
        ];
      },
    });
    expect(ended.loaded).toBe(false);
    await ended.ready;
    expect(ended.loaded).toBe(true);
    expect(asked).toEqual(new Date('2026-11-22T21:00:00Z'));
    expect(ended.has('early')).toBe(true);
    expect(ended.has('late')).toBe(true);

    clock.set('2026-11-23T04:00:00Z'); // 6 h after the early end
    expect(ended.size).toBe(1);
    expect(ended.has('early')).toBe(false);
    clock.set('2026-11-23T08:00:00Z');
    expect(ended.size).toBe(0);
    ended.stop();
  });

  it('keeps an end heard on the bus while the load runs, and the forgetting order', async () => {
    const bus = createMemoryBus(quiet);
    const clock = fixedClock('2026-11-23T03:00:00Z');
    let answer: (rows: { id: string; endedAt: Date }[]) => void = () => {};
    const ended = trackEndedSessions({
      bus,
      clock,
      retainMs: HOUR,
      load: () => new Promise((resolve) => (answer = resolve)),
    });
    await bus.publish({ type: 'session.ended', userId: 1, reason: 'logout', sessionId: 'heard' });
    answer([
      { id: 'loaded', endedAt: new Date('2026-11-23T02:30:00Z') },
      // the same end, read from the table too
      { id: 'heard', endedAt: new Date('2026-11-23T03:00:00Z') },
    ]);
    await ended.ready;
    expect(ended.has('heard')).toBe(true);
    expect(ended.has('loaded')).toBe(true);
    clock.advance(30 * 60_000);
    expect(ended.size).toBe(1);
    expect(ended.has('heard')).toBe(true);
    clock.advance(30 * 60_000);
    expect(ended.size).toBe(0);
    ended.stop();
  });

  it('rejects `ready` when the database cannot say, and stays not loaded', async () => {
    const bus = createMemoryBus(quiet);
    const ended = trackEndedSessions({
      bus,
      clock: fixedClock('2026-11-23T03:00:00Z'),
      load: async () => {
        throw new Error('database unreachable');
      },
    });
    await expect(ended.ready).rejects.toThrow('database unreachable');
    expect(ended.loaded).toBe(false);
    ended.stop();
  });
});
