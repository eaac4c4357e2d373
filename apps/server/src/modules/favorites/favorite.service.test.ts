import { type FavoriteKind, LIMITS } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import type { FavoriteRepo } from './favorite.repo.js';
import { createFavoriteService } from './favorite.service.js';

const ME = 7;
const TEAMS = [1, 2, 3, 4, 5, 6, 7, 8];
const LEAGUES = [101, 102, 103, 104, 105, 106];

const failure = (promise: Promise<unknown>) =>
  promise.then(
    (value) => value,
    (error: unknown) => error,
  );
const codeOf = (error: unknown) => (error instanceof AppError ? error.code : error);

/** The real method answers drizzle's thenable query builder; the service only awaits it, so a promise stands in. */
const awaited = <M extends (...args: never[]) => unknown>(
  fn: (...args: Parameters<M>) => Promise<Awaited<ReturnType<M>>>,
): M => fn as unknown as M;

const name = (id: number) => ({ ja: `名前${id}`, en: `Name ${id}` });

function setup(initial: Partial<Record<FavoriteKind, number[]>> = {}) {
  const stored: Record<FavoriteKind, number[]> = { team: [], league: [], ...initial };
  const writes: { kind: FavoriteKind; ids: number[] }[] = [];
  const pageCalls: {
    filter: Parameters<FavoriteRepo['teamPage']>[0];
    paging: { offset: number; limit: number };
  }[] = [];
  let pageTotal = 0;
  const repo: FavoriteRepo = {
    lockMember: async () => {},
    destIds: async (userId, kind) => (userId === ME ? [...stored[kind]] : []),
    replace: async (userId, kind, destIds) => {
      if (userId !== ME) throw new Error('another member’s list was written');
      writes.push({ kind, ids: [...destIds] });
      stored[kind] = [...destIds];
    },
    existing: async (kind, ids) =>
      new Set(ids.filter((id) => (kind === 'team' ? TEAMS : LEAGUES).includes(id))),
    teamEntries: awaited<FavoriteRepo['teamEntries']>(async () =>
      stored.team.map((destId, i) => ({
        destId,
        orderNo: i + 1,
        name: name(destId),
        shortName: { ja: `短${destId}` },
        code: `T${destId}`,
        colors: ['#000000', '#ffffff'],
        gameTypeId: 1,
      })),
    ),
    leagueEntries: awaited<FavoriteRepo['leagueEntries']>(async () =>
      stored.league.map((destId, i) => ({
        destId,
        orderNo: i + 1,
        name: name(destId),
        shortName: { ja: `短${destId}` },
        colors: ['#000000', '#ffffff'],
        gameTypeId: 2,
      })),
    ),
    leaguesWithSelection: awaited<FavoriteRepo['leaguesWithSelection']>(async () => [
      { ...league(101, 1), orderNo: 2 },
      { ...league(201, 2), orderNo: null },
      { ...league(102, 1), orderNo: null },
      { ...league(103, 1), orderNo: 1 },
    ]),
    teamPage: async (filter, paging) => {
      pageCalls.push({ filter, paging });
      return { rows: [], total: pageTotal };
    },
  };
  // drizzle's Database is the whole client; the service calls only transaction(fn), which this runs at once
  const db = { transaction: (run: (tx: object) => Promise<unknown>) => run({}) } as unknown as Database;
  const service = createFavoriteService({ db, repo });
  return {
    service,
    stored,
    writes,
    pageCalls,
    setTotal: (total: number) => {
      pageTotal = total;
    },
  };
}

function league(id: number, gameTypeId: number) {
  return {
    id,
    key: `l${id}`,
    name: name(id),
    shortName: { ja: `短${id}` },
    colors: ['#000000', '#ffffff'] as [string, string],
    gameTypeId,
    gameTypeKey: `g${gameTypeId}`,
    gameTypeName: { ja: `種目${gameTypeId}` },
  };
}

const teamIdsOf = (favorites: { myTeam: { destId: number }[] }) => favorites.myTeam.map((e) => e.destId);

describe('adding a favourite', () => {
  it('adds at the end and answers both lists, named in the member’s language', async () => {
    const { service } = setup({ team: [3], league: [101] });
    const favorites = await service.add(ME, 'team', 1, 'en');
    expect(favorites.myTeam.map((e) => [e.destId, e.orderNo, e.name, e.shortName])).toEqual([
      [3, 1, 'Name 3', '短3'],
      [1, 2, 'Name 1', '短1'],
    ]);
    expect(favorites.myLeague).toEqual([
      expect.objectContaining({ destId: 101, orderNo: 1, name: 'Name 101', code: null }),
    ]);
  });

  it('takes the 5th team and refuses the 6th with 409 FAVORITE_LIMIT_REACHED, leaving the list as it was', async () => {
    expect(LIMITS.favoriteTeamsMax).toBe(5);
    const { service, stored } = setup({ team: [1, 2, 3, 4] });
    expect(teamIdsOf(await service.add(ME, 'team', 5, 'ja'))).toEqual([1, 2, 3, 4, 5]);
    const sixth = await failure(service.add(ME, 'team', 6, 'ja'));
    expect(codeOf(sixth)).toBe('FAVORITE_LIMIT_REACHED');
    expect((sixth as AppError).status).toBe(409);
    expect(stored.team).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts teams and leagues apart: 5 teams still leave room for 5 leagues, and the 6th league is refused', async () => {
    const { service } = setup({ team: [1, 2, 3, 4, 5], league: [101, 102, 103, 104] });
    const favorites = await service.add(ME, 'league', 105, 'ja');
    expect(favorites.myLeague.map((e) => e.destId)).toEqual([101, 102, 103, 104, 105]);
    expect(codeOf(await failure(service.add(ME, 'league', 106, 'ja')))).toBe('FAVORITE_LIMIT_REACHED');
  });

  it('changes nothing when the team is already a favourite, even with the list full', async () => {
    const { service, writes } = setup({ team: [1, 2, 3, 4, 5] });
    expect(teamIdsOf(await service.add(ME, 'team', 3, 'ja'))).toEqual([1, 2, 3, 4, 5]);
    expect(writes).toEqual([]);
  });

  it('answers 400 VALIDATION_FAILED naming destId for an unknown team, a league id given as a team, and writes nothing', async () => {
    const { service, writes } = setup();
    for (const [kind, destId] of [
      ['team', 999],
      ['team', 101],
      ['league', 1],
    ] as const) {
      const error = await failure(service.add(ME, kind, destId, 'ja'));
      expect(codeOf(error), `${kind} ${destId}`).toBe('VALIDATION_FAILED');
      expect((error as AppError).fields).toEqual({ destId: `unknown ${kind}` });
    }
    expect(writes).toEqual([]);
  });
});

describe('moving a favourite', () => {
  it.each([
    [1, [3, 1, 2, 4]],
    [2, [1, 3, 2, 4]],
    [3, [1, 2, 3, 4]],
    [4, [1, 2, 4, 3]],
    [5, [1, 2, 4, 3]],
    [99, [1, 2, 4, 3]],
  ])('to position %i (1 = first, beyond the end = last)', async (orderNo, want) => {
    const { service } = setup({ team: [1, 2, 3, 4] });
    const favorites = await service.move(ME, 'team', 3, orderNo, 'ja');
    expect(teamIdsOf(favorites)).toEqual(want);
    expect(favorites.myTeam.map((e) => e.orderNo)).toEqual([1, 2, 3, 4]);
  });

  it('writes nothing when the favourite is already there', async () => {
    const { service, writes } = setup({ team: [1, 2, 3] });
    await service.move(ME, 'team', 1, 1, 'ja');
    await service.move(ME, 'team', 3, 7, 'ja');
    expect(writes).toEqual([]);
  });

  it('answers 404 FAVORITE_NOT_FOUND for a team that is not one of mine', async () => {
    const { service, stored } = setup({ team: [1, 2] });
    const error = await failure(service.move(ME, 'team', 5, 1, 'ja'));
    expect(codeOf(error)).toBe('FAVORITE_NOT_FOUND');
    expect((error as AppError).status).toBe(404);
    expect(stored.team).toEqual([1, 2]);
  });

  it('reorders a list already over the limit (kept from before the limit) without refusing it', async () => {
    const { service } = setup({ team: [1, 2, 3, 4, 5, 6] });
    expect(teamIdsOf(await service.move(ME, 'team', 6, 1, 'ja'))).toEqual([6, 1, 2, 3, 4, 5]);
  });
});

describe('removing a favourite', () => {
  it('closes the gap in the order', async () => {
    const { service } = setup({ team: [1, 2, 3] });
    const favorites = await service.remove(ME, 'team', 2, 'ja');
    expect(favorites.myTeam.map((e) => [e.destId, e.orderNo])).toEqual([
      [1, 1],
      [3, 2],
    ]);
  });

  it('changes nothing (and does not fail) when it is not a favourite', async () => {
    const { service, writes } = setup({ team: [1, 2] });
    expect(teamIdsOf(await service.remove(ME, 'team', 5, 'ja'))).toEqual([1, 2]);
    expect(writes).toEqual([]);
  });

  it('shrinks a list over the limit without refusing it', async () => {
    const { service } = setup({ team: [1, 2, 3, 4, 5, 6, 7] });
    expect(teamIdsOf(await service.remove(ME, 'team', 7, 'ja'))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('replacing a list (POST /like/several2)', () => {
  const entries = (...pairs: [destId: number, orderNo: number][]) =>
    pairs.map(([destId, orderNo]) => ({ destId, orderNo }));

  it('orders by orderNo, and keeps the given order between equal orderNos', async () => {
    const { service, stored } = setup({ team: [8] });
    const favorites = await service.replace(
      ME,
      { userId: ME, type: 'team', destIdList: entries([1, 3], [2, 0], [3, 3], [4, 1]) },
      'ja',
    );
    expect(teamIdsOf(favorites)).toEqual([2, 4, 1, 3]);
    expect(stored.team).toEqual([2, 4, 1, 3]);
  });

  it('takes exactly 5 and refuses 6 with 409 before looking the ids up', async () => {
    const { service, stored } = setup();
    const five = entries([1, 1], [2, 2], [3, 3], [4, 4], [5, 5]);
    expect(
      teamIdsOf(await service.replace(ME, { userId: ME, type: 'team', destIdList: five }, 'ja')),
    ).toEqual([1, 2, 3, 4, 5]);
    // 999 is unknown: the limit answers first
    const six = entries([1, 1], [2, 2], [3, 3], [4, 4], [5, 5], [999, 6]);
    const error = await failure(service.replace(ME, { userId: ME, type: 'team', destIdList: six }, 'ja'));
    expect(codeOf(error)).toBe('FAVORITE_LIMIT_REACHED');
    expect(stored.team).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses the whole list with 400 when one id is unknown', async () => {
    const { service, stored } = setup({ league: [101] });
    const error = await failure(
      service.replace(ME, { userId: ME, type: 'league', destIdList: entries([102, 1], [999, 2]) }, 'ja'),
    );
    expect(codeOf(error)).toBe('VALIDATION_FAILED');
    expect(stored.league).toEqual([101]);
  });

  it('clears the list with an empty one, and writes nothing when the list is unchanged', async () => {
    const { service, writes } = setup({ team: [1, 2], league: [101] });
    await service.replace(ME, { userId: ME, type: 'team', destIdList: entries([1, 1], [2, 2]) }, 'ja');
    expect(writes).toEqual([]);
    const cleared = await service.replace(ME, { userId: ME, type: 'team', destIdList: [] }, 'ja');
    expect(cleared.myTeam).toEqual([]);
    expect(cleared.myLeague.map((e) => e.destId)).toEqual([101]);
    expect(writes).toEqual([{ kind: 'team', ids: [] }]);
  });
});

describe('league groups', () => {
  it('groups leagues by game type in the stored order and marks mine with their order', async () => {
    const groups = await setup().service.leagueGroups(ME, 'en');
    expect(groups.map((g) => [g.gameTypeId, g.gameTypeName])).toEqual([
      [1, '種目1'],
      [2, '種目2'],
    ]);
    expect(groups[0]!.leagues.map((l) => [l.id, l.name, l.selected, l.orderNo])).toEqual([
      [101, 'Name 101', true, 2],
      [102, 'Name 102', false, null],
      [103, 'Name 103', true, 1],
    ]);
    expect(groups[1]!.leagues.map((l) => l.id)).toEqual([201]);
  });
});

describe('team pages', () => {
  it('asks for the page’s slice and counts at least one page', async () => {
    const { service, pageCalls, setTotal } = setup();
    setTotal(0);
    const empty = await service.teamPage(ME, 1, { pageItem: 10, keyword: '' }, 'ja');
    expect(empty).toMatchObject({ total: 0, totalPage: 1, pageNo: 1, pageItem: 10, list: [] });
    // an empty keyword is no filter
    expect(pageCalls[0]!.filter.keyword).toBeUndefined();

    setTotal(21);
    const third = await service.teamPage(ME, 3, { pageItem: 10, keyword: 'kick' }, 'ko');
    expect(third).toMatchObject({ total: 21, totalPage: 3, pageNo: 3 });
    expect(pageCalls[1]).toEqual({
      filter: { userId: ME, gameTypeId: undefined, keyword: 'kick', locale: 'ko' },
      paging: { offset: 20, limit: 10 },
    });

    setTotal(20);
    expect((await service.teamPage(ME, 2, { pageItem: 10 }, 'ja')).totalPage).toBe(2);
  });
});
