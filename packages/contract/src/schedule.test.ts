import { describe, expect, it } from 'vitest';
import { compactDateSchema, favoriteScheduleQuerySchema, scheduleQuerySchema } from './schedule.js';
import {
  addDays,
  compactDateOf,
  daysBetween,
  filterScheduleDay,
  parseCompactDate,
  type ScheduleFilterable,
  scoreView,
  tokyoDayRange,
} from './schedule-rules.js';

type Item = ScheduleFilterable & { id: number };
const item = (id: number, typeId: number, teams: boolean, liveStatuses: number[], vods: number): Item => ({
  id,
  gameDesc: { typeId, homeName: teams ? `Home ${id}` : null, awayName: teams ? `Away ${id}` : null },
  lives: liveStatuses.map((status) => ({ status })),
  vods: Array.from({ length: vods }, (_, i) => ({ id: i })),
});

describe('filterScheduleDay (spec §4, read literally)', () => {
  it('keeps only lives with status below 2 on game type 2 items without teams, and keeps the item', () => {
    const [kept] = filterScheduleDay([item(1, 2, false, [0, 1, 2, 3], 0)]);
    expect(kept?.id).toBe(1);
    expect(kept?.lives.map((l) => l.status)).toEqual([0, 1]);
    const [empty] = filterScheduleDay([item(2, 2, false, [2, 3], 0)]);
    expect(empty?.lives).toEqual([]);
  });

  it('keeps game type 2 items with teams only when they have VODs, with their lives untouched', () => {
    const out = filterScheduleDay([item(1, 2, true, [0], 0), item(2, 2, true, [2, 3], 1)]);
    expect(out.map((i) => i.id)).toEqual([2]);
    expect(out[0]?.lives.map((l) => l.status)).toEqual([2, 3]);
  });

  it('passes every other game type unchanged, in order', () => {
    const items = [item(1, 1, true, [2], 0), item(2, 3, false, [2, 3], 0), item(3, 2, true, [], 2)];
    const out = filterScheduleDay(items);
    expect(out.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(out[0]).toBe(items[0]);
    expect(out[1]?.lives).toHaveLength(2);
  });

  it('counts one named side as having teams, does not change its input, and is idempotent', () => {
    const oneSide: Item = {
      ...item(1, 2, false, [2], 0),
      gameDesc: { typeId: 2, homeName: 'A', awayName: null },
    };
    expect(filterScheduleDay([oneSide])).toEqual([]);
    const input = [item(5, 2, false, [0, 2], 0)];
    const once = filterScheduleDay(input);
    expect(input[0]?.lives).toHaveLength(2);
    expect(filterScheduleDay(once)).toEqual(once);
    expect(filterScheduleDay([])).toEqual([]);
  });
});

describe('scoreView', () => {
  it('shows scores when on and hides both (null, scoreHidden) when off', () => {
    expect(scoreView(2, 1, true)).toEqual({ homeScore: 2, awayScore: 1, scoreHidden: false });
    expect(scoreView(null, null, true)).toEqual({ homeScore: null, awayScore: null, scoreHidden: false });
    expect(scoreView(2, 1, false)).toEqual({ homeScore: null, awayScore: null, scoreHidden: true });
  });
});

describe('Tokyo days (YYYYMMDD)', () => {
  it('reads YYYYMMDD and YYYY-MM-DD, refusing impossible dates', () => {
    expect(parseCompactDate('20261123')).toEqual({ year: 2026, month: 11, day: 23 });
    expect(compactDateSchema.parse('2026-11-23')).toBe('20261123');
    expect(parseCompactDate('20260230')).toBeNull();
    expect(compactDateSchema.safeParse('20261340').success).toBe(false);
    expect(compactDateSchema.safeParse('2026112').success).toBe(false);
    expect(compactDateSchema.safeParse('abcdefgh').success).toBe(false);
  });

  it('takes today from an injected instant, in Tokyo', () => {
    expect(compactDateOf(new Date('2026-11-22T14:59:59Z'))).toBe('20261122');
    expect(compactDateOf(new Date('2026-11-22T15:00:00Z'))).toBe('20261123');
  });

  it('covers 00:00 to 24:00 JST', () => {
    const { from, to } = tokyoDayRange('20261123');
    expect(from.toISOString()).toBe('2026-11-22T15:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-23T15:00:00.000Z');
  });

  it('adds days across months and years, and counts days between', () => {
    expect(addDays('20261230', 3)).toBe('20270102');
    expect(addDays('20240301', -1)).toBe('20240229');
    expect(daysBetween('20261120', '20261203')).toBe(13);
    expect(() => addDays('nope', 1)).toThrow(RangeError);
  });

  it('validates the schedule and favourite-schedule queries', () => {
    expect(scheduleQuerySchema.parse({ date: '20261123', gameType: '0' })).toEqual({
      date: '20261123',
      gameType: 0,
    });
    expect(scheduleQuerySchema.safeParse({ gameType: '-1' }).success).toBe(false);
    expect(favoriteScheduleQuerySchema.safeParse({ from: '20261125', to: '20261120' }).success).toBe(false);
    expect(favoriteScheduleQuerySchema.safeParse({ from: '20261101', to: '20261202' }).success).toBe(false);
    expect(favoriteScheduleQuerySchema.safeParse({ from: '20261101', to: '20261131' }).success).toBe(false);
    expect(favoriteScheduleQuerySchema.safeParse({ from: '20261101', to: '20261130' }).success).toBe(true);
  });
});
