import { BROADCAST_TYPE, GAME_STATUS, LIVE_STATUS } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { game } from '../../../../test/schedule-fixtures.js';
import { groupByDay, groupByLeague, splitOnAir } from './group-matches.js';
import { reservableLive } from './reservable.js';
import { dateParam, dayLabel, dayParts, relativeDay, stripDays } from './schedule-dates.js';

describe('stripDays', () => {
  const today = '20261124';

  it('is today-3 … today+7 while the chosen day is in it', () => {
    for (const selected of ['20261121', '20261124', '20261201']) {
      const days = stripDays(today, selected);
      expect(days).toHaveLength(11);
      expect(days[0]).toBe('20261121');
      expect(days.at(-1)).toBe('20261201');
    }
  });

  it('moves by whole weeks to hold a day outside it, across month and year ends', () => {
    expect(stripDays(today, '20261202')[0]).toBe('20261128');
    expect(stripDays(today, '20261202')).toContain('20261202');
    expect(stripDays(today, '20261120')[0]).toBe('20261114');
    expect(stripDays(today, '20261120')).toContain('20261120');
    const far = stripDays(today, '20270105');
    expect(far).toContain('20270105');
    expect(far).toHaveLength(11);
  });
});

describe('dateParam', () => {
  it('reads YYYYMMDD and YYYY-MM-DD; anything else is today', () => {
    expect(dateParam('20261201', '20261124')).toBe('20261201');
    expect(dateParam('2026-12-01', '20261124')).toBe('20261201');
    expect(dateParam('20261301', '20261124')).toBe('20261124');
    expect(dateParam('tomorrow', '20261124')).toBe('20261124');
    expect(dateParam(null, '20261124')).toBe('20261124');
  });
});

describe('day labels', () => {
  it('names weekday and weekend of a Tokyo day', () => {
    expect(dayParts('20261128', 'ja')).toEqual({ weekday: '土', month: 11, day: 28, weekend: 'sat' });
    expect(dayParts('20261129', 'en')).toMatchObject({ weekday: 'Sun', weekend: 'sun' });
    expect(dayParts('20261124', 'ja').weekend).toBeNull();
    expect(dayLabel('20261124', 'ja')).toBe('11月24日(火)');
  });

  it('knows today, tomorrow and yesterday', () => {
    expect(relativeDay('20261124', '20261124')).toBe('today');
    expect(relativeDay('20261125', '20261124')).toBe('tomorrow');
    expect(relativeDay('20261123', '20261124')).toBe('yesterday');
    expect(relativeDay('20261126', '20261124')).toBeNull();
  });
});

describe('grouping', () => {
  const a = game({ id: 1, beginDate: '2026-11-24T04:00:00.000Z', league: undefined });
  const b = game({
    id: 2,
    beginDate: '2026-11-24T05:00:00.000Z',
    lives: [{ id: 21, status: LIVE_STATUS.ON_AIR }],
  });
  const c = game({ id: 3, beginDate: '2026-11-24T16:00:00.000Z' }); // 01:00 JST on the 25th

  it('splits what is on air from the rest, keeping order', () => {
    const { onAir, rest } = splitOnAir([a, b, c], new Date('2026-11-24T03:00:00.000Z'));
    expect(onAir.map((g) => g.id)).toEqual([2]);
    expect(rest.map((g) => g.id)).toEqual([1, 3]);
  });

  it('counts a live due by the clock, not yet marked on air, and not a rebroadcast', () => {
    const due = game({
      id: 5,
      beginDate: '2026-11-24T02:00:00.000Z',
      lives: [{ id: 51, status: LIVE_STATUS.BEFORE }],
    });
    const rerun = game({
      id: 6,
      beginDate: '2026-11-24T02:00:00.000Z',
      lives: [{ id: 61, status: LIVE_STATUS.ON_AIR, broadcastType: BROADCAST_TYPE.REBROADCAST }],
    });
    const at = (iso: string) => splitOnAir([due, rerun], new Date(iso)).onAir.map((g) => g.id);
    expect(at('2026-11-24T03:00:00.000Z')).toEqual([5]);
    expect(at('2026-11-24T04:00:00.000Z')).toEqual([]); // its window closed
  });

  it('groups by league in the order of each league’s first game', () => {
    const pbl = { ...a, id: 4, league: { ...a.league, id: 3, name: 'PBL' } };
    const groups = groupByLeague([pbl, a, c]);
    expect(groups.map((g) => [g.league.id, g.items.map((i) => i.id)])).toEqual([
      [3, [4]],
      [1, [1, 3]],
    ]);
  });

  it('groups by Tokyo day, days ascending', () => {
    expect(groupByDay([c, a, b]).map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['20261124', [1, 2]],
      ['20261125', [3]],
    ]);
  });
});

describe('reservableLive', () => {
  const now = new Date('2026-11-24T03:00:00.000Z');
  /** Lives of the contract's shape: [LIVE_STATUS, beginAt] each, ids 1, 2, … */
  const lives = (...entries: [number, string][]) =>
    entries.map(([status, beginAt], i) => ({
      id: i + 1,
      channelId: null,
      title: 'live',
      status,
      broadcastType: 100,
      beginAt,
      endAt: '2026-11-24T09:00:00.000Z',
      free: false,
    }));

  it('is the next live still to come of a scheduled game', () => {
    const match = {
      status: GAME_STATUS.SCHEDULED,
      lives: lives([LIVE_STATUS.BEFORE, '2026-11-24T05:00:00.000Z']),
    };
    expect(reservableLive(match, now)?.id).toBe(1);
  });

  it('is null once the live has begun, is on air, or the game is not scheduled', () => {
    expect(
      reservableLive(
        { status: GAME_STATUS.SCHEDULED, lives: lives([LIVE_STATUS.BEFORE, '2026-11-24T03:00:00.000Z']) },
        now,
      ),
    ).toBeNull();
    expect(
      reservableLive(
        {
          status: GAME_STATUS.SCHEDULED,
          lives: lives(
            [LIVE_STATUS.ON_AIR, '2026-11-24T02:00:00.000Z'],
            [LIVE_STATUS.BEFORE, '2026-11-24T05:00:00.000Z'],
          ),
        },
        now,
      ),
    ).toBeNull();
    // due by the clock though not marked on air yet: on air all the same
    expect(
      reservableLive(
        {
          status: GAME_STATUS.SCHEDULED,
          lives: lives(
            [LIVE_STATUS.BEFORE, '2026-11-24T02:00:00.000Z'],
            [LIVE_STATUS.BEFORE, '2026-11-24T05:00:00.000Z'],
          ),
        },
        now,
      ),
    ).toBeNull();
    expect(
      reservableLive(
        { status: GAME_STATUS.POSTPONED, lives: lives([LIVE_STATUS.BEFORE, '2026-11-24T05:00:00.000Z']) },
        now,
      ),
    ).toBeNull();
    expect(reservableLive({ status: GAME_STATUS.SCHEDULED, lives: [] }, now)).toBeNull();
  });
});
