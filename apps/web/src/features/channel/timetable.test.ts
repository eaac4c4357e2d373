import { describe, expect, it } from 'vitest';
import {
  epgDays,
  isEpgDay,
  lanesOf,
  layoutBlocks,
  moveFocus,
  nowOffset,
  WINDOW_STARTS,
  windowAt,
  windowOfProgram,
  windowRange,
} from './timetable.js';

// Tokyo is UTC+9: 2026-11-24 00:00 JST is 2026-11-23T15:00Z.
const jst = (day: string, time: string) => `2026-11-${day}T${time}:00+09:00`;
const p = (id: number, channelId: number, start: string, end: string) => ({
  id,
  channelId,
  startTime: new Date(start).toISOString(),
  endTime: new Date(end).toISOString(),
});

describe('windows', () => {
  it('are the six 4-hour windows of the day', () => {
    expect(WINDOW_STARTS).toEqual([0, 4, 8, 12, 16, 20]);
  });

  it('opens on the Tokyo day and window of an instant, not the UTC one', () => {
    // 23:30 UTC on the 23rd is 08:30 on the 24th in Tokyo
    expect(windowAt(new Date('2026-11-23T23:30:00Z'))).toEqual({ day: '20261124', startHour: 8 });
    // 14:59 UTC is 23:59 JST: the last window of the 23rd
    expect(windowAt(new Date('2026-11-23T14:59:59Z'))).toEqual({ day: '20261123', startHour: 20 });
    expect(windowAt(new Date('2026-11-23T15:00:00Z'))).toEqual({ day: '20261124', startHour: 0 });
  });

  it('covers 4 hours from the window start in Tokyo time', () => {
    const range = windowRange('20261124', 4);
    expect(new Date(range.from).toISOString()).toBe('2026-11-23T19:00:00.000Z');
    expect(new Date(range.to).toISOString()).toBe('2026-11-23T23:00:00.000Z');
  });

  it('places the now line inside its window only', () => {
    const range = windowRange('20261124', 0);
    expect(nowOffset(Date.parse(jst('24', '01:00')), range)).toBe(0.25);
    expect(nowOffset(Date.parse(jst('24', '00:00')), range)).toBe(0);
    expect(nowOffset(Date.parse(jst('24', '04:00')), range)).toBeNull();
    expect(nowOffset(Date.parse(jst('23', '23:59')), range)).toBeNull();
  });
});

describe('day picker range', () => {
  it('offers a week back and a week ahead, across a month end', () => {
    const days = epgDays('20261128');
    expect(days).toHaveLength(15);
    expect(days[0]).toBe('20261121');
    expect(days[7]).toBe('20261128');
    expect(days.at(-1)).toBe('20261205');
    expect(isEpgDay('20261205', '20261128')).toBe(true);
    expect(isEpgDay('20261206', '20261128')).toBe(false);
    expect(isEpgDay('2026-11-28', '20261128')).toBe(false);
  });
});

describe('layoutBlocks', () => {
  const range = windowRange('20261124', 0);

  it('sizes blocks by duration and clips them at the window edges', () => {
    const programs = [
      p(3, 1, jst('24', '03:00'), jst('24', '05:00')),
      p(1, 1, jst('23', '22:00'), jst('24', '01:00')),
      p(2, 1, jst('24', '01:00'), jst('24', '03:00')),
      p(4, 1, jst('24', '05:00'), jst('24', '06:00')),
    ];
    const blocks = layoutBlocks(programs, range);
    expect(blocks.map((b) => b.program.id)).toEqual([1, 2, 3]);
    expect(blocks.map((b) => [b.offset, b.width])).toEqual([
      [0, 0.25],
      [0.25, 0.5],
      [0.75, 0.25],
    ]);
    expect(blocks.map((b) => [b.clippedStart, b.clippedEnd])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
  });

  it('drops a programme ending exactly at the window start (end is exclusive)', () => {
    const blocks = layoutBlocks([p(1, 1, jst('23', '22:00'), jst('24', '00:00'))], range);
    expect(blocks).toEqual([]);
  });

  it('keeps a programme crossing the whole window as one full-width block', () => {
    const [block] = layoutBlocks([p(1, 1, jst('23', '23:00'), jst('24', '05:00'))], range);
    expect(block).toMatchObject({ offset: 0, width: 1, clippedStart: true, clippedEnd: true });
  });
});

describe('windowOfProgram', () => {
  it('is the window of its start, clamped to the day shown', () => {
    expect(windowOfProgram(p(1, 1, jst('24', '09:30'), jst('24', '10:00')), '20261124')).toBe(8);
    expect(windowOfProgram(p(1, 1, jst('23', '23:00'), jst('24', '01:00')), '20261124')).toBe(0);
  });
});

describe('moveFocus', () => {
  const day = '20261124';
  // channel 1: 00–01, 01–03, 03–05, 05–06 · channel 2: 00–02, 02–04 · channel 3: nothing before 06:00 ·
  // channel 4: 22:00 (day before)–00:30, 00:30–04:00
  const programs = [
    p(11, 1, jst('24', '00:00'), jst('24', '01:00')),
    p(12, 1, jst('24', '01:00'), jst('24', '03:00')),
    p(13, 1, jst('24', '03:00'), jst('24', '05:00')),
    p(14, 1, jst('24', '05:00'), jst('24', '06:00')),
    p(21, 2, jst('24', '00:00'), jst('24', '02:00')),
    p(22, 2, jst('24', '02:00'), jst('24', '04:00')),
    p(31, 3, jst('24', '06:00'), jst('24', '08:00')),
    p(40, 4, jst('23', '22:00'), jst('24', '00:30')),
    p(41, 4, jst('24', '00:30'), jst('24', '04:00')),
  ];
  const lanes = lanesOf([1, 2, 3, 4], programs);

  it('moves right and left along a channel in the same window', () => {
    expect(moveFocus(lanes, { channelId: 1, programId: 11 }, 'right', day, 0)).toEqual({
      channelId: 1,
      programId: 12,
      startHour: 0,
    });
    expect(moveFocus(lanes, { channelId: 1, programId: 12 }, 'left', day, 0)).toMatchObject({
      programId: 11,
    });
  });

  it('turns to the next window when the next programme starts after it', () => {
    // 03–05 shows in window 0 (clipped); the next one, 05–06, is only in window 4
    expect(moveFocus(lanes, { channelId: 1, programId: 13 }, 'right', day, 0)).toEqual({
      channelId: 1,
      programId: 14,
      startHour: 4,
    });
    expect(moveFocus(lanes, { channelId: 1, programId: 13 }, 'left', day, 4)).toEqual({
      channelId: 1,
      programId: 12,
      startHour: 0,
    });
  });

  it('stops at the first and last programme of the day', () => {
    expect(moveFocus(lanes, { channelId: 1, programId: 11 }, 'left', day, 0)).toBeNull();
    expect(moveFocus(lanes, { channelId: 4, programId: 40 }, 'left', day, 0)).toBeNull();
    expect(moveFocus(lanes, { channelId: 3, programId: 31 }, 'right', day, 4)).toBeNull();
  });

  it('moves down to the programme on air at the same time on the next channel', () => {
    expect(moveFocus(lanes, { channelId: 1, programId: 12 }, 'down', day, 0)).toEqual({
      channelId: 2,
      programId: 21,
      startHour: 0,
    });
    expect(moveFocus(lanes, { channelId: 1, programId: 13 }, 'down', day, 0)).toMatchObject({
      programId: 22,
    });
    expect(moveFocus(lanes, { channelId: 2, programId: 22 }, 'up', day, 0)).toMatchObject({ programId: 12 });
  });

  it('skips a channel with nothing in the window and uses the visible start of a clipped block', () => {
    // channel 3 has nothing in 0–4: down from channel 2 lands on channel 4
    expect(moveFocus(lanes, { channelId: 2, programId: 21 }, 'down', day, 0)).toEqual({
      channelId: 4,
      programId: 40,
      startHour: 0,
    });
    // up from the clipped 22:00–00:30 block reads its visible start, 00:00
    expect(moveFocus(lanes, { channelId: 4, programId: 40 }, 'up', day, 0)).toMatchObject({
      channelId: 2,
      programId: 21,
    });
  });

  it('has nowhere to go above the first channel or below the last', () => {
    expect(moveFocus(lanes, { channelId: 1, programId: 11 }, 'up', day, 0)).toBeNull();
    expect(moveFocus(lanes, { channelId: 4, programId: 41 }, 'down', day, 0)).toBeNull();
  });

  it('picks the nearest block when the neighbour has a gap at that time', () => {
    const gappy = lanesOf(
      [1, 2],
      [
        p(1, 1, jst('24', '02:45'), jst('24', '03:00')),
        p(2, 2, jst('24', '00:00'), jst('24', '01:00')),
        p(3, 2, jst('24', '03:30'), jst('24', '04:00')),
      ],
    );
    // 02:45 on channel 1: channel 2 is off air 01:00–03:30; 03:30 is nearer than 01:00
    expect(moveFocus(gappy, { channelId: 1, programId: 1 }, 'down', day, 0)).toMatchObject({ programId: 3 });
    expect(moveFocus(gappy, { channelId: 2, programId: 2 }, 'up', day, 0)).toMatchObject({ programId: 1 });
  });
});
