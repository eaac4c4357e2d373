import { isInWindow, LIVE_STATUS } from '@kickoff/contract';

/*
 * The rules of the demo calendar (calendar.ts), kept free of the database so that they are tested
 * with a fixed clock: which whole days the catalogue is rolled by, and which status a live's window
 * gives it at an instant.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days to roll the demo catalogue forward now. The catalogue was built relative to its seeding
 * instant `seededAt`; once the clock has passed seededAt + n whole days, the catalogue should stand n
 * days later than it was built, and `applied` days of that are done. Never negative: a clock set back
 * (or a catalogue already ahead) rolls nothing, because rolling back would undo what members have seen.
 */
export function daysToShift(seededAt: Date, now: Date, applied: number): number {
  const due = Math.floor((now.getTime() - seededAt.getTime()) / DAY_MS);
  return Math.max(0, due - applied);
}

/**
 * The status a live's window gives it at `now`, as a broadcast operator would mark it: ended (2) once
 * its end has passed, on air (1) inside [beginAt, endAt), before (0) until then. The seeding marks the
 * demo's lives with it, and the calendar keeps them marked (its SQL, `statusOfWindowSql`, mirrors this
 * term for term). A cancelled live (3) keeps its status: the caller leaves it out.
 */
export function statusOfWindow(beginAt: Date, endAt: Date, now: Date): number {
  if (endAt.getTime() <= now.getTime()) return LIVE_STATUS.ENDED;
  if (isInWindow(beginAt, endAt, now)) return LIVE_STATUS.ON_AIR;
  return LIVE_STATUS.BEFORE;
}
