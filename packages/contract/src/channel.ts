import { z } from 'zod';
import { envelope, isoDateTime } from './common.js';
import { LIMITS } from './limits.js';
import { isInWindow } from './live-status.js';
import { compactDateSchema, gameDescSchema, scheduleLiveSchema } from './schedule.js';
import { tokyoParts } from './tokyo-time.js';

// ── EPG programmes (spec §3 Program) ───────────────────────────────────────────────────────

export const programSchema = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  startTime: isoDateTime,
  endTime: isoDateTime,
  /** Minutes. */
  duration: z.number().int(),
  active: z.boolean(),
  /** Spec §3 broadcast types: 100 live, 200 main, 300 rebroadcast, 400 recorded. */
  broadcastType: z.number().int(),
  gameId: z.number().int().nullable(),
});
export type Program = z.infer<typeof programSchema>;

/** GET /program/{date}: `date` is a Tokyo day, YYYYMMDD. */
export const programDayParamsSchema = z.object({ date: compactDateSchema });

export const programDaySchema = z.object({
  date: z.string(),
  /** The day's first and last instant (00:00 JST inclusive, next 00:00 JST exclusive). */
  from: isoDateTime,
  to: isoDateTime,
  /**
   * Every visible programme overlapping the day (one that began the evening before and ends after
   * midnight is included), hidden ones never; ordered by channelId, then startTime.
   */
  list: z.array(programSchema),
});
export type ProgramDay = z.infer<typeof programDaySchema>;
export const programDayResponse = envelope(programDaySchema);

// ── Channels (spec §3 Channel) ─────────────────────────────────────────────────────────────

export const channelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** sports, league, news … */
  type: z.string(),
  /** Null: the web draws the tile from `colors`. */
  thumbnail: z.string().nullable(),
  logo: z.string().nullable(),
  colors: z.tuple([z.string(), z.string()]),
  /** The visible programme on air now, if any. */
  nowPlaying: programSchema.nullable(),
});
export type Channel = z.infer<typeof channelSchema>;
export const channelListResponse = envelope(z.array(channelSchema));

// ── Lives (GET /lives/{date}, GET /player/lives/{id}) ──────────────────────────────────────

/** A live with its game (null for a live without a game, e.g. a studio show). */
export const liveEntrySchema = scheduleLiveSchema.extend({
  gameId: z.number().int().nullable(),
  viewers: z.number().int(),
  game: gameDescSchema
    .extend({ leagueId: z.number().int(), leagueName: z.string(), beginDate: isoDateTime })
    .nullable(),
});
export type LiveEntry = z.infer<typeof liveEntrySchema>;

export const livesDayParamsSchema = z.object({ date: compactDateSchema });
export const livesDaySchema = z.object({
  date: z.string(),
  scoreHidden: z.boolean(),
  /** Lives beginning that Tokyo day, by beginAt. */
  list: z.array(liveEntrySchema),
});
export const livesDayResponse = envelope(livesDaySchema);

/** How many of the channel's next programmes GET /player/lives/{id} lists. */
export const PLAYER_NEXT_PROGRAMS = 6;

export const playerLivesParamsSchema = z.object({
  id: z.coerce.number<number>().int().positive().max(2_147_483_647),
});
/** GET /player/lives/{channelId}: what the player shows beside a channel. */
export const playerLivesSchema = z.object({
  channel: channelSchema,
  /** The channel's next visible programmes after the one on air, by startTime. */
  next: z.array(programSchema),
  /** Every live on air now (any channel or game), to switch to. */
  onAir: z.array(liveEntrySchema),
  scoreHidden: z.boolean(),
});
export const playerLivesResponse = envelope(playerLivesSchema);

// ── Timetable windows (spec §9: 4-hour windows, 0–3 … 20–23) ───────────────────────────────

/** The first hour (0, 4, … 20) of the timetable window holding an instant, in Tokyo time. */
export function timetableWindowStart(instant: Date): number {
  const hours = LIMITS.timetableWindowHours;
  return Math.floor(tokyoParts(instant).hour / hours) * hours;
}

/**
 * Whether a programme is on air at an instant: inside its window, start inclusive, end exclusive. A
 * programme has no status (spec §3 Program), so its window is all there is; lives: isLiveOnAir.
 */
export function isOnAir(program: Pick<Program, 'startTime' | 'endTime'>, instant: Date): boolean {
  return isInWindow(program.startTime, program.endTime, instant);
}
