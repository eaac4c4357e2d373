import { z } from 'zod';
import { envelope, isoDateTime } from './common.js';
import { daysBetween, FAVORITE_SCHEDULE_MAX_DAYS, parseCompactDate } from './schedule-rules.js';

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

// ── Scores on/off: GET/PUT /score/on (the rule itself, scoreView, is in schedule-rules.ts) ───

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
