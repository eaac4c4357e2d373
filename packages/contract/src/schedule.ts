import { z } from 'zod';
import { envelope, isoDateTime } from './common.js';
import { LIVE_STATUS } from './live-status.js';
import { type CalendarDate, isRealDate, TOKYO_OFFSET_MS, tokyoDate } from './tokyo-time.js';

// ── Days: the `{date}` of /schedule, /program/{date}, /lives/{date} ────────────────────────

/**
 * A calendar day in Japan, written `YYYYMMDD` (`YYYY-MM-DD` is read too). Every "day" of the schedule,
 * the EPG and the lives is an Asia/Tokyo day: 00:00 to 24:00 JST.
 */
export const compactDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-?\d{2}-?\d{2}$/, 'must be YYYYMMDD')
  .transform((v) => v.replaceAll('-', ''))
  .refine((v) => parseCompactDate(v) !== null, 'must be a real date (YYYYMMDD)');

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

export const scoreSettingSchema = z.object({ on: z.boolean() });
export type ScoreSetting = z.infer<typeof scoreSettingSchema>;
export const scoreSettingResponse = envelope(scoreSettingSchema);

// ── Schedule items (spec §3 "Schedule item" and "Match item") ─────────────────────────────

const colors = z.tuple([z.string(), z.string()]);

/** The match itself. Games without teams (motorsport…) have a `title` and null team fields. */
export const gameDescSchema = z.object({
  id: z.number().int(),
  /** The game type id (the sport): the `typeId` of spec §3. */
  typeId: z.number().int(),
  status: z.number().int(),
  title: z.string().nullable(),
  venue: z.string().nullable(),
  homeId: z.number().int().nullable(),
  awayId: z.number().int().nullable(),
  homeName: z.string().nullable(),
  awayName: z.string().nullable(),
  homeShortName: z.string().nullable(),
  awayShortName: z.string().nullable(),
  homeCode: z.string().nullable(),
  awayCode: z.string().nullable(),
  homeColors: colors.nullable(),
  awayColors: colors.nullable(),
  /** Null before the game, and always null when the member hides scores (`scoreHidden`). */
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  scoreHidden: z.boolean(),
});
export type GameDesc = z.infer<typeof gameDescSchema>;

export const scheduleLiveSchema = z.object({
  id: z.number().int(),
  channelId: z.number().int().nullable(),
  title: z.string(),
  /** LIVE_STATUS (live-status.ts) */
  status: z.number().int(),
  /** Spec §3 broadcast types: 100 live, 200 main, 300 rebroadcast, 400 recorded. */
  broadcastType: z.number().int(),
  beginAt: isoDateTime,
  endAt: isoDateTime,
  free: z.boolean(),
});
export type ScheduleLive = z.infer<typeof scheduleLiveSchema>;

export const scheduleVodSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['highlight', 'full', 'clip', 'origin', 'news']),
  title: z.string(),
  /** Seconds. */
  duration: z.number().int(),
  free: z.boolean(),
});
export type ScheduleVod = z.infer<typeof scheduleVodSchema>;

export const scheduleGameTypeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  isTeam: z.boolean(),
  isUseSeasonName: z.boolean(),
});

export const scheduleItemSchema = z.object({
  /** The game id (same as gameDesc.id). */
  id: z.number().int(),
  typeId: z.number().int(),
  beginDate: isoDateTime,
  gameDesc: gameDescSchema,
  gameType: scheduleGameTypeSchema,
  league: z.object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    shortName: z.string(),
    gameTypeId: z.number().int(),
    colors,
  }),
  leagueName: z.string(),
  seasonId: z.number().int(),
  seasonName: z.string(),
  roundId: z.number().int().nullable(),
  roundName: z.string().nullable(),
  lives: z.array(scheduleLiveSchema),
  /** Highlights, full replays and clips of the game, newest first. */
  vods: z.array(scheduleVodSchema),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

/**
 * GET /schedule. `date` defaults to today in Tokyo; `gameType` is a game type id (0 or absent: every
 * sport, the /schedule/0 page); `leagueId` narrows to one league.
 */
export const scheduleQuerySchema = z.object({
  date: compactDateSchema.optional(),
  gameType: z.coerce.number<number>().int().min(0).max(2_147_483_647).optional(),
  leagueId: z.coerce.number<number>().int().positive().max(2_147_483_647).optional(),
});
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

export const scheduleDaySchema = z.object({
  date: z.string(),
  scoreHidden: z.boolean(),
  /** Ordered by beginDate; already passed through `filterScheduleDay` (which is idempotent). */
  list: z.array(scheduleItemSchema),
});
export const scheduleDayResponse = envelope(scheduleDaySchema);

/** The longest window /schedule/favorite answers. */
export const FAVORITE_SCHEDULE_MAX_DAYS = 31;
/** The default window of /schedule/favorite, relative to today in Tokyo. */
export const FAVORITE_SCHEDULE_WINDOW = { before: 3, after: 7 } as const;

/** GET /schedule/favorite: `from`/`to` (inclusive, YYYYMMDD) default to today-3 … today+7. */
export const favoriteScheduleQuerySchema = z
  .object({ from: compactDateSchema.optional(), to: compactDateSchema.optional() })
  .superRefine((q, ctx) => {
    // (a date that failed its own check still reaches here: zod runs every check)
    if (!q.from || !q.to || !parseCompactDate(q.from) || !parseCompactDate(q.to)) return;
    if (q.from > q.to) ctx.addIssue({ code: 'custom', message: 'from must not be after to', path: ['to'] });
    else if (daysBetween(q.from, q.to) >= FAVORITE_SCHEDULE_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        message: `at most ${FAVORITE_SCHEDULE_MAX_DAYS} days`,
        path: ['to'],
      });
    }
  });
export type FavoriteScheduleQuery = z.infer<typeof favoriteScheduleQuerySchema>;

export const favoriteScheduleSchema = z.object({
  from: z.string(),
  to: z.string(),
  scoreHidden: z.boolean(),
  /** The member's favourite team and league ids, to mark why a game is listed. */
  teamIds: z.array(z.number().int()),
  leagueIds: z.array(z.number().int()),
  list: z.array(scheduleItemSchema),
});
export const favoriteScheduleResponse = envelope(favoriteScheduleSchema);

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
