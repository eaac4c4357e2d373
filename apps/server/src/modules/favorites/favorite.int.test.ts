import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, factories, loginAs } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { type Sport, scheduleFixtures } from '../../../test/schedule-fixtures.js';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let football: Sport;
let baseball: Sport;
let extraLeagues: number[];

/** A fresh member and their session cookie. */
async function newMember() {
  const member = await factories(t.database.db).member();
  return { id: member.id, cookie: await loginAs(t.app, member.email!) };
}

const teamIds = (n: number, from = 0) => football.teams.slice(from, from + n).map((team) => team.id);
const several = (userId: number, type: 'team' | 'league', destIds: number[]) => ({
  userId,
  type,
  destIdList: destIds.map((destId, i) => ({ destId, orderNo: i + 1 })),
});

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  const s = scheduleFixtures(t.database.db);
  football = await s.sport({ teamCount: 12 });
  baseball = await s.sport({ teamCount: 3 });
  await s.team({
    gameTypeId: baseball.gameType.id,
    name: { ja: '潮見ドルフィンズ', en: 'Shiomi Dolphins' },
    code: 'SDL',
  });
  extraLeagues = [];
  for (let i = 0; i < 5; i++) extraLeagues.push((await s.league({ gameTypeId: football.gameType.id })).id);
});
afterAll(() => t.close());

describe(`favourite lists (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('GET /favorite/list/league groups every league by game type and marks mine', async () => {
    const me = await newMember();
    await api.endpoint('favorites.add', {
      params: { key: 'league' },
      cookie: me.cookie,
      body: { destId: baseball.league.id },
    });
    const response = await api.endpoint('favorites.leagues', { lang: 'en', cookie: me.cookie });
    expect(response.statusCode).toBe(200);
    const groups = response.data;
    expect(groups.map((g: { gameTypeId: number }) => g.gameTypeId)).toEqual([
      football.gameType.id,
      baseball.gameType.id,
    ]);
    expect(groups[0]!.gameTypeName).toBe(football.gameType.name.en);
    expect(groups[0]!.leagues).toHaveLength(6);
    expect(groups[0]!.leagues.every((l: { selected: boolean }) => !l.selected)).toBe(true);
    expect(groups[1]!.leagues).toEqual([
      expect.objectContaining({ id: baseball.league.id, selected: true, orderNo: 1 }),
    ]);
  });

  it('GET /favorite/list/team/{page} pages teams, by game type or keyword, marking mine', async () => {
    const me = await newMember();
    await api.endpoint('favorites.add', {
      params: { key: 'team' },
      cookie: me.cookie,
      body: { destId: football.teams[11]!.id },
    });
    const first = (
      await api.endpoint('favorites.teams', {
        params: { page: 1 },
        query: { pageItem: 10 },
        cookie: me.cookie,
      })
    ).data;
    expect(first).toMatchObject({ total: 16, totalPage: 2, pageNo: 1, pageItem: 10 });
    expect(first.list).toHaveLength(10);
    const second = (
      await api.endpoint('favorites.teams', {
        params: { page: 2 },
        query: { pageItem: 10 },
        cookie: me.cookie,
      })
    ).data;
    expect(second.list).toHaveLength(6);
    const marked = second.list.find((x: { id: number }) => x.id === football.teams[11]!.id);
    expect(marked).toMatchObject({ selected: true, orderNo: 1 });
    const ofBaseball = (
      await api.endpoint('favorites.teams', {
        params: { page: 1 },
        query: { gameType: baseball.gameType.id },
        cookie: me.cookie,
      })
    ).data;
    expect(ofBaseball.total).toBe(4);
    const byName = (
      await api.endpoint('favorites.teams', {
        params: { page: 1 },
        query: { keyword: 'ドルフィン' },
        cookie: me.cookie,
      })
    ).data;
    expect(byName.list.map((x: { code: string }) => x.code)).toEqual(['SDL']);
    expect(
      (
        await api.endpoint('favorites.teams', {
          params: { page: 1 },
          query: { keyword: 'sdl' },
          cookie: me.cookie,
        })
      ).data.total,
    ).toBe(1);
    expect(
      (
        await api.endpoint('favorites.teams', {
          params: { page: 1 },
          query: { keyword: '%' },
          cookie: me.cookie,
        })
      ).data.total,
    ).toBe(0);
    expect((await api.get('/favorite/list/team/abc', { cookie: me.cookie })).json().data.pageNo).toBe(1);
    expect(
      (
        await api.endpoint('favorites.teams', {
          params: { page: 1 },
          query: { keyword: 'a'.repeat(31) },
          cookie: me.cookie,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers 401 to every favourite call when logged out', async () => {
    const calls = [
      api.endpoint('favorites.leagues'),
      api.endpoint('favorites.teams', { params: { page: 1 } }),
      api.endpoint('favorites.get'),
      api.endpoint('favorites.like'),
      api.endpoint('favorites.add', { params: { key: 'team' }, body: { destId: football.teams[0]!.id } }),
      api.endpoint('favorites.move', {
        params: { key: 'team', id: football.teams[0]!.id },
        body: { orderNo: 1 },
      }),
      api.endpoint('favorites.remove', { params: { key: 'team', id: football.teams[0]!.id } }),
      api.endpoint('favorites.likeSeveral', { body: several(1, 'team', []) }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
  });
});

describe('POST/PUT/DELETE /favorite/{key}', () => {
  it('adds at the end, moves, removes, and answers my favourites each time', async () => {
    const me = await newMember();
    const [a, b, c] = teamIds(3) as [number, number, number];
    for (const destId of [a, b, c]) {
      const response = await api.endpoint('favorites.add', {
        params: { key: 'team' },
        cookie: me.cookie,
        body: { destId },
      });
      expect(response.statusCode).toBe(200);
    }
    const again = await api.endpoint('favorites.add', {
      params: { key: 'team' },
      cookie: me.cookie,
      body: { destId: a },
    });
    expect(again.data.myTeam.map((e) => e.destId)).toEqual([a, b, c]);

    const moved = await api.endpoint('favorites.move', {
      params: { key: 'team', id: c },
      cookie: me.cookie,
      body: { orderNo: 1 },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.data.myTeam.map((e) => [e.destId, e.orderNo])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    const toEnd = await api.endpoint('favorites.move', {
      params: { key: 'team', id: c },
      cookie: me.cookie,
      body: { orderNo: 99 },
    });
    expect(toEnd.data.myTeam.map((e) => e.destId)).toEqual([a, b, c]);

    const removed = await api.endpoint('favorites.remove', {
      params: { key: 'team', id: a },
      cookie: me.cookie,
    });
    expect(removed.data.myTeam.map((e) => [e.destId, e.orderNo])).toEqual([
      [b, 1],
      [c, 2],
    ]);
    expect(
      (await api.endpoint('favorites.remove', { params: { key: 'team', id: a }, cookie: me.cookie }))
        .statusCode,
    ).toBe(200);

    const mine = (await api.endpoint('favorites.get', { lang: 'en', cookie: me.cookie })).data;
    expect(mine.myTeam[0]).toMatchObject({
      destId: b,
      name: football.teams[1]!.name.en,
      code: football.teams[1]!.code,
    });
    expect(mine.myLeague).toEqual([]);
    expect((await api.endpoint('favorites.like', { lang: 'en', cookie: me.cookie })).data).toEqual(mine);
  });

  it('stops at 5 teams and 5 leagues with 409 FAVORITE_LIMIT_REACHED', async () => {
    const me = await newMember();
    for (const destId of teamIds(5))
      await api.endpoint('favorites.add', { params: { key: 'team' }, cookie: me.cookie, body: { destId } });
    const sixth = await api.endpoint('favorites.add', {
      params: { key: 'team' },
      cookie: me.cookie,
      body: { destId: football.teams[5]!.id },
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('FAVORITE_LIMIT_REACHED');
    for (const destId of extraLeagues)
      await api.endpoint('favorites.add', { params: { key: 'league' }, cookie: me.cookie, body: { destId } });
    const sixthLeague = await api.endpoint('favorites.add', {
      params: { key: 'league' },
      cookie: me.cookie,
      body: { destId: baseball.league.id },
    });
    expect(sixthLeague.statusCode).toBe(409);
    const mine = (await api.endpoint('favorites.like', { cookie: me.cookie })).data;
    expect([mine.myTeam.length, mine.myLeague.length]).toEqual([5, 5]);
  });

  it('refuses unknown targets and keys with 400, and moving a non-favourite with 404', async () => {
    const me = await newMember();
    const unknown = await api.endpoint('favorites.add', {
      params: { key: 'team' },
      cookie: me.cookie,
      body: { destId: 999999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('destId');
    expect((await api.post('/favorite/player', { cookie: me.cookie, body: { destId: 1 } })).statusCode).toBe(
      400,
    );
    expect((await api.post('/favorite/team', { cookie: me.cookie, body: { destId: 'x' } })).statusCode).toBe(
      400,
    );
    expect((await api.post('/favorite/team', { cookie: me.cookie, body: {} })).statusCode).toBe(400);
    expect(
      (
        await api.endpoint('favorites.move', {
          params: { key: 'team', id: football.teams[0]!.id },
          cookie: me.cookie,
          body: { orderNo: 0 },
        })
      ).statusCode,
    ).toBe(400);
    const notMine = await api.endpoint('favorites.move', {
      params: { key: 'team', id: football.teams[0]!.id },
      cookie: me.cookie,
      body: { orderNo: 1 },
    });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('FAVORITE_NOT_FOUND');
  });
});

describe('POST /like/several2', () => {
  it('replaces one list in the order of orderNo and answers both lists', async () => {
    const me = await newMember();
    await api.endpoint('favorites.add', {
      params: { key: 'league' },
      cookie: me.cookie,
      body: { destId: baseball.league.id },
    });
    await api.endpoint('favorites.add', {
      params: { key: 'team' },
      cookie: me.cookie,
      body: { destId: football.teams[9]!.id },
    });
    const [a, b, c] = teamIds(3) as [number, number, number];
    const response = await api.endpoint('favorites.likeSeveral', {
      cookie: me.cookie,
      body: {
        userId: me.id,
        type: 'team',
        destIdList: [
          { destId: a, orderNo: 3 },
          { destId: b, orderNo: 1 },
          { destId: c, orderNo: 2 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const data = response.data;
    expect(data.myTeam.map((e) => [e.destId, e.orderNo])).toEqual([
      [b, 1],
      [c, 2],
      [a, 3],
    ]);
    expect(data.myLeague.map((e) => e.destId)).toEqual([baseball.league.id]);
    const cleared = await api.endpoint('favorites.likeSeveral', {
      cookie: me.cookie,
      body: several(me.id, 'team', []),
    });
    expect(cleared.data.myTeam).toEqual([]);
  });

  it("refuses more than 5 (409), another member's userId (403), unknown ids and duplicates (400)", async () => {
    const me = await newMember();
    const other = await newMember();
    const six = await api.endpoint('favorites.likeSeveral', {
      cookie: me.cookie,
      body: several(me.id, 'team', teamIds(6)),
    });
    expect(six.statusCode).toBe(409);
    expect(six.json().code).toBe('FAVORITE_LIMIT_REACHED');
    const forbidden = await api.endpoint('favorites.likeSeveral', {
      cookie: me.cookie,
      body: several(other.id, 'team', teamIds(1)),
    });
    expect(forbidden.statusCode).toBe(403);
    const unknown = await api.endpoint('favorites.likeSeveral', {
      cookie: me.cookie,
      body: several(me.id, 'league', [999999]),
    });
    expect(unknown.statusCode).toBe(400);
    const [a] = teamIds(1);
    const twice = await api.endpoint('favorites.likeSeveral', {
      cookie: me.cookie,
      body: several(me.id, 'team', [a!, a!]),
    });
    expect(twice.statusCode).toBe(400);
    // a team id is not a league id
    const leagueIds = [football.league.id, baseball.league.id, ...extraLeagues];
    const teamOnly = football.teams.map((team) => team.id).find((id) => !leagueIds.includes(id))!;
    const wrongKind = await api.endpoint('favorites.likeSeveral', {
      cookie: me.cookie,
      body: several(me.id, 'league', [teamOnly]),
    });
    expect(wrongKind.statusCode).toBe(400);
    expect((await api.endpoint('favorites.like', { cookie: me.cookie })).data).toEqual({
      myTeam: [],
      myLeague: [],
    });
    expect((await api.endpoint('favorites.like', { cookie: other.cookie })).data).toEqual({
      myTeam: [],
      myLeague: [],
    });
  });

  it('never leaves more than 5 or a duplicate when calls race', async () => {
    const me = await newMember();
    const lists = [teamIds(5, 0), teamIds(5, 5), teamIds(5, 2), teamIds(4, 7)];
    const responses = await Promise.all(
      lists.flatMap((list) =>
        [0, 1].map(() =>
          api.endpoint('favorites.likeSeveral', { cookie: me.cookie, body: several(me.id, 'team', list) }),
        ),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const final = (await api.endpoint('favorites.like', { cookie: me.cookie })).data.myTeam.map(
      (e) => e.destId,
    );
    expect(lists.map((l) => l.join())).toContain(final.join());

    const racing = await newMember();
    const adds = await Promise.all(
      teamIds(10).map((destId) =>
        api.endpoint('favorites.add', { params: { key: 'team' }, cookie: racing.cookie, body: { destId } }),
      ),
    );
    expect(adds.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(adds.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const kept = (await api.endpoint('favorites.like', { cookie: racing.cookie })).data.myTeam;
    expect(kept.map((e) => e.orderNo)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(kept.map((e) => e.destId)).size).toBe(5);
  });
});
