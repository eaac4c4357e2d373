import { parseCompactDate } from '@kickoff/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.js';
import { prepared, slot } from './prepared.js';
import { dayEpoch, type programDays, type scheduleDays } from './schema/index.js';

/** A table of per-day generations (migration 0019). */
type DayTable = typeof scheduleDays | typeof programDays;

/** A day (20261123 or 2026-11-23) as a date literal (2026-11-23); a RangeError for anything else. */
export function isoDay(day: string): string {
  const d = parseCompactDate(day);
  if (!d) throw new RangeError(`not a date: ${day}`);
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/**
 * The epoch now (`day_epoch`, migrations 0019 and 0025): moved by every statement on the names schedules
 * and VOD lists show. Read beside rows, it names the names they were read with.
 */
export const dayEpochNow = sql<string>`(select ${dayEpoch.generation} from ${dayEpoch} where ${dayEpoch.id} = 1)`;

/**
 * A timestamp as whole milliseconds since 1970 (what `new Date()` takes), for the JSON a day's read
 * answers: a number costs less to write and to parse than the timestamp's text (a day of the schedule
 * has some 440 starts, of the EPG 720 starts and ends). Truncated, as the text was by `new Date()`.
 */
export const epochMs = (timestamp: SQL) =>
  sql<number>`floor(extract(epoch from ${timestamp}) * 1000)::bigint`;

/**
 * The stamp of a Tokyo day (`day`: a date expression) in `table`, as SQL to select beside what the day
 * shows: the day's generation (0 without a row) and the epoch. Read in the same statement as the rows,
 * it names exactly the state they were read in.
 */
export const dayStampOf = (table: DayTable, day: SQL) => sql<string>`(
  select coalesce((select ${table.generation} from ${table} where ${table.day} = ${day}), 0)
    || '/' || ${dayEpochNow})`;

/** A stamp's two parts (`dayStampOf`): the day's generation, and the epoch (`null` for a stamp of no day). */
export function stampParts(stamp: string): { generation: number; epoch: string } | null {
  const [generation, epoch, ...rest] = stamp.split('/');
  if (!generation || !epoch || rest.length > 0 || !/^\d+$/.test(generation)) return null;
  return { generation: Number(generation), epoch };
}

/** The stamp of a Tokyo day (20261123) in `table` alone, as a prepared read (a primary-key probe). */
export function dayStampRead(db: Executor, name: string, table: DayTable) {
  const read = prepared(db, name, (tx) =>
    tx
      .select({ stamp: dayStampOf(table, sql`${slot('day')}::date`) })
      .from(dayEpoch)
      .where(eq(dayEpoch.id, 1)),
  );
  return async (day: string, tx: Executor = db): Promise<string> => {
    const [row] = await read({ day: isoDay(day) }, tx);
    return row?.stamp ?? '';
  };
}
