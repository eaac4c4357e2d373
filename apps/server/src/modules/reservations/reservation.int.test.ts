import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, factories, loginAs } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { minutes, type Sport, scheduleFixtures } from '../../../test/schedule-fixtures.js';
import { lives } from '../../db/schema/index.js';

const NOW = new Date('2026-11-23T03:00:00Z');
const later = (m: number) => new Date(NOW.getTime() + minutes(m));

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let s: ReturnType<typeof scheduleFixtures>;
let sport: Sport;

async function newMember() {
  const member = await factories(t.database.db).member();
  return { id: member.id, cookie: await loginAs(t.app, member.email!) };
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW.toISOString() });
  api = apiClient(t.app);
  s = scheduleFixtures(t.database.db);
  sport = await s.sport();
});
afterAll(() => t.close());

describe(`GET/POST/DELETE /apush (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('reserves a team, a league and a live (201) and lists them by type', async () => {
    const me = await newMember();
    const live = await s.live({ beginAt: later(60), title: { ja: '決勝', en: 'Final' } });
    const team = sport.teams[0]!;
    const created = [];
    for (const [type, destId] of [
      ['team', team.id],
      ['league', sport.league.id],
      ['live', live.id],
    ] as const) {
      const response = await api.endpoint('reservations.create', {
        lang: 'en',
        cookie: me.cookie,
        body: { userId: me.id, type, destId },
      });
      expect(response.statusCode, response.body).toBe(201);
      created.push(response.data);
    }
    expect(created[2]).toMatchObject({ type: 'live', destId: live.id, name: 'Final', status: 0 });
    expect(created[2]!.beginAt).toBe(later(60).toISOString());
    expect(created[2]!.endAt).toBe(live.endAt.toISOString());
    const list = (await api.endpoint('reservations.list', { lang: 'en', cookie: me.cookie })).data;
    expect(list.team).toEqual([
      expect.objectContaining({
        id: created[0]!.id,
        destId: team.id,
        name: team.name.en,
        beginAt: null,
        endAt: null,
      }),
    ]);
    expect(list.league.map((r: { destId: number }) => r.destId)).toEqual([sport.league.id]);
    expect(list.live.map((r: { id: number }) => r.id)).toEqual([created[2]!.id]);
  });

  it('answers 409 RESERVATION_EXISTS for a second reservation of the same target', async () => {
    const me = await newMember();
    const body = { userId: me.id, type: 'team' as const, destId: sport.teams[1]!.id };
    expect((await api.endpoint('reservations.create', { cookie: me.cookie, body })).statusCode).toBe(201);
    const again = await api.endpoint('reservations.create', { cookie: me.cookie, body });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RESERVATION_EXISTS');
    const racing = await Promise.all(
      [0, 1, 2].map(() =>
        api.endpoint('reservations.create', {
          cookie: me.cookie,
          body: { ...body, type: 'league', destId: sport.league.id },
        }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('answers 408 RESERVATION_CLOSED for a live that began, is on air, ended or was cancelled', async () => {
    const me = await newMember();
    const closed = [
      await s.live({ beginAt: later(-1) }),
      await s.live({ beginAt: NOW }),
      await s.live({ beginAt: later(30), status: 1 }),
      await s.live({ beginAt: later(-300), status: 2 }),
      await s.live({ beginAt: later(30), status: 3 }),
    ];
    for (const live of closed) {
      const response = await api.endpoint('reservations.create', {
        cookie: me.cookie,
        body: { userId: me.id, type: 'live', destId: live.id },
      });
      expect(response.statusCode).toBe(408);
      expect(response.json().code).toBe('RESERVATION_CLOSED');
    }
    expect((await api.endpoint('reservations.list', { cookie: me.cookie })).data.live).toEqual([]);
  });

  it('drops a reserved live from the list once it has ended', async () => {
    const me = await newMember();
    const live = await s.live({ beginAt: later(10) });
    await api.endpoint('reservations.create', {
      cookie: me.cookie,
      body: { userId: me.id, type: 'live', destId: live.id },
    });
    expect((await api.endpoint('reservations.list', { cookie: me.cookie })).data.live).toHaveLength(1);
    await t.database.db.update(lives).set({ status: 2 }).where(eq(lives.id, live.id));
    expect((await api.endpoint('reservations.list', { cookie: me.cookie })).data.live).toEqual([]);
  });

  it("refuses unknown targets (404 live, 400 team/league), bad bodies (400) and another member's userId (403)", async () => {
    const me = await newMember();
    const other = await newMember();
    const noLive = await api.endpoint('reservations.create', {
      cookie: me.cookie,
      body: { userId: me.id, type: 'live', destId: 999999 },
    });
    expect(noLive.statusCode).toBe(404);
    expect(noLive.json().code).toBe('LIVE_NOT_FOUND');
    const noTeam = await api.endpoint('reservations.create', {
      cookie: me.cookie,
      body: { userId: me.id, type: 'team', destId: 999999 },
    });
    expect(noTeam.statusCode).toBe(400);
    for (const body of [
      {},
      { userId: me.id, type: 'game', destId: 1 },
      { userId: me.id, type: 'team', destId: -1 },
    ]) {
      expect((await api.post('/apush', { cookie: me.cookie, body })).statusCode).toBe(400);
    }
    const forbidden = await api.endpoint('reservations.create', {
      cookie: me.cookie,
      body: { userId: other.id, type: 'team', destId: sport.teams[0]!.id },
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await api.endpoint('reservations.list', { cookie: other.cookie })).data.team).toEqual([]);
  });

  it("removes my reservation; another member's or an unknown id is 404", async () => {
    const me = await newMember();
    const other = await newMember();
    const mine = (
      await api.endpoint('reservations.create', {
        cookie: me.cookie,
        body: { userId: me.id, type: 'team', destId: sport.teams[0]!.id },
      })
    ).data;
    const notYours = await api.endpoint('reservations.remove', {
      params: { id: mine.id },
      cookie: other.cookie,
    });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().code).toBe('RESERVATION_NOT_FOUND');
    const removed = await api.endpoint('reservations.remove', { params: { id: mine.id }, cookie: me.cookie });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: null });
    expect(
      (await api.endpoint('reservations.remove', { params: { id: mine.id }, cookie: me.cookie })).statusCode,
    ).toBe(404);
    expect((await api.delete('/apush/abc', { cookie: me.cookie })).statusCode).toBe(400);
    expect((await api.endpoint('reservations.list', { cookie: me.cookie })).data.team).toEqual([]);
  });

  it('answers 401 when logged out', async () => {
    expect((await api.endpoint('reservations.list')).statusCode).toBe(401);
    expect(
      (await api.endpoint('reservations.create', { body: { userId: 1, type: 'team', destId: 1 } }))
        .statusCode,
    ).toBe(401);
    expect((await api.endpoint('reservations.remove', { params: { id: 1 } })).statusCode).toBe(401);
  });
});
