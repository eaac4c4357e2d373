import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  at,
  catalogueFixtures,
  loggedInMember,
  names,
  queryCounter,
  scoresIn,
  type World,
} from '../../../test/catalogue-fixtures.js';
import { apiClient, type EndpointOptions } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { catalogueVersion, channels, games, memberSettings, programs } from '../../db/schema/index.js';
import { CATALOGUE_VERSION_MAX_AGE_MS } from '../../shared/catalogue-version.js';
import { READ_CACHE_REFRESH_AHEAD, READ_CACHE_STALE_MS, READ_CACHE_TTL_MS } from '../../shared/read-cache.js';
import { REREAD_AHEAD } from '../../shared/reread-ahead.js';
import { SCORE_CACHE_TTL_MS } from '../settings/score-cache.js';

const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const TODAY = '20261123';

/**
 * The read cache behind GET /home/web, /schedule and /program/{date}: answers are shared between
 * members only where they are the same for them (language, score setting), follow every committed
 * change of the catalogue at once, and expire with the clock.
 */
describe(`cached catalogue answers (${db})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let c: ReturnType<typeof catalogueFixtures>;
  let w: World;
  let shows: { id: number; cookie: string };
  let hides: { id: number; cookie: string };
  let channelId: number;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    c = catalogueFixtures(t.database.db);
    w = await c.world();
    shows = await loggedInMember(t.app, t.database.db);
    hides = await loggedInMember(t.app, t.database.db);
    await c.scoreOn(hides.id, false);
    const [channel] = await t.database.db
      .insert(channels)
      .values({
        name: names('キャッシュ', '캐시', 'Cache TV'),
        type: 'sports',
        colors: ['#000000', '#ffffff'],
      })
      .returning();
    channelId = channel!.id;
    await addProgram('First show', '2026-11-23T01:00:00Z');
  });
  afterAll(() => t.close());

  async function addProgram(title: string, startIso: string) {
    const startTime = at(startIso);
    await t.database.db.insert(programs).values({
      channelId,
      title: names(title, title, title),
      startTime,
      endTime: new Date(startTime.getTime() + 30 * 60_000),
      duration: 30,
    });
  }

  /** The three cached calls (GET /home/web, /schedule and /program/{date} of today). */
  const cached = {
    home: (options: EndpointOptions) => api.endpoint('catalogue.home', options),
    schedule: (options: EndpointOptions) =>
      api.endpoint('schedule.day', { query: { date: TODAY }, ...options }),
    program: (options: EndpointOptions) =>
      api.endpoint('channels.programDay', { params: { date: TODAY }, ...options }),
  };
  const get = async (call: keyof typeof cached, who: { cookie: string }, lang = 'en') => {
    const res = await cached[call]({ cookie: who.cookie, headers: { 'accept-language': lang } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    return { body: res.body, data: res.json().data as Record<string, unknown> };
  };
  /**
   * The home asked until a request reads nothing (the NOTIFYs of the earlier tests' writes may still be
   * arriving on PostgreSQL: cached once they are); answers the query counter, still counting.
   */
  const homeCached = async () => {
    await get('home', shows);
    const counter = queryCounter(t.database.db);
    try {
      await vi.waitFor(async () => {
        counter.reset();
        await get('home', shows);
        expect(counter.count).toBe(0);
      }, 10_000);
    } catch (error) {
      counter.restore();
      throw error;
    }
    return counter;
  };
  /**
   * Waits for a background fill to have run: more than five statements, then none for 200 ms (its
   * statements come in waves, and on a loaded host a fill takes over a second). Answers how many it ran.
   */
  const fillRan = async (counter: { count: number }) => {
    let seen = -1;
    await vi.waitFor(
      () => {
        const now = counter.count;
        const still = now === seen;
        seen = now;
        expect(now).toBeGreaterThan(5);
        expect(still).toBe(true);
      },
      { timeout: 15_000, interval: 200 },
    );
    return seen;
  };
  const version = async () =>
    (await t.database.db.select().from(catalogueVersion).where(eq(catalogueVersion.id, 1)))[0]!.version;

  for (const [path, call] of [
    ['/home/web', 'home'],
    [`/schedule?date=${TODAY}`, 'schedule'],
  ] as const) {
    it(`${path}: a member who hides scores never gets them from an answer another member filled`, async () => {
      // filled by the member who shows scores, then asked by the one who hides them, and the reverse
      for (const [first, second, lang] of [
        [shows, hides, 'en'],
        [hides, shows, 'ko'],
      ] as const) {
        const a = await get(call, first, lang);
        const b = await get(call, second, lang);
        for (const [who, answer] of [
          [first, a],
          [second, b],
        ] as const) {
          const { scores, hidden } = scoresIn(answer.data);
          expect(scores.length).toBeGreaterThan(0);
          if (who === hides) {
            expect(answer.data.scoreHidden).toBe(true);
            expect(scores.every((s) => s === null)).toBe(true);
            expect(hidden.every((h) => h === true)).toBe(true);
          } else {
            expect(answer.data.scoreHidden).toBe(false);
            expect(scores.some((s) => s !== null)).toBe(true);
          }
        }
      }
      // and again, now that both answers are cached
      expect(scoresIn((await get(call, hides)).data).scores.every((s) => s === null)).toBe(true);
      expect(scoresIn((await get(call, shows)).data).scores.some((s) => s !== null)).toBe(true);
    });

    it(`${path}: answers a repeated request from the cache, byte for byte, with no query`, async () => {
      const first = await get(call, shows);
      const counter = queryCounter(t.database.db);
      try {
        counter.reset();
        const again = await get(call, shows);
        expect(again.body).toBe(first.body);
        // the session, the catalogue version and the member's score setting are kept in memory
        expect(counter.count).toBe(0);
      } finally {
        counter.restore();
      }
    });
  }

  it('follows a member changing their score setting at once (the setting kept in memory is forgotten)', async () => {
    const member = await loggedInMember(t.app, t.database.db);
    expect((await get('home', member)).data.scoreHidden).toBe(false);
    const put = await api.endpoint('settings.putScore', { cookie: member.cookie, body: { on: false } });
    expect(put.statusCode).toBe(200);
    for (const call of ['home', 'schedule'] as const) {
      const hidden = await get(call, member);
      expect(hidden.data.scoreHidden).toBe(true);
      expect(scoresIn(hidden.data).scores.every((s) => s === null)).toBe(true);
    }
    // a setting written outside the app (the memberSettings row) is followed within the cache's 30 s
    await t.database.db
      .update(memberSettings)
      .set({ scoreOn: true })
      .where(eq(memberSettings.userId, member.id));
    expect((await get('home', member)).data.scoreHidden).toBe(true);
    t.clock.advance(SCORE_CACHE_TTL_MS);
    expect((await get('home', member)).data.scoreHidden).toBe(false);
  });

  it('serves a changed game at once: any committed catalogue change raises the version', async () => {
    const score = (data: Record<string, unknown>) => {
      const list = data.list as { id: number; gameDesc: { homeScore: number | null } }[];
      return list.find((g) => g.id === w.games.inPlay.id)?.gameDesc.homeScore;
    };
    expect(score((await get('schedule', shows)).data)).toBe(1);
    const before = await version();
    await t.database.db.update(games).set({ homeScore: 5 }).where(eq(games.id, w.games.inPlay.id));
    expect(await version()).toBe(before + 1);
    // a write from outside the app: on PostgreSQL the instance learns the new version from its NOTIFY,
    // which may arrive a moment after the commit (a change through the API is followed at once)
    await vi.waitFor(async () => expect(score((await get('schedule', shows)).data)).toBe(5), 5_000);
    expect(JSON.stringify((await get('home', shows)).data)).toContain('"homeScore":5');
    await t.database.db.update(games).set({ homeScore: 1 }).where(eq(games.id, w.games.inPlay.id));
  });

  it('/program/{date}: the same EPG for every member, and a new programme at once', async () => {
    const titles = (data: Record<string, unknown>) =>
      (data.list as { channelId: number; title: string }[])
        .filter((p) => p.channelId === channelId)
        .map((p) => p.title);
    expect(titles((await get('program', shows)).data)).toEqual(['First show']);
    const forOther = await get('program', hides);
    expect(forOther.body).toBe((await get('program', shows)).body);
    expect(titles((await get('program', shows, 'ja')).data)).toEqual(['First show']);
    await addProgram('Second show', '2026-11-23T02:00:00Z');
    // a write from outside the app: on PostgreSQL its NOTIFY may reach the instance a moment after the commit
    t.core.catalogueVersion.stale();
    expect(titles((await get('program', shows)).data)).toEqual(['First show', 'Second show']);
    expect(titles((await get('program', shows, 'ja')).data)).toEqual(['First show', 'Second show']);
  });

  it('expires an answer on the clock: served while its fill runs for a while past its time to live, then waited for', async () => {
    const counter = await homeCached();
    try {
      const kept = await get('home', shows);
      t.clock.advance(READ_CACHE_TTL_MS);
      counter.reset();
      expect((await get('home', shows)).body).toBe(kept.body);
      await fillRan(counter);
      t.clock.advance(READ_CACHE_TTL_MS + READ_CACHE_STALE_MS);
      counter.reset();
      await get('home', shows);
      expect(counter.count).toBeGreaterThan(5);
    } finally {
      counter.restore();
    }
  });

  it('re-reads what it keeps before it expires, off the requests’ path: a steady member never waits for a read', async () => {
    const counter = await homeCached();
    try {
      // the catalogue version, due for its re-read: one read, started by the request, not awaited by it
      t.clock.advance(CATALOGUE_VERSION_MAX_AGE_MS * REREAD_AHEAD);
      counter.reset();
      await get('home', shows);
      await vi.waitFor(() => expect(counter.count).toBe(1), 10_000);
      // past the version's age from its first read: the re-read renewed it, nothing to read
      t.clock.advance(CATALOGUE_VERSION_MAX_AGE_MS * (1 - REREAD_AHEAD));
      counter.reset();
      await get('home', shows);
      expect(counter.count).toBe(0);
      // the answer due for its background fill: served the kept one, the fill's statements after it
      const filled = await get('home', shows);
      t.clock.advance(READ_CACHE_TTL_MS * READ_CACHE_REFRESH_AHEAD);
      counter.reset();
      expect((await get('home', shows)).body).toBe(filled.body);
      const fill = await fillRan(counter);
      // once: the requests after it are answered from the entry it made
      await get('home', shows);
      expect(counter.count).toBe(fill);
    } finally {
      counter.restore();
    }
  });

  it('raises the version once per committed transaction, not for a rolled back one nor for member rows', async () => {
    const before = await version();
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(games)
        .set({ venue: names('会場', '경기장', 'Ground') })
        .where(eq(games.id, w.games.finished.id));
      await tx.update(games).set({ venue: null }).where(eq(games.id, w.games.draw.id));
    });
    expect(await version()).toBe(before + 1);
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(games).set({ venue: null }).where(eq(games.id, w.games.finished.id));
        tx.rollback();
      })
      .catch(() => {});
    expect(await version()).toBe(before + 1);
    await c.scoreOn(shows.id, true);
    expect(await version()).toBe(before + 1);
    await t.database.db.execute(sql`delete from ${programs} where ${programs.channelId} = ${channelId}`);
    expect(await version()).toBe(before + 2);
  });
});
