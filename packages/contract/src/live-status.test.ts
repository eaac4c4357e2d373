import { describe, expect, it } from 'vitest';
import { BROADCAST_TYPE } from './limits.js';
import {
  isFirstRun,
  isInWindow,
  isLiveNotOver,
  isLiveNow,
  isLiveOnAir,
  isLiveReservable,
  LIVE_STATUS,
} from './live-status.js';

// A live planned 10:00–12:00 UTC, seen at five instants around its window.
const WINDOW = { beginAt: '2026-11-23T10:00:00.000Z', endAt: '2026-11-23T12:00:00.000Z' };
const INSTANTS = {
  before: '2026-11-23T09:59:59.999Z',
  begin: '2026-11-23T10:00:00.000Z',
  during: '2026-11-23T11:00:00.000Z',
  end: '2026-11-23T12:00:00.000Z',
  after: '2026-11-23T13:00:00.000Z',
} as const;
type Instant = keyof typeof INSTANTS;
const ALL = Object.keys(INSTANTS) as Instant[];

/** Per status, the instants at which each rule holds (every other instant: it does not). */
const TABLE: { status: number; onAir: Instant[]; reservable: Instant[]; notOver: Instant[] }[] = [
  {
    status: LIVE_STATUS.BEFORE,
    onAir: ['begin', 'during'],
    reservable: ['before'],
    notOver: ['before', 'begin', 'during'],
  },
  { status: LIVE_STATUS.ON_AIR, onAir: ALL, reservable: [], notOver: ALL },
  { status: LIVE_STATUS.ENDED, onAir: [], reservable: [], notOver: [] },
  { status: LIVE_STATUS.CANCELLED, onAir: [], reservable: [], notOver: [] },
  { status: 9, onAir: [], reservable: [], notOver: [] }, // a status the spec does not know
];

describe('the rules of a live status, as a table (status × instant around the window)', () => {
  for (const row of TABLE) {
    for (const instant of ALL) {
      const live = { status: row.status, ...WINDOW };
      const now = new Date(INSTANTS[instant]);
      it(`status ${row.status} at ${instant}`, () => {
        expect(isLiveOnAir(live, now), 'on air').toBe(row.onAir.includes(instant));
        expect(isLiveReservable(live, now), 'reservable').toBe(row.reservable.includes(instant));
        expect(isLiveNotOver(live, now), 'not over').toBe(row.notOver.includes(instant));
        // Date or ISO string: the same answer
        const dated = {
          status: row.status,
          beginAt: new Date(WINDOW.beginAt),
          endAt: new Date(WINDOW.endAt),
        };
        expect(isLiveOnAir(dated, now)).toBe(isLiveOnAir(live, now));
      });
    }
  }

  it('never calls a live both reservable and on air', () => {
    for (const row of TABLE) expect(row.onAir.filter((i) => row.reservable.includes(i))).toEqual([]);
  });
});

describe('isLiveNow: on air and a first-run broadcast', () => {
  const during = new Date(INSTANTS.during);
  const after = new Date(INSTANTS.after);
  it.each([
    [BROADCAST_TYPE.LIVE, true],
    [BROADCAST_TYPE.MAIN, true],
    [BROADCAST_TYPE.REBROADCAST, false],
    [BROADCAST_TYPE.RECORDED, false],
  ])('broadcast type %i on air: %s', (broadcastType, expected) => {
    expect(isFirstRun({ broadcastType })).toBe(expected);
    expect(isLiveNow({ status: LIVE_STATUS.ON_AIR, broadcastType, ...WINDOW }, during)).toBe(expected);
    expect(isLiveNow({ status: LIVE_STATUS.BEFORE, broadcastType, ...WINDOW }, during)).toBe(expected);
  });
  it('is false whenever the live is not on air', () => {
    const live = { broadcastType: BROADCAST_TYPE.LIVE, ...WINDOW };
    expect(isLiveNow({ ...live, status: LIVE_STATUS.BEFORE }, after)).toBe(false);
    for (const status of [LIVE_STATUS.ENDED, LIVE_STATUS.CANCELLED]) {
      expect(isLiveNow({ ...live, status }, during)).toBe(false);
    }
  });
});

describe('isInWindow', () => {
  it('holds from the begin (inclusive) to the end (exclusive)', () => {
    const at = (i: Instant) => isInWindow(WINDOW.beginAt, WINDOW.endAt, new Date(INSTANTS[i]));
    expect(ALL.filter(at)).toEqual(['begin', 'during']);
  });
});
