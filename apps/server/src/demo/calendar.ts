import { LIVE_STATUS } from '@kickoff/contract';
import { and, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database, Transaction } from '../db/client.js';
import {
  appMeta,
  games,
  lives,
  newsPosts,
  popups,
  programs,
  rounds,
  seasons,
  vods,
} from '../db/schema/index.js';
import { holdLock, LOCKS } from '../shared/locks.js';
import { DAY_MS, daysToShift } from './calendar-rules.js';
import { shiftLocalizedDates } from './calendar-text.js';
import type { L10n } from './help-text.js';
import { markerOf } from './seed.js';

/*
 * The demo calendar: the demo's stand-in for a broadcast operator, so that a demo left running for
 * days still has lives on air and its LIVE badges, schedule and EPG stay true.
 *
 * - It rolls the days. The catalogue is built relative to its seeding instant T0 (the marker
 *   demo_seeded:catalogue). Once the clock has passed T0 + n whole days, every date of the catalogue
 *   stands n days later than it was built, in one transaction, so the catalogue looks as it did 0–24 h
 *   after a fresh seed. Whole days keep the dates and times of day in Tokyo (no daylight saving).
 *   Ids do not change, so members' favourites, reservations, watch positions and alerts still hold.
 * - It marks the lives. Every run sets each live's status from its window at the clock (ended, on
 *   air, before), except a cancelled live's, writing only the rows whose status changes.
 *
 * Games keep the status, score and detail the build gave them for their instant relative to T0:
 * advancing a game to "finished" would need a final score the build never drew, so a game ages only
 * as in a fresh seed, for at most a day, and the next roll brings it back. Its badge follows its
 * live meanwhile (the web's matchPhase puts a live on air before the game's status).
 */

/** app_meta key of the days rolled so far: `{ shiftedDays }`. */
export const CALENDAR_KEY = 'demo_calendar';
const SEEDED_KEY = markerOf('catalogue');
const seededSchema = z.object({ at: z.string() });
const calendarSchema = z.object({ shiftedDays: z.int().min(0) });

export interface CalendarRun {
  /** Whole days this run rolled the catalogue by (0 on all runs but one a day). */
  shiftedDays: number;
  /** Whole days rolled since the seeding, this run's included. */
  totalDays: number;
  /** Lives whose status this run changed. */
  lives: number;
}

/** `statusOfWindow` (calendar-rules.ts) as SQL on `lives`, term for term. */
function statusOfWindowSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`case when ${lives.endAt} <= ${at} then ${LIVE_STATUS.ENDED}::smallint when ${lives.beginAt} <= ${at} then ${LIVE_STATUS.ON_AIR}::smallint else ${LIVE_STATUS.BEFORE}::smallint end`;
}

/** Texts where the build renders a date (calendar-text.ts): each table with its id and those columns. */
const RENDERED_DATES: { table: PgTable; id: PgColumn; texts: PgColumn[] }[] = [
  { table: programs, id: programs.id, texts: [programs.title, programs.description] },
  { table: vods, id: vods.id, texts: [vods.title] },
  { table: newsPosts, id: newsPosts.id, texts: [newsPosts.title, newsPosts.summary, newsPosts.body] },
  { table: popups, id: popups.id, texts: [popups.title, popups.content] },
];
/** A cheap first sieve in SQL: a digit beside 月/월 or an English weekday (the exact test is in TS). */
const LOOKS_DATED = '[0-9]月[0-9]|[0-9]월 [0-9]|(Sun|Mon|Tue|Wed|Thu|Fri|Sat), [0-9]';

/**
 * Moves every date the catalogue build writes by `days` whole days: the instants by 24-hour steps (not
 * calendar days in the session's time zone, which may keep daylight saving), the text dates
 * 'YYYY-MM-DD' of seasons and rounds as dates, and the dates rendered in texts. Players' birth dates
 * and seasons' years are built from the year, not the day, and stay.
 */
async function rollDays(tx: Transaction, days: number, around: Date): Promise<void> {
  const later = (column: PgColumn) => sql`${column} + ${days * 24}::int * interval '1 hour'`;
  const laterDay = (column: PgColumn) => sql`to_char(${column}::date + ${days}::int, 'YYYY-MM-DD')`;
  await tx
    .update(seasons)
    .set({ startDate: laterDay(seasons.startDate), endDate: laterDay(seasons.endDate) });
  await tx.update(rounds).set({ startDate: laterDay(rounds.startDate), endDate: laterDay(rounds.endDate) });
  await tx.update(games).set({ beginAt: later(games.beginAt) });
  await tx.update(lives).set({ beginAt: later(lives.beginAt), endAt: later(lives.endAt) });
  await tx.update(programs).set({ startTime: later(programs.startTime), endTime: later(programs.endTime) });
  await tx.update(vods).set({ publishedAt: later(vods.publishedAt) });
  await tx.update(newsPosts).set({ publishedAt: later(newsPosts.publishedAt) });
  await tx.update(popups).set({ startAt: later(popups.startAt), endAt: later(popups.endAt) });

  for (const { table, id, texts } of RENDERED_DATES) {
    for (const column of texts) {
      const rows = await tx
        .select({ id, text: column })
        .from(table)
        .where(sql`${column}::text ~ ${LOOKS_DATED}`);
      const moved = rows.flatMap((row) => {
        const text = row.text as Partial<L10n>;
        const next = shiftLocalizedDates(text, days, around);
        return next === text ? [] : [{ id: row.id, v: next }];
      });
      if (moved.length === 0) continue;
      await tx.execute(
        sql`update ${table} set ${sql.identifier(column.name)} = x.v from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) as x(id int, v jsonb) where ${id} = x.id`,
      );
    }
  }
}

/**
 * The demo calendar of one database (see above). `keep(now)` is one run: safe on several instances at
 * once, because the run holds the calendar's advisory lock and reads the days already rolled under it.
 */
export function createDemoCalendar({ db }: { db: Database }) {
  return {
    /**
     * Rolls the days due at `now` (if any), then marks the lives, in one transaction: the catalogue
     * version goes up once at its commit (the triggers of migration 0004 on games, lives, programs,
     * vods, news_posts, seasons and rounds; popups have no cached answer). Null when the demo
     * catalogue was never seeded.
     */
    keep(now: Date): Promise<CalendarRun | null> {
      return db.transaction(async (tx) => {
        await holdLock(tx, LOCKS.demoCalendar);
        const meta = await tx
          .select({ key: appMeta.key, value: appMeta.value })
          .from(appMeta)
          .where(inArray(appMeta.key, [SEEDED_KEY, CALENDAR_KEY]));
        const seeded = meta.find((m) => m.key === SEEDED_KEY);
        if (!seeded) return null;
        const seededAt = new Date(seededSchema.parse(seeded.value).at);
        const calendar = meta.find((m) => m.key === CALENDAR_KEY);
        const applied = calendar ? calendarSchema.parse(calendar.value).shiftedDays : 0;

        const days = daysToShift(seededAt, now, applied);
        if (days > 0) {
          await rollDays(tx, days, new Date(seededAt.getTime() + applied * DAY_MS));
          const value = { shiftedDays: applied + days };
          await tx
            .insert(appMeta)
            .values({ key: CALENDAR_KEY, value, updatedAt: now })
            .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: now } });
        }

        const status = statusOfWindowSql(now);
        const marked = await tx
          .update(lives)
          .set({ status })
          .where(
            and(ne(lives.status, LIVE_STATUS.CANCELLED), sql`${lives.status} is distinct from ${status}`),
          )
          .returning({ id: lives.id });
        return { shiftedDays: days, totalDays: applied + days, lives: marked.length };
      });
    },
  };
}

export type DemoCalendar = ReturnType<typeof createDemoCalendar>;
