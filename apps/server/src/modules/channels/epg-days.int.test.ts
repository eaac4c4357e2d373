import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, factories, loginAs } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { scheduleFixtures } from '../../../test/schedule-fixtures.js';
import { programDayChanges, programDays, programs, teams } from '../../db/schema/index.js';
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
/** The repository, noting each day it reads whole (`whole 20261123`) or by its changes (`changes …`). */
const counting = (reads: string[]): typeof repo => ({
  ...repo,
  programsOfDay: (day, tx) => {
    reads.push(`whole ${day}`);
    return repo.programsOfDay(day, tx);
  },
  programChangesOfDay: (day, generation, tx) => {
    reads.push(`changes ${day}`);
    return repo.programChangesOfDay(day, generation, tx);
  },
});
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

  it('reads an unchanged day once, and what changed on it when its stamp moved', async () => {
    const reads: string[] = [];
    const days = createEpgDays(counting(reads));
    const first = await days.of('20261123');
    expect(first.map((r) => r.id)).toEqual([p.morning, p.noon]);
    expect(await days.of('20261123')).toBe(first);
    await days.of('20261124');
    expect(reads).toEqual(['whole 20261123', 'whole 20261124']);
    await t.database.db.update(programs).set({ isHide: true }).where(eq(programs.id, p.noon!));
    expect((await days.of('20261123')).map((r) => r.id)).toEqual([p.morning]);
    expect(await days.of('20261124')).toHaveLength(1);
    expect(reads).toEqual(['whole 20261123', 'whole 20261124', 'changes 20261123']);
    await t.database.db.update(programs).set({ isHide: false }).where(eq(programs.id, p.noon!));
    expect((await days.of('20261123')).map((r) => r.id)).toEqual([p.morning, p.noon]);
    expect(await days.of('20261123')).toEqual((await repo.programsOfDay('20261123')).value);
  });

  it('brings kept days up to date by every kind of change as reading them whole would', async () => {
    const reads: string[] = [];
    const days = createEpgDays(counting(reads));
    const db = t.database.db;
    const agrees = async (what: string) => {
      for (const day of DAYS) {
        expect(await days.of(day), `${what}: ${day}`).toEqual((await repo.programsOfDay(day)).value);
      }
    };
    await agrees('first');
    const other = (await s.channel()).id;
    const changes: [string, () => Promise<unknown>][] = [
      [
        'a title',
        () =>
          db
            .update(programs)
            .set({ title: { ja: '改題', en: 'Retitled' } })
            .where(eq(programs.id, p.noon!)),
      ],
      [
        'added on another channel, over midnight',
        async () =>
          (p.over = (await s.program({ channelId: other, startTime: utc('23T14:00:00'), minutes: 120 })).id),
      ],
      ['hidden', () => db.update(programs).set({ isHide: true }).where(eq(programs.id, p.morning!))],
      ['shown', () => db.update(programs).set({ isHide: false }).where(eq(programs.id, p.morning!))],
      [
        'moved earlier than another',
        () =>
          db
            .update(programs)
            .set({ startTime: utc('22T23:00:00'), endTime: utc('22T23:30:00') })
            .where(eq(programs.id, p.noon!)),
      ],
      ['deleted', () => db.delete(programs).where(eq(programs.id, p.over!))],
    ];
    for (const [what, change] of changes) {
      await change();
      await agrees(what);
    }
    expect(reads.filter((r) => r.startsWith('whole'))).toEqual(DAYS.map((day) => `whole ${day}`));
    await db
      .update(programs)
      .set({ startTime: utc('23T03:00:00'), endTime: utc('23T04:00:00') })
      .where(eq(programs.id, p.noon!));
  });

  it("logs each statement's programmes on every day they overlap", async () => {
    const changesOf = (day: string) =>
      t.database.db
        .select({ generation: programDayChanges.generation, programIds: programDayChanges.programIds })
        .from(programDayChanges)
        .where(eq(programDayChanges.day, day))
        .orderBy(programDayChanges.generation);
    const late = await s.program({ channelId, startTime: utc('23T14:30:00'), minutes: 60 });
    expect((await changesOf('2026-11-23')).at(-1)?.programIds).toEqual([late.id]);
    expect((await changesOf('2026-11-24')).at(-1)?.programIds).toEqual([late.id]);
    await t.database.db
      .update(programs)
      .set({ title: { ja: '再', en: 'Again' } })
      .where(inArray(programs.id, [p.morning!, p.noon!, late.id]));
    expect((await changesOf('2026-11-23')).at(-1)?.programIds).toEqual(
      [p.morning, p.noon, late.id].sort((a, b) => a! - b!),
    );
    expect((await changesOf('2026-11-24')).at(-1)?.programIds).toEqual([late.id]);
    await t.database.db.delete(programs).where(eq(programs.id, late.id));
    // a day keeps its last 256 changes, and says up to which generation they are gone
    for (let k = 0; k < 260; k++) {
      await t.database.db
        .update(programs)
        .set({ broadcastType: 200 + (k % 2) })
        .where(eq(programs.id, p.morning!));
    }
    const [day] = await t.database.db.select().from(programDays).where(eq(programDays.day, '2026-11-23'));
    const kept = await changesOf('2026-11-23');
    expect(kept).toHaveLength(256);
    expect(kept[0]!.generation).toBe(day!.generation - 255);
    expect(day!.pruned).toBe(day!.generation - 256);
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
