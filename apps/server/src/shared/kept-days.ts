import { stampParts } from '../db/day-stamps.js';

/** How many days one keeper holds by default (a day of the schedule is a few hundred KiB). */
export const KEPT_DAYS = 32;

/** What a keeper reads for a day: the value, and the day's stamp read in the same statement. */
export interface StampedDay<T> {
  stamp: string;
  value: T;
}

/**
 * Values per Tokyo day, kept per instance while the day's stamp (migration 0019: a generation the
 * database's triggers move with every statement that writes what the day shows) is unchanged.
 *
 * The read cache refills every variant of every cached day at each catalogue change, and a change is as
 * small as one score on another day. With a keeper, a day whose stamp held costs one read of the stamp
 * (a primary-key probe); a day whose stamp moved is read again, value and stamp in one statement, so
 * what is kept is never newer or older than its stamp (or brought up to date by what changed, when the
 * source can say: `update`). Values are shared: callers must not change them.
 * The least recently used day goes first beyond `days`.
 */
export function createKeptDays<T>(
  source: {
    stamp(day: string): Promise<string>;
    read(day: string): Promise<StampedDay<T>>;
    /**
     * A day whose stamp moved brought up to date from what was kept (value and stamp again read in one
     * statement); `undefined` when it cannot be, and the day is read whole.
     */
    update?(day: string, held: StampedDay<T>): Promise<StampedDay<T> | undefined>;
  },
  { days = KEPT_DAYS }: { days?: number } = {},
) {
  const kept = new Map<string, StampedDay<T>>();
  return {
    /** The value of a Tokyo day (20261123), current as of its stamp read now. */
    async of(day: string): Promise<T> {
      const held = kept.get(day);
      if (held && (await source.stamp(day)) === held.stamp) {
        // the most recently used last, so the first is the one to let go
        kept.delete(day);
        kept.set(day, held);
        return held.value;
      }
      const read = (held && (await source.update?.(day, held))) || (await source.read(day));
      kept.delete(day);
      kept.set(day, read);
      if (kept.size > days) kept.delete(kept.keys().next().value as string);
      return read.value;
    },
    /** How many days are kept. */
    get size() {
      return kept.size;
    },
  };
}

/** What changed on a day since a generation of its stamp (migrations 0022, 0023), read in one statement. */
export interface DayChanges<R> {
  /** The day's stamp now. */
  stamp: string;
  /** The ids of every row written on the day since (on it now, or gone from it). */
  changed: number[];
  /** Those of them on the day now. */
  rows: R[];
  /** The day's changes are kept after this generation only. */
  pruned: number;
}

/**
 * A day's rows kept under `held` brought up to date by what changed since: the rows written leave, those
 * on the day now come in, all in `order`. `undefined` when they cannot tell the day: the epoch moved
 * (the names the rows carry may have changed) or the changes since `held` are no longer all kept.
 * `changesSince` reads them from the kept stamp's generation.
 */
export async function updateByChanges<R extends { id: number }>(
  held: StampedDay<R[]>,
  changesSince: (generation: number) => Promise<DayChanges<R>>,
  order: (a: R, b: R) => number,
): Promise<StampedDay<R[]> | undefined> {
  const kept = stampParts(held.stamp);
  if (!kept) return undefined;
  const { stamp, changed, rows, pruned } = await changesSince(kept.generation);
  if (stampParts(stamp)?.epoch !== kept.epoch || pruned > kept.generation) return undefined;
  const written = new Set(changed);
  const value = held.value.filter((row) => !written.has(row.id)).concat(rows);
  return { stamp, value: value.sort(order) };
}
