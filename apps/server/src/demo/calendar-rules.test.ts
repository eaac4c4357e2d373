import { isLiveOnAir, LIVE_STATUS } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.js';
import { DAY_MS, daysToShift, statusOfWindow } from './calendar-rules.js';

const SEEDED = new Date('2026-11-23T03:00:00Z'); // Monday 12:00 in Tokyo
const HOUR = 60 * 60 * 1000;
const after = (ms: number) => new Date(SEEDED.getTime() + ms);

describe('daysToShift: the whole days the demo catalogue is rolled by', () => {
  it('rolls nothing during the first day, one day once a day has passed, to the millisecond', () => {
    const clock = fixedClock(SEEDED);
    expect(daysToShift(SEEDED, clock.now(), 0)).toBe(0);
    clock.advance(DAY_MS - 1);
    expect(daysToShift(SEEDED, clock.now(), 0)).toBe(0);
    clock.advance(1);
    expect(daysToShift(SEEDED, clock.now(), 0)).toBe(1);
  });

  it('rolls the days not yet applied: 3 days and 5 hours after seeding, 3 at once or what is left', () => {
    const now = after(3 * DAY_MS + 5 * HOUR);
    expect(daysToShift(SEEDED, now, 0)).toBe(3);
    expect(daysToShift(SEEDED, now, 1)).toBe(2);
    expect(daysToShift(SEEDED, now, 3)).toBe(0);
  });

  it('never rolls back: a clock set back, or days applied ahead of it, roll nothing', () => {
    expect(daysToShift(SEEDED, after(-5 * DAY_MS), 0)).toBe(0);
    expect(daysToShift(SEEDED, after(2 * DAY_MS), 4)).toBe(0);
  });

  it('counts days of 24 hours from the seeding instant, not calendar days in Tokyo', () => {
    // seeded at 23:30 in Tokyo: midnight comes half an hour later, but a day only 24 hours later
    const lateNight = new Date('2026-11-23T14:30:00Z');
    expect(daysToShift(lateNight, new Date('2026-11-23T15:30:00Z'), 0)).toBe(0);
    expect(daysToShift(lateNight, new Date('2026-11-24T14:30:00Z'), 0)).toBe(1);
  });
});

describe('statusOfWindow: the status a live window gives at an instant', () => {
  const begin = after(0);
  const end = after(2 * HOUR);

  it('is before until the begin, on air from the begin (inclusive), ended from the end (inclusive)', () => {
    const clock = fixedClock(after(-1));
    expect(statusOfWindow(begin, end, clock.now())).toBe(LIVE_STATUS.BEFORE);
    clock.advance(1);
    expect(statusOfWindow(begin, end, clock.now())).toBe(LIVE_STATUS.ON_AIR);
    clock.set(after(2 * HOUR - 1));
    expect(statusOfWindow(begin, end, clock.now())).toBe(LIVE_STATUS.ON_AIR);
    clock.advance(1);
    expect(statusOfWindow(begin, end, clock.now())).toBe(LIVE_STATUS.ENDED);
    clock.advance(DAY_MS);
    expect(statusOfWindow(begin, end, clock.now())).toBe(LIVE_STATUS.ENDED);
  });

  it('an empty window is never on air', () => {
    expect(statusOfWindow(begin, begin, begin)).toBe(LIVE_STATUS.ENDED);
  });

  it("agrees with the contract's on-air rule for a live marked with it, at every instant", () => {
    for (const minutes of [-61, -60, -1, 0, 1, 60, 119, 120, 121, 24 * 60]) {
      const now = after(minutes * 60_000);
      const status = statusOfWindow(begin, end, now);
      expect(isLiveOnAir({ status, beginAt: begin, endAt: end }, now), `${minutes} min`).toBe(
        isLiveOnAir({ status: LIVE_STATUS.BEFORE, beginAt: begin, endAt: end }, now),
      );
    }
  });
});
