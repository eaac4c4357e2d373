import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, factories, loginAs } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { scheduleFixtures } from '../../../test/schedule-fixtures.js';
import { programs, teams } from '../../db/schema/index.js';
import { createChannelRepo } from './channel.repo.js';
import { createEpgDays } from './channel.service.js';

// now: 2026-11-23 12:00 JST; the Tokyo day 20261123 is 2026-11-22T15:00Z … 2026-11-23T15:00Z
const NOW = '2026-11-23T03:00:00Z';
const utc = (iso: string) => new Date(`2026-11-${iso}Z`);
const DAYS = ['20261122', '20261123', '20261124'] as const;

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let s: ReturnType<typeof scheduleFixtures>;
let repo: ReturnType<typeof createChannelRepo>;
let cookie: string;
let channelId: number;
const p: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  api = apiClient(t.app);
  s = scheduleFixtures(t.database.db);
  repo = createChannelRepo(t.database.db);
  cookie = await loginAs(t.app, (await factories(t.database.db).member()).email!);
  channelId = (await s.channel()).id;
  p.morning = (await s.program({ channelId, startTime: utc('23T00:00:00'), minutes: 120 })).id;
  p.noon = (await s.program({ channelId, startTime: utc('23T03:00:00'), minutes: 60 })).id;
  p.nextDay = (await s.program({ channelId, startTime: utc('23T16:00:00'), minutes: 60 })).id;
});
afterAll(() => t.close());

/** The ids of a day's EPG as the API answers it. */
const epg = async (date: string) => {
  const response = await api.endpoint('channels.programDay', { params: { date }, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.data.list.map((x: { id: number }) => x.id);
};
const stamps = () => Promise.all(DAYS.map((day) => repo.programDayStamp(day)));
/** Which of DAYS moved their stamp across `write`. */
async function moved(write: () => Promise<unknown>) {
  const before = await stamps();
  await write();
  const after = await stamps();
  return DAYS.filter((_, k) => after[k] !== before[k]);
}

describe(`a day's EPG kept while its stamp holds (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('moves the stamps of the days a written programme overlaps, before and after', async () => {
    const db = t.database.db;
    const title = { ja: '番組', en: 'Show' };
    expect(await moved(() => db.update(programs).set({ title }).where(eq(programs.id, p.noon!)))).toEqual([
      '20261123',
    ]);
    // one running past midnight is on both days
    expect(
      await moved(() =>
        s.program({ channelId, startTime: utc('23T14:30:00'), minutes: 60 }).then((r) => (p.late = r.id)),
      ),
    ).toEqual(['20261123', '20261124']);
    // ending exactly at midnight it is not on the next day; moved a day on, it leaves one and joins another
    expect(
      await moved(() =>
        db
          .update(programs)
          .set({ startTime: utc('22T14:00:00'), endTime: utc('22T15:00:00') })
          .where(eq(programs.id, p.late!)),
      ),
    ).toEqual(['20261122', '20261123', '20261124']);
    expect(await moved(() => db.delete(programs).where(eq(programs.id, p.late!)))).toEqual(['20261122']);
    // a statement that writes no programme, or other tables of the catalogue but the names, moves none
    expect(await moved(() => db.update(programs).set({ title }).where(eq(programs.id, -1)))).toEqual([]);
    expect(await moved(() => s.channel())).toEqual([]);
    // the epoch moves every day
    expect(
      await moved(() =>
        db
          .update(teams)
          .set({ code: 'ABC' })
          .where(inArray(teams.id, [-1])),
      ),
    ).toEqual([...DAYS]);
  });

  it('reads an unchanged day once, and again when its stamp moved', async () => {
    const reads: string[] = [];
    const days = createEpgDays({
      ...repo,
      programsOfDay: (day, tx) => {
        reads.push(day);
        return repo.programsOfDay(day, tx);
      },
    });
    const first = await days.of('20261123');
    expect(first.map((r) => r.id)).toEqual([p.morning, p.noon]);
    expect(await days.of('20261123')).toBe(first);
    await days.of('20261124');
    expect(reads).toEqual(['20261123', '20261124']);
    await t.database.db.update(programs).set({ isHide: true }).where(eq(programs.id, p.noon!));
    expect((await days.of('20261123')).map((r) => r.id)).toEqual([p.morning]);
    expect(await days.of('20261124')).toHaveLength(1);
    expect(reads).toEqual(['20261123', '20261124', '20261123']);
    await t.database.db.update(programs).set({ isHide: false }).where(eq(programs.id, p.noon!));
  });

  it("serves each change made outside the app in the day's EPG", async () => {
    expect(await epg('20261123')).toEqual([p.morning, p.noon]);
    expect(await epg('20261124')).toEqual([p.nextDay]);
    const eventually = (check: () => Promise<unknown>) => vi.waitFor(check, { timeout: 5_000, interval: 50 });
    // a programme hidden, then shown; one moved to the next day; one added; all deleted
    await t.database.db.update(programs).set({ isHide: true }).where(eq(programs.id, p.morning!));
    await eventually(async () => expect(await epg('20261123')).toEqual([p.noon]));
    await t.database.db.update(programs).set({ isHide: false }).where(eq(programs.id, p.morning!));
    await eventually(async () => expect(await epg('20261123')).toEqual([p.morning, p.noon]));
    await t.database.db
      .update(programs)
      .set({ startTime: utc('23T17:00:00'), endTime: utc('23T18:00:00') })
      .where(eq(programs.id, p.noon!));
    await eventually(async () => expect(await epg('20261123')).toEqual([p.morning]));
    expect(await epg('20261124')).toEqual([p.nextDay, p.noon]);
    const added = await s.program({ channelId, startTime: utc('23T05:00:00'), minutes: 30 });
    await eventually(async () => expect(await epg('20261123')).toEqual([p.morning, added.id]));
    await t.database.db.execute(sql`truncate ${programs}`);
    await eventually(async () => expect(await epg('20261123')).toEqual([]));
    expect(await epg('20261124')).toEqual([]);
  });
});
