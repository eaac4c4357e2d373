import { isLiveOnAir, LIVE_STATUS, tokyoDateString } from '@kickoff/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedInMember } from '../../test/catalogue-fixtures.js';
import { apiClient, factories } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { Database } from '../db/client.js';
import {
  appMeta,
  catalogueVersion,
  channels,
  games,
  lives,
  memberAlerts,
  newsPosts,
  popups,
  programs,
  reservations,
  rounds,
  seasons,
  vods,
} from '../db/schema/index.js';
import { runDemoCalendar } from '../jobs/demo-calendar.js';
import { runReservationAlerts } from '../jobs/reservation-alerts.js';
import { CALENDAR_KEY, createDemoCalendar } from './calendar.js';
import { DAY_MS, statusOfWindow } from './calendar-rules.js';
import { timeKit } from './help-text.js';
import { seedDemoOnce } from './seed.js';

const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const T0 = '2026-11-23T03:00:00.000Z'; // Monday 12:00 in Tokyo
const HOUR = 60 * 60 * 1000;

/** A fresh database with the demo seeded at T0, the HTTP app on it, and its calendar; closed after each test. */
let opened: TestApp | undefined;
async function demoAt(now: string) {
  const t = await createTestApp({ now });
  opened = t;
  await seedDemoOnce({ db: t.database.db, clock: t.clock });
  const calendar = createDemoCalendar({ db: t.database.db });
  return { t, run: () => runDemoCalendar({ calendar, clock: t.clock }) };
}
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

/** Every date the catalogue build writes, by table, row and column: instants as ISO text, days as they are. */
async function datesOf(database: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const add = (table: string, rows: Record<string, number | Date | string>[]) => {
    for (const { id, ...columns } of rows)
      for (const [column, v] of Object.entries(columns))
        out[`${table}.${column}#${id}`] = v instanceof Date ? v.toISOString() : String(v);
  };
  add('games', await database.select({ id: games.id, beginAt: games.beginAt }).from(games));
  add(
    'lives',
    await database.select({ id: lives.id, beginAt: lives.beginAt, endAt: lives.endAt }).from(lives),
  );
  add(
    'programs',
    await database
      .select({ id: programs.id, startTime: programs.startTime, endTime: programs.endTime })
      .from(programs),
  );
  add('vods', await database.select({ id: vods.id, publishedAt: vods.publishedAt }).from(vods));
  add(
    'news',
    await database.select({ id: newsPosts.id, publishedAt: newsPosts.publishedAt }).from(newsPosts),
  );
  add(
    'popups',
    await database.select({ id: popups.id, startAt: popups.startAt, endAt: popups.endAt }).from(popups),
  );
  add(
    'seasons',
    await database
      .select({ id: seasons.id, startDate: seasons.startDate, endDate: seasons.endDate })
      .from(seasons),
  );
  add(
    'rounds',
    await database
      .select({ id: rounds.id, startDate: rounds.startDate, endDate: rounds.endDate })
      .from(rounds),
  );
  return out;
}

const laterBy = (value: string, days: number) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(Date.parse(`${value}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
    : new Date(Date.parse(value) + days * DAY_MS).toISOString();

const allLives = (database: Database) => database.select().from(lives);

/** Every live not cancelled carries the status its window gives at `now`; a cancelled one stays cancelled. */
async function expectLivesFollow(database: Database, now: Date) {
  for (const live of await allLives(database)) {
    if (live.status === LIVE_STATUS.CANCELLED) continue;
    expect(live.status, `live ${live.id}`).toBe(statusOfWindow(live.beginAt, live.endAt, now));
  }
}

/** The rendered dates of the texts name the days of their rows (calendar-text.ts). */
async function expectTextsNameTheirDays(database: Database) {
  const f = timeKit({ now: () => new Date(0) });
  const news = await database.select().from(vods).where(eq(vods.kind, 'news'));
  expect(news.length).toBeGreaterThan(0);
  for (const v of news) expect(v.title.en).toBe(`KICKOFF NEWS, ${f.md(v.publishedAt).en}`);
  const replays = await database
    .select({ description: programs.description, beginAt: games.beginAt })
    .from(programs)
    .innerJoin(games, eq(games.id, programs.gameId))
    .where(and(eq(programs.broadcastType, 300), isNotNull(programs.description)));
  const dated = replays.filter((p) => /^\d+月\d+日（/.test(p.description!.ja));
  expect(dated.length).toBeGreaterThan(0);
  for (const p of dated) {
    expect(p.description!.ja.startsWith(f.md(p.beginAt).ja)).toBe(true);
    expect(p.description!.en!.startsWith(f.md(p.beginAt).en)).toBe(true);
  }
  const [maintenance] = await database.select().from(popups).where(eq(popups.kind, 2));
  expect(maintenance!.title!.en).toBe(`[Important] System maintenance (${f.md(maintenance!.endAt).en})`);
  expect(maintenance!.content!.ja.startsWith(f.date(maintenance!.endAt).ja)).toBe(true);
}

const versionOf = async (database: Database) =>
  (await database.select({ v: catalogueVersion.version }).from(catalogueVersion))[0]!.v;

/** Each test seeds the whole demo: a few seconds, more on a busy machine. */
const SEEDING = { timeout: 60_000 };

describe(`demo calendar (${db})`, () => {
  it(
    'on the seeding day rolls nothing and marks the lives when their windows open and close',
    SEEDING,
    async () => {
      const { t, run } = await demoAt(T0);
      const database = t.database.db;
      // a fresh seed is already marked by its windows
      expect(await run()).toEqual({ shiftedDays: 0, totalDays: 0, lives: 0 });

      // the lives on air at seeding (status 1) end: the calendar marks them ended, as an operator would
      const onAir = (await allLives(database)).filter((l) => l.status === LIVE_STATUS.ON_AIR);
      expect(onAir.length).toBeGreaterThan(0);
      const lastEnd = Math.max(...onAir.map((l) => l.endAt.getTime()));
      t.clock.set(new Date(lastEnd));
      const marked = await run();
      expect(marked).toMatchObject({ shiftedDays: 0, totalDays: 0 });
      expect(marked!.lives).toBeGreaterThanOrEqual(onAir.length);
      await expectLivesFollow(database, t.clock.now());
      for (const live of await allLives(database))
        if (onAir.some((l) => l.id === live.id)) expect(live.status).toBe(LIVE_STATUS.ENDED);
      expect(await run()).toMatchObject({ lives: 0 });
    },
  );

  it(
    'alerts a reserved live once when the calendar puts it on air, and not again when the days roll',
    SEEDING,
    async () => {
      const { t, run } = await demoAt(T0);
      const database = t.database.db;
      const alerts = { alerts: t.core.services.reservations.alerts, clock: t.clock };
      const member = await factories(database).member();
      const [next] = (await allLives(database))
        .filter((l) => l.status === LIVE_STATUS.BEFORE && l.broadcastType === 100)
        .sort((a, b) => a.beginAt.getTime() - b.beginAt.getTime());
      await database.insert(reservations).values({ userId: member.id, type: 'live', destId: next!.id });

      // a minute into its window: due by the clock (still marked before), alerted; then marked on air
      t.clock.set(new Date(next!.beginAt.getTime() + 60_000));
      expect(await runReservationAlerts(alerts)).toMatchObject({ alerts: 1 });
      expect((await run())!.lives).toBeGreaterThanOrEqual(1);
      const [marked] = await database.select().from(lives).where(eq(lives.id, next!.id));
      expect(marked!.status).toBe(LIVE_STATUS.ON_AIR);
      expect(await runReservationAlerts(alerts)).toMatchObject({ alerts: 0 });

      // a day later the catalogue has rolled and the same live is on air again: its alert was sent once
      t.clock.advance(DAY_MS);
      expect(await run()).toMatchObject({ shiftedDays: 1, totalDays: 1 });
      const [again] = await database.select().from(lives).where(eq(lives.id, next!.id));
      expect(isLiveOnAir(again!, t.clock.now())).toBe(true);
      expect(await runReservationAlerts(alerts)).toMatchObject({ alerts: 0 });
      expect(
        await database.select().from(memberAlerts).where(eq(memberAlerts.userId, member.id)),
      ).toHaveLength(1);
    },
  );

  it(
    '3 days and 5 hours after seeding: the catalogue rolled 3 days once, lives on air, EPG ahead',
    SEEDING,
    async () => {
      const { t, run } = await demoAt(T0);
      const database = t.database.db;
      const before = await datesOf(database);
      await expectTextsNameTheirDays(database);
      const version = await versionOf(database);

      t.clock.set(new Date(Date.parse(T0) + 3 * DAY_MS + 5 * HOUR));
      const now = t.clock.now();
      // two instances at once: one rolls the days, the other finds them rolled
      const runs = await Promise.all([run(), run()]);
      runs.sort((a, b) => b!.shiftedDays - a!.shiftedDays);
      expect(runs[0]).toMatchObject({ shiftedDays: 3, totalDays: 3 });
      expect(runs[0]!.lives).toBeGreaterThan(0);
      expect(runs[1]).toEqual({ shiftedDays: 0, totalDays: 3, lives: 0 });
      const [meta] = await database.select().from(appMeta).where(eq(appMeta.key, CALENDAR_KEY));
      expect(meta!.value).toEqual({ shiftedDays: 3 });
      // one transaction wrote: the cached answers see one new catalogue version
      expect(await versionOf(database)).toBe(version + 1);

      // every date of the catalogue stands exactly three days later, and the texts name the new days
      const after = await datesOf(database);
      expect(after).toEqual(Object.fromEntries(Object.entries(before).map(([k, v]) => [k, laterBy(v, 3)])));
      await expectTextsNameTheirDays(database);

      // lives on air now, none marked on air past its window, every live marked by its window
      const all = await allLives(database);
      const onAir = all.filter((l) => l.status === LIVE_STATUS.ON_AIR);
      expect(onAir.length).toBeGreaterThan(0);
      for (const live of onAir) expect(live.beginAt <= now && now < live.endAt, `live ${live.id}`).toBe(true);
      await expectLivesFollow(database, now);

      // the EPG of every channel runs without a gap from before now to the end of day +7 in Tokyo
      const day = timeKit(t.clock);
      const api = apiClient(t.app);
      const me = await loggedInMember(t.app, database);
      const channelIds = (await database.select({ id: channels.id }).from(channels)).map((c) => c.id);
      for (let d = 0; d <= 7; d++) {
        const date = tokyoDateString(day.at(d));
        const list = (await api.endpoint('channels.programDay', { params: { date }, cookie: me.cookie })).data
          .list;
        for (const channelId of channelIds) {
          const shows = list.filter((p) => p.channelId === channelId);
          expect(shows.length, `channel ${channelId} on ${date}`).toBeGreaterThan(0);
          expect(Date.parse(shows[0]!.startTime)).toBeLessThanOrEqual(day.at(d).getTime());
          expect(Date.parse(shows.at(-1)!.endTime)).toBeGreaterThanOrEqual(day.at(d + 1).getTime());
          for (let i = 1; i < shows.length; i++) expect(shows[i]!.startTime).toBe(shows[i - 1]!.endTime);
        }
      }

      // home's "live now", through the HTTP API, lists lives, each on air
      const home = await api.endpoint('catalogue.home', {
        cookie: me.cookie,
        headers: { 'accept-language': 'en' },
      });
      const liveNow = home.data.sections.find((s) => s.kind === 'live_now');
      expect(liveNow?.kind === 'live_now' && liveNow.lives.length).toBeGreaterThan(0);
      if (liveNow?.kind === 'live_now')
        for (const item of liveNow.lives) expect(onAir.map((l) => l.id)).toContain(item.id);

      // running it again changes nothing
      expect(await run()).toEqual({ shiftedDays: 0, totalDays: 3, lives: 0 });
      expect(await datesOf(database)).toEqual(after);
      expect(await versionOf(database)).toBe(version + 1);
    },
  );
});
