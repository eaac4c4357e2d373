import { isLiveNotOver, isLiveOnAir, isLiveReservable, LIVE_STATUS, type LiveTimes } from '@kickoff/contract';
import { asc, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import type { DatabaseHandle } from '../db/client.js';
import { lives } from '../db/schema/index.js';
import { liveNotOverAt, liveOnAirAt, liveReservableAt } from './live-status.js';

const NOW = new Date('2026-11-23T03:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

/** Every status the table knows, and one it does not. */
const STATUSES = [...Object.values(LIVE_STATUS), 9];
/**
 * Windows around NOW, in minutes: wholly before it, ending at it, around it, beginning at it, wholly
 * after it, a millisecond either side of each edge, one longer than a day, and an empty one (end_at is
 * NOT NULL, so there is no open-ended live to try).
 */
const WINDOWS: [number, number][] = [
  [-180, -60],
  [-120, 0],
  [-120, 1 / MINUTE],
  [-120, -1 / MINUTE],
  [-60, 60],
  [-26 * 60, 60],
  [0, 120],
  [1 / MINUTE, 120],
  [-1 / MINUTE, 120],
  [60, 180],
  [0, 0],
];
/** The instants each rule is asked about: NOW, and the window edges seen from either side. */
const INSTANTS = [at(0), at(-120), at(-60), at(60), at(120), at(-27 * 60), at(24 * 60), at(1 / MINUTE)];

let database: DatabaseHandle;
let rows: (LiveTimes & { id: number })[];

beforeAll(async () => {
  database = await createTestDatabase();
  const values = STATUSES.flatMap((status) =>
    WINDOWS.map(([begin, end]) => ({
      title: { ja: `ライブ ${status} ${begin}–${end}` },
      status,
      beginAt: at(begin),
      endAt: at(end),
    })),
  );
  rows = await database.db
    .insert(lives)
    .values(values)
    .returning({ id: lives.id, status: lives.status, beginAt: lives.beginAt, endAt: lives.endAt });
});
afterAll(() => database.close());

/** The ids of the lives a SQL condition selects, in id order. */
const selected = async (where: SQL) =>
  (await database.db.select({ id: lives.id }).from(lives).where(where).orderBy(asc(lives.id))).map(
    (r) => r.id,
  );

const rules = [
  ['liveOnAirAt = isLiveOnAir', liveOnAirAt, isLiveOnAir],
  ['liveReservableAt = isLiveReservable', liveReservableAt, isLiveReservable],
  ['liveNotOverAt = isLiveNotOver', liveNotOverAt, isLiveNotOver],
] as const;

describe(`the SQL live rules agree with the contract (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('covers every status × window case', () => {
    expect(rows).toHaveLength(STATUSES.length * WINDOWS.length);
  });

  for (const [name, where, accepts] of rules) {
    it(`${name}: the same lives at every instant`, async () => {
      for (const now of INSTANTS) {
        const expected = rows
          .filter((live) => accepts(live, now))
          .map((l) => l.id)
          .sort((a, b) => a - b);
        expect(await selected(where(now)), `${name} at ${now.toISOString()}`).toEqual(expected);
      }
    });
  }

  it('finds each kind of case on air at NOW: marked on air anywhere, before and due, nothing else', async () => {
    const onAir = new Set(await selected(liveOnAirAt(NOW)));
    const kinds = new Set(
      rows.filter((r) => onAir.has(r.id)).map((r) => (r.status === LIVE_STATUS.ON_AIR ? 'marked' : 'due')),
    );
    expect([...kinds].sort()).toEqual(['due', 'marked']);
    expect(rows.filter((r) => r.status === LIVE_STATUS.ON_AIR).every((r) => onAir.has(r.id))).toBe(true);
    expect(
      rows.filter((r) => r.status >= LIVE_STATUS.ENDED && onAir.has(r.id)),
      'ended, cancelled or unknown',
    ).toEqual([]);
  });
});
