import {
  addDays,
  compactDateOf,
  LIMITS,
  type Program,
  parseCompactDate,
  timetableWindowStart,
  tokyoDayRange,
} from '@kickoff/contract';

/**
 * The timetable's maths, free of React so it can be tested with fixed dates: which 4-hour window
 * (spec §9: 0–3 … 20–23, Asia/Tokyo) holds an instant, where a programme's block sits inside a window
 * (clipped at its edges), and where the arrow keys lead from a focused block.
 */

const HOUR_MS = 60 * 60 * 1000;
export const WINDOW_HOURS: number = LIMITS.timetableWindowHours;
/** First hours of the day's windows: 0, 4, 8, 12, 16, 20. */
export const WINDOW_STARTS: readonly number[] = Array.from(
  { length: 24 / WINDOW_HOURS },
  (_, i) => i * WINDOW_HOURS,
);

/** The EPG the server keeps (demo content and production): a week back and a week ahead of today. */
export const EPG_DAYS_BEFORE = 7;
export const EPG_DAYS_AFTER = 7;

export interface TimeRange {
  from: number;
  to: number;
}

/** Whether `value` is the first hour of a window (a `?w=` from the URL is checked with this). */
export function isWindowStart(value: number): boolean {
  return WINDOW_STARTS.includes(value);
}

/** The window of a Tokyo day (`YYYYMMDD`) starting at `startHour`, as epoch milliseconds. */
export function windowRange(day: string, startHour: number): TimeRange {
  const from = tokyoDayRange(day).from.getTime() + startHour * HOUR_MS;
  return { from, to: from + WINDOW_HOURS * HOUR_MS };
}

/** The day and window holding an instant (Tokyo): where the timetable opens by default. */
export function windowAt(instant: Date): { day: string; startHour: number } {
  return { day: compactDateOf(instant), startHour: timetableWindowStart(instant) };
}

/** The days the day picker offers around today, oldest first (today included). */
export function epgDays(today: string): string[] {
  return Array.from({ length: EPG_DAYS_BEFORE + EPG_DAYS_AFTER + 1 }, (_, i) =>
    addDays(today, i - EPG_DAYS_BEFORE),
  );
}

/** Whether a `YYYYMMDD` day is inside the EPG range around today. */
export function isEpgDay(day: string, today: string): boolean {
  return parseCompactDate(day) !== null && epgDays(today).includes(day);
}

const startOf = (p: Pick<Program, 'startTime'>) => Date.parse(p.startTime);
const endOf = (p: Pick<Program, 'endTime'>) => Date.parse(p.endTime);

/** A programme's block in a window: offsets as fractions (0–1) of the window's width. */
export interface Block<P extends ProgramTimes = Program> {
  program: P;
  /** Left edge, 0 at the window's start. */
  offset: number;
  /** Width, the visible part of the programme only. */
  width: number;
  /** The programme began before the window (its block is cut at the left edge). */
  clippedStart: boolean;
  /** The programme goes on after the window (cut at the right edge). */
  clippedEnd: boolean;
}

export type ProgramTimes = Pick<Program, 'id' | 'startTime' | 'endTime'>;

/** Whether a programme shows in a window: any overlap (start inclusive, end exclusive). */
export function overlaps(program: ProgramTimes, range: TimeRange): boolean {
  return startOf(program) < range.to && endOf(program) > range.from;
}

/**
 * The blocks of one channel's programmes in a window, by start time: each clipped to the window, so a
 * programme from 02:00 to 05:00 fills the last quarter of 0–4 and the first quarter of 4–8.
 */
export function layoutBlocks<P extends ProgramTimes>(programs: readonly P[], range: TimeRange): Block<P>[] {
  const span = range.to - range.from;
  return programs
    .filter((p) => overlaps(p, range))
    .sort((a, b) => startOf(a) - startOf(b))
    .map((program) => {
      const start = Math.max(startOf(program), range.from);
      const end = Math.min(endOf(program), range.to);
      return {
        program,
        offset: (start - range.from) / span,
        width: (end - start) / span,
        clippedStart: startOf(program) < range.from,
        clippedEnd: endOf(program) > range.to,
      };
    });
}

/** Where the now line sits in a window (0–1), or null when now is outside it. */
export function nowOffset(now: number, range: TimeRange): number | null {
  if (now < range.from || now >= range.to) return null;
  return (now - range.from) / (range.to - range.from);
}

/** The window (first hour) holding a programme's start, clamped to the day shown. */
export function windowOfProgram(program: ProgramTimes, day: string): number {
  const { from, to } = tokyoDayRange(day);
  const start = Math.min(Math.max(startOf(program), from.getTime()), to.getTime() - 1);
  return timetableWindowStart(new Date(start));
}

/** One channel's programmes of the day, by start time. */
export interface ChannelLane<P extends ProgramTimes = Program> {
  channelId: number;
  programs: readonly P[];
}

/** Groups a day's programmes by channel, in the order of `channelIds`, each lane sorted by start time. */
export function lanesOf<P extends ProgramTimes & { channelId: number }>(
  channelIds: readonly number[],
  programs: readonly P[],
): ChannelLane<P>[] {
  return channelIds.map((channelId) => ({
    channelId,
    programs: programs.filter((p) => p.channelId === channelId).sort((a, b) => startOf(a) - startOf(b)),
  }));
}

export type Move = 'left' | 'right' | 'up' | 'down';

/** Where a key move lands: a programme, and the window to show it in (another one when it left the window). */
export interface FocusTarget {
  channelId: number;
  programId: number;
  startHour: number;
}

/**
 * The block an arrow key leads to from the focused programme, or null when there is none.
 * - left / right: the previous / next programme of the same channel that day; when it lies outside the
 *   window shown, the target names the window holding it (the timetable turns the page).
 * - up / down: on the nearest channel above / below with a programme in the window, the one on air at
 *   the focused block's visible start; in a gap, the nearest block of that window.
 */
export function moveFocus<P extends ProgramTimes>(
  lanes: readonly ChannelLane<P>[],
  from: { channelId: number; programId: number },
  move: Move,
  day: string,
  startHour: number,
): FocusTarget | null {
  const laneIndex = lanes.findIndex((l) => l.channelId === from.channelId);
  const lane = lanes[laneIndex];
  const index = lane ? lane.programs.findIndex((p) => p.id === from.programId) : -1;
  const current = lane?.programs[index];
  if (!lane || !current) return null;
  const range = windowRange(day, startHour);
  const dayRange = windowRangeOfDay(day);

  if (move === 'left' || move === 'right') {
    const next = lane.programs[index + (move === 'right' ? 1 : -1)];
    if (!next || !overlaps(next, dayRange)) return null;
    const hour = overlaps(next, range) ? startHour : windowOfProgram(next, day);
    return { channelId: lane.channelId, programId: next.id, startHour: hour };
  }

  const at = Math.max(startOf(current), range.from);
  const step = move === 'down' ? 1 : -1;
  for (let i = laneIndex + step; i >= 0 && i < lanes.length; i += step) {
    const blocks = (lanes[i] as ChannelLane<P>).programs.filter((p) => overlaps(p, range));
    if (blocks.length === 0) continue;
    const target =
      blocks.find((p) => startOf(p) <= at && at < endOf(p)) ??
      blocks.reduce((best, p) => (distance(p, at) < distance(best, at) ? p : best));
    return { channelId: (lanes[i] as ChannelLane<P>).channelId, programId: target.id, startHour };
  }
  return null;
}

function windowRangeOfDay(day: string): TimeRange {
  const { from, to } = tokyoDayRange(day);
  return { from: from.getTime(), to: to.getTime() };
}

/** How far a programme is from an instant (0 when on air at it). */
function distance(p: ProgramTimes, at: number): number {
  if (at < startOf(p)) return startOf(p) - at;
  if (at >= endOf(p)) return at - endOf(p) + 1;
  return 0;
}

/** The labels of the hour ticks of a window: its start hour and the next three. */
export function windowHours(startHour: number): number[] {
  return Array.from({ length: WINDOW_HOURS }, (_, i) => startHour + i);
}
