import type { Clock } from '../clock.js';
import type { CalendarRun, DemoCalendar } from '../demo/calendar.js';
import { type RepeatingJob, repeatJob } from './repeat.js';

const MINUTE = 60 * 1000;

export interface DemoCalendarContext {
  /** The demo calendar of the database (demo/calendar.ts). */
  calendar: DemoCalendar;
  clock: Clock;
}

/** One run: rolls the demo catalogue's days when due and marks its lives; null when it was never seeded. */
export function runDemoCalendar({ calendar, clock }: DemoCalendarContext): Promise<CalendarRun | null> {
  return calendar.keep(clock.now());
}

/**
 * Runs the calendar now and then every minute (a live's status is at most a minute late; the read
 * rules put a due live on air meanwhile), until stopped; only while the demo content is on (main.ts).
 */
export function scheduleDemoCalendar(
  ctx: DemoCalendarContext,
  report: (outcome: { run: CalendarRun | null } | { error: unknown }) => void,
  everyMs = MINUTE,
): RepeatingJob {
  return repeatJob(
    () => runDemoCalendar(ctx),
    (outcome) => report('error' in outcome ? outcome : { run: outcome.value }),
    everyMs,
  );
}
