import { LIVE_STATUS } from './live-status.js';
import { type CalendarDate, isRealDate, TOKYO_OFFSET_MS, tokyoDate } from './tokyo-time.js';

/**
 * The schedule's plain rules — its days (`YYYYMMDD`, Asia/Tokyo), game status codes, the score rule,
 * the favourite window and spec §4's day filter — apart from the schemas of schedule.ts, so that the
 * web's first load can use them without the schema library.
 */

// ── Days: the `{date}` of /schedule, /program/{date}, /lives/{date} ────────────────────────

/** `20261123` → {2026, 11, 23}; null when it is not a real date. */
export function parseCompactDate(value: string): CalendarDate | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatCompactDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}${pad(month)}${pad(day)}`;
}

/** The Tokyo day of an instant as `YYYYMMDD`: "today" is `compactDateOf(clock.now())`. */
export function compactDateOf(instant: Date): string {
  return formatCompactDate(tokyoDate(instant));
}

/** The day `days` after (or before, when negative) a `YYYYMMDD` day. */
export function addDays(day: string, days: number): string {
  const d = parseCompactDate(day);
  if (!d) throw new RangeError(`not a date: ${day}`);
  const shifted = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return formatCompactDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/** Whole days from one `YYYYMMDD` day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((tokyoDayRange(to).from.getTime() - tokyoDayRange(from).from.getTime()) / 86_400_000);
}

/** The instants a Tokyo day covers: `from` inclusive (00:00 JST), `to` exclusive (next 00:00 JST). */
export function tokyoDayRange(day: string): { from: Date; to: Date } {
  const d = parseCompactDate(day);
  if (!d) throw new RangeError(`not a date: ${day}`);
  const from = new Date(Date.UTC(d.year, d.month - 1, d.day) - TOKYO_OFFSET_MS);
  return { from, to: new Date(from.getTime() + 24 * 60 * 60 * 1000) };
}

// ── Status codes ───────────────────────────────────────────────────────────────────────────

/** Game status: 0 scheduled, 1 in play, 2 finished, 3 postponed, 4 cancelled. */
export const GAME_STATUS = { SCHEDULED: 0, IN_PLAY: 1, FINISHED: 2, POSTPONED: 3, CANCELLED: 4 } as const;
/* LIVE_STATUS and the rules of a live's status (on air, reservable) are in live-status.ts. */

// ── Scores on/off (spec §3 "Score display on/off setting") ────────────────────────────────

/**
 * The one score rule of every answer that carries a score (schedule, lives, league results, detail,
 * search): when the member turned scores off, both scores are null and `scoreHidden` is true.
 */
export function scoreView(
  homeScore: number | null,
  awayScore: number | null,
  scoreOn: boolean,
): { homeScore: number | null; awayScore: number | null; scoreHidden: boolean } {
  return scoreOn
    ? { homeScore, awayScore, scoreHidden: false }
    : { homeScore: null, awayScore: null, scoreHidden: true };
}

/** The longest window /schedule/favorite answers. */
export const FAVORITE_SCHEDULE_MAX_DAYS = 31;
/** The default window of /schedule/favorite, relative to today in Tokyo. */
export const FAVORITE_SCHEDULE_WINDOW = { before: 3, after: 7 } as const;

// ── Spec §4 "Schedule day filtering" ───────────────────────────────────────────────────────

/** The game type the day filter of spec §4 applies to. */
export const SCHEDULE_FILTERED_GAME_TYPE = 2;

/** What `filterScheduleDay` reads of an item (the web may pass its own richer type). */
export interface ScheduleFilterable {
  gameDesc: { typeId: number; homeName: string | null; awayName: string | null };
  lives: readonly { status: number }[];
  vods: readonly unknown[];
}

const hasTeams = (item: ScheduleFilterable) => Boolean(item.gameDesc.homeName || item.gameDesc.awayName);

/**
 * Spec §4: "for game type 2 items with no teams, only lives with status below 2 are kept; items with
 * teams are kept only if they have VODs."
 *
 * Read literally, the sentence has one scope, "game type 2 items", and two branches:
 * - a game type 2 item without teams stays in the list, and its `lives` keep only those with status
 *   below 2 (before or on air; ended and cancelled lives are dropped). The item is not removed even if
 *   no live is left: the sentence filters lives, not items.
 * - a game type 2 item with teams stays only if it has at least one VOD.
 * Items of every other game type pass unchanged (reading the second branch as global would empty every
 * schedule of upcoming team games, which have no VOD yet). "Game type 2" is the game type id (the
 * item's `gameDesc.typeId`); an item has teams when it has a home or an away name. Order is kept, the
 * input is not changed, and filtering twice gives the same list.
 */
export function filterScheduleDay<T extends ScheduleFilterable>(items: readonly T[]): T[] {
  const kept: T[] = [];
  for (const item of items) {
    if (item.gameDesc.typeId !== SCHEDULE_FILTERED_GAME_TYPE) kept.push(item);
    else if (hasTeams(item)) {
      if (item.vods.length > 0) kept.push(item);
    } else {
      kept.push({ ...item, lives: item.lives.filter((live) => live.status < LIVE_STATUS.ENDED) });
    }
  }
  return kept;
}
