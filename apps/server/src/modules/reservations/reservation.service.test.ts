import { LIVE_STATUS, type ReservationType } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.js';
import { AppError } from '../../shared/app-error.js';
import type { ReservationRepo, ReservationRow } from './reservation.repo.js';
import { createReservationService } from './reservation.service.js';

const NOW = '2026-11-23T03:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(NOW) + ms);
const MINUTE = 60_000;
const ME = 7;

type LiveTarget = {
  id: number;
  name: { ja: string; en?: string };
  beginAt: Date;
  endAt: Date;
  status: number;
};
type NamedTarget = { id: number; name: { ja: string; en?: string } };

/** The error a promise rejects with (or what it resolves to, so a missing error fails the expectation). */
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

/** A unique violation as drizzle reports it: the driver's error (SQLSTATE 23505) in `cause`. */
const duplicate = () =>
  new Error('insert failed', { cause: { code: '23505', constraint: 'reservations_member_dest_key' } });

function setup(options: { lives?: LiveTarget[]; createError?: () => unknown } = {}) {
  const clock = fixedClock(NOW);
  const lives: LiveTarget[] = options.lives ?? [];
  const named: Record<'team' | 'league', NamedTarget[]> = {
    team: [{ id: 10, name: { ja: 'チーム', en: 'Team' } }],
    league: [{ id: 20, name: { ja: 'リーグ' } }],
  };
  const rows: ReservationRow[] = [];
  let nextId = 1;
  const repo: ReservationRepo = {
    listByUser: awaited<ReservationRepo['listByUser']>(async (userId) =>
      rows.filter((r) => r.userId === userId),
    ),
    create: async (values) => {
      if (options.createError) throw options.createError();
      if (
        rows.some((r) => r.userId === values.userId && r.type === values.type && r.destId === values.destId)
      ) {
        throw duplicate();
      }
      const row: ReservationRow = {
        id: nextId++,
        userId: values.userId,
        type: values.type,
        destId: values.destId,
        createdAt: values.createdAt ?? new Date(0),
      };
      rows.push(row);
      return row;
    },
    remove: async (userId, id) => {
      const index = rows.findIndex((r) => r.id === id && r.userId === userId);
      if (index < 0) return undefined;
      const [row] = rows.splice(index, 1);
      return row && { id: row.id };
    },
    targets: async (type: ReservationType, ids: number[]) => {
      if (type === 'live') return lives.filter((l) => ids.includes(l.id));
      return named[type]
        .filter((t) => ids.includes(t.id))
        .map((t) => ({ ...t, beginAt: null, endAt: null, status: null }));
    },
  };
  const service = createReservationService({ repo, clock });
  return { clock, service, rows, lives };
}

const live = (id: number, beginAt: Date, status: number = LIVE_STATUS.BEFORE): LiveTarget => ({
  id,
  name: { ja: `ライブ${id}`, en: `Live ${id}` },
  beginAt,
  endAt: new Date(beginAt.getTime() + 120 * MINUTE),
  status,
});

describe('reserving a live', () => {
  it('is open until the millisecond before it begins and closed (408) from its begin time', async () => {
    const { service, clock } = setup({ lives: [live(1, at(MINUTE)), live(2, at(MINUTE))] });
    clock.set(at(MINUTE - 1));
    const reserved = await service.create(ME, { type: 'live', destId: 1 }, 'en');
    expect(reserved).toMatchObject({ type: 'live', destId: 1, name: 'Live 1', status: 0 });

    clock.set(at(MINUTE));
    const closed = await failure(service.create(ME, { type: 'live', destId: 2 }, 'en'));
    expect(codeOf(closed)).toBe('RESERVATION_CLOSED');
    expect((closed as AppError).status).toBe(408);
  });

  it('is closed for a live on air, ended or cancelled even when its begin time is still ahead', async () => {
    const { service } = setup({
      lives: [
        live(1, at(30 * MINUTE), LIVE_STATUS.ON_AIR),
        live(2, at(30 * MINUTE), LIVE_STATUS.ENDED),
        live(3, at(30 * MINUTE), LIVE_STATUS.CANCELLED),
      ],
    });
    for (const destId of [1, 2, 3]) {
      const error = await failure(service.create(ME, { type: 'live', destId }, 'ja'));
      expect(codeOf(error), `live ${destId}`).toBe('RESERVATION_CLOSED');
    }
  });

  it('records the reservation at the clock’s time and answers the live’s window and status', async () => {
    const { service, rows } = setup({ lives: [live(1, at(90 * MINUTE))] });
    const reserved = await service.create(ME, { type: 'live', destId: 1 }, 'ja');
    expect(reserved).toEqual({
      id: rows[0]!.id,
      type: 'live',
      destId: 1,
      name: 'ライブ1',
      beginAt: at(90 * MINUTE).toISOString(),
      endAt: at(210 * MINUTE).toISOString(),
      status: LIVE_STATUS.BEFORE,
      createdAt: NOW,
    });
    expect(rows).toEqual([expect.objectContaining({ userId: ME, createdAt: new Date(NOW) })]);
  });

  it('answers 404 LIVE_NOT_FOUND for a live that does not exist', async () => {
    const error = await failure(setup().service.create(ME, { type: 'live', destId: 404 }, 'ja'));
    expect(codeOf(error)).toBe('LIVE_NOT_FOUND');
    expect((error as AppError).status).toBe(404);
  });
});

describe('reserving a team or a league', () => {
  it('is never closed: a team or league has no begin time and no status', async () => {
    const { service, clock } = setup();
    clock.advance(10 * 365 * 24 * 60 * MINUTE);
    const team = await service.create(ME, { type: 'team', destId: 10 }, 'en');
    expect(team).toMatchObject({ type: 'team', name: 'Team', beginAt: null, endAt: null, status: null });
    const league = await service.create(ME, { type: 'league', destId: 20 }, 'en');
    // no English name: Japanese is the fallback
    expect(league).toMatchObject({
      type: 'league',
      name: 'リーグ',
      beginAt: null,
      endAt: null,
      status: null,
    });
  });

  it('answers 400 VALIDATION_FAILED naming destId for an unknown team or league', async () => {
    const { service } = setup();
    for (const type of ['team', 'league'] as const) {
      const error = await failure(service.create(ME, { type, destId: 999 }, 'ja'));
      expect(codeOf(error), type).toBe('VALIDATION_FAILED');
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).fields).toEqual({ destId: `unknown ${type}` });
    }
  });
});

describe('reserving the same target twice', () => {
  it('answers 409 RESERVATION_EXISTS and keeps the first reservation', async () => {
    const { service, rows } = setup();
    await service.create(ME, { type: 'team', destId: 10 }, 'ja');
    const again = await failure(service.create(ME, { type: 'team', destId: 10 }, 'ja'));
    expect(codeOf(again)).toBe('RESERVATION_EXISTS');
    expect((again as AppError).status).toBe(409);
    expect(rows).toHaveLength(1);
  });

  it('lets other database errors through unchanged', async () => {
    const broken = new Error('connection lost');
    const { service } = setup({ createError: () => broken });
    expect(await failure(service.create(ME, { type: 'team', destId: 10 }, 'ja'))).toBe(broken);
  });
});

describe('listing reservations', () => {
  it('answers the three lists, each in the stored order, named in the member’s language', async () => {
    const { service, clock } = setup({ lives: [live(1, at(60 * MINUTE)), live(2, at(30 * MINUTE))] });
    await service.create(ME, { type: 'live', destId: 1 }, 'ja');
    clock.advance(MINUTE);
    await service.create(ME, { type: 'team', destId: 10 }, 'ja');
    await service.create(ME, { type: 'live', destId: 2 }, 'ja');
    await service.create(ME, { type: 'league', destId: 20 }, 'ja');
    await service.create(ME + 1, { type: 'team', destId: 10 }, 'ja');

    const list = await service.list(ME, 'en');
    expect(list.live.map((r) => [r.destId, r.name])).toEqual([
      [1, 'Live 1'],
      [2, 'Live 2'],
    ]);
    expect(list.team.map((r) => [r.destId, r.name, r.createdAt])).toEqual([
      [10, 'Team', at(MINUTE).toISOString()],
    ]);
    expect(list.league.map((r) => r.name)).toEqual(['リーグ']);
  });

  it('keeps a reserved live while it is on air and drops it once ended or cancelled', async () => {
    const lives = [live(1, at(10 * MINUTE)), live(2, at(10 * MINUTE)), live(3, at(10 * MINUTE))];
    const { service } = setup({ lives });
    for (const destId of [1, 2, 3]) await service.create(ME, { type: 'live', destId }, 'ja');
    lives[0]!.status = LIVE_STATUS.ON_AIR;
    lives[1]!.status = LIVE_STATUS.ENDED;
    lives[2]!.status = LIVE_STATUS.CANCELLED;
    const list = await service.list(ME, 'ja');
    expect(list.live.map((r) => [r.destId, r.status])).toEqual([[1, LIVE_STATUS.ON_AIR]]);
  });

  it('leaves out a reservation whose target no longer exists', async () => {
    const lives = [live(1, at(10 * MINUTE))];
    const { service } = setup({ lives });
    await service.create(ME, { type: 'live', destId: 1 }, 'ja');
    lives.pop();
    expect(await service.list(ME, 'ja')).toEqual({ team: [], league: [], live: [] });
  });
});

describe('removing a reservation', () => {
  it('removes my reservation once; again, another member’s or an unknown id is 404 RESERVATION_NOT_FOUND', async () => {
    const { service } = setup();
    const mine = await service.create(ME, { type: 'team', destId: 10 }, 'ja');
    const notYours = await failure(service.remove(ME + 1, mine.id));
    expect(codeOf(notYours)).toBe('RESERVATION_NOT_FOUND');
    expect((notYours as AppError).status).toBe(404);
    await expect(service.remove(ME, mine.id)).resolves.toBeUndefined();
    expect(codeOf(await failure(service.remove(ME, mine.id)))).toBe('RESERVATION_NOT_FOUND');
    expect(codeOf(await failure(service.remove(ME, 12345)))).toBe('RESERVATION_NOT_FOUND');
    expect((await service.list(ME, 'ja')).team).toEqual([]);
  });
});
