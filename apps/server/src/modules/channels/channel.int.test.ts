import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, factories, loginAs } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { scheduleFixtures } from '../../../test/schedule-fixtures.js';

// now: 2026-11-23 12:00 JST; the Tokyo day 20261123 is 2026-11-22T15:00Z … 2026-11-23T15:00Z
const NOW = '2026-11-23T03:00:00Z';
const utc = (iso: string) => new Date(`2026-11-${iso}Z`);

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let cookie: string;
const p: Record<string, number> = {};
const l: Record<string, number> = {};
let c1: number;
let c2: number;
let gameId: number;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  api = apiClient(t.app);
  const s = scheduleFixtures(t.database.db);
  const member = await factories(t.database.db).member();
  cookie = await loginAs(t.app, member.email!);

  c1 = (await s.channel({ name: { ja: 'キックオフ1', en: 'KICKOFF 1' } })).id;
  c2 = (await s.channel()).id;
  const program = async (name: string, channelId: number, start: string, minutes: number, isHide = false) => {
    p[name] = (await s.program({ channelId, startTime: utc(start), minutes, isHide })).id;
  };
  await program('prevOverlap', c1, '22T14:30:00', 60); // 23:30–00:30 JST: overlaps the day
  await program('prevEndsAtMidnight', c1, '22T14:00:00', 60); // ends exactly at 00:00 JST
  await program('now', c1, '23T02:30:00', 60);
  await program('hiddenNow', c1, '23T02:45:00', 30, true);
  await program('next', c1, '23T03:30:00', 60);
  await program('late', c1, '23T14:30:00', 60); // 23:30 JST, runs past midnight
  await program('nextDay', c1, '23T15:00:00', 60); // 00:00 JST the next day
  await program('morning', c2, '23T00:00:00', 120);
  await program('hiddenMorning', c2, '23T01:00:00', 30, true);

  const sport = await s.sport();
  gameId = (await s.game(sport, { beginAt: utc('23T02:00:00'), status: 1, homeScore: 1, awayScore: 0 })).id;
  const live = async (name: string, begin: string, status: number, endMinutes = 120) => {
    const beginAt = utc(begin);
    l[name] = (
      await s.live({
        gameId: name === 'onAir' ? gameId : null,
        channelId: c1,
        beginAt,
        endAt: new Date(beginAt.getTime() + endMinutes * 60_000),
        status,
      })
    ).id;
  };
  await live('onAir', '23T02:00:00', 1);
  await live('due', '23T02:50:00', 0);
  await live('later', '23T04:00:00', 0);
  await live('ended', '23T00:00:00', 2);
  await live('cancelled', '23T02:30:00', 3);
  await live('dayStart', '22T15:00:00', 2);
  await live('beforeDay', '22T14:59:00', 2);
  await live('nextDay', '23T15:00:00', 0);
  await live('overdue', '23T00:30:00', 0); // never marked, its window closed at 02:30: off air
  await live('markedLongAgo', '21T12:00:00', 1); // still marked on air past its window: on air
});
afterAll(() => t.close());

describe(`GET /channel (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('lists channels in order with the visible programme on air now', async () => {
    const response = await api.endpoint('channels.list', { lang: 'en', cookie });
    expect(response.statusCode).toBe(200);
    const [first, second] = response.data;
    expect(first).toMatchObject({ id: c1, name: 'KICKOFF 1', type: 'sports', thumbnail: null, logo: null });
    expect(first!.colors).toEqual(['#000000', '#ffcc00']);
    expect(first!.nowPlaying!.id).toBe(p.now);
    expect(second!.id).toBe(c2);
    expect(second!.nowPlaying).toBeNull();
  });

  it('answers 401 when logged out', async () => {
    expect((await api.endpoint('channels.list')).statusCode).toBe(401);
  });
});

describe('GET /program/{date}', () => {
  it('answers every visible programme overlapping the Tokyo day, by channel then start', async () => {
    const response = await api.endpoint('channels.programDay', { params: { date: '20261123' }, cookie });
    expect(response.statusCode).toBe(200);
    const data = response.data;
    expect(data.date).toBe('20261123');
    expect(data.from).toBe('2026-11-22T15:00:00.000Z');
    expect(data.to).toBe('2026-11-23T15:00:00.000Z');
    expect(data.list.map((x: { id: number }) => x.id)).toEqual([
      p.prevOverlap,
      p.now,
      p.next,
      p.late,
      p.morning,
    ]);
    expect(data.list[1]).toEqual({
      id: p.now,
      channelId: c1,
      title: expect.stringMatching(/Programme/),
      description: null,
      startTime: '2026-11-23T02:30:00.000Z',
      endTime: '2026-11-23T03:30:00.000Z',
      duration: 60,
      active: true,
      broadcastType: 200,
      gameId: null,
    });
  });

  it('puts a programme across midnight in both days, and one starting at midnight only in the next', async () => {
    const next = (await api.endpoint('channels.programDay', { params: { date: '2026-11-24' }, cookie })).data;
    expect(next.list.map((x: { id: number }) => x.id)).toEqual([p.late, p.nextDay]);
    const before = (await api.endpoint('channels.programDay', { params: { date: '20261122' }, cookie })).data;
    expect(before.list.map((x: { id: number }) => x.id)).toEqual([p.prevEndsAtMidnight, p.prevOverlap]);
  });

  it('refuses a bad date with 400 and answers 401 when logged out', async () => {
    for (const date of ['20261131', 'today', '2026113', '202611234']) {
      const response = await api.endpoint('channels.programDay', { params: { date }, cookie });
      expect(response.statusCode, date).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await api.endpoint('channels.programDay', { params: { date: '20261123' } })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /player/lives/{id}', () => {
  it('answers the channel, its next visible programmes and every live on air', async () => {
    const response = await api.endpoint('channels.playerLives', { params: { id: c1 }, cookie });
    expect(response.statusCode).toBe(200);
    const data = response.data;
    expect(data.channel.id).toBe(c1);
    expect(data.channel.nowPlaying!.id).toBe(p.now);
    expect(data.next.map((x: { id: number }) => x.id)).toEqual([p.next, p.late, p.nextDay]);
    // on air by the contract's isLiveOnAir, earliest begin first
    expect(data.onAir.map((x: { id: number }) => x.id)).toEqual([l.markedLongAgo, l.onAir, l.due]);
    expect(data.onAir[1]!.game).toMatchObject({ id: gameId, homeScore: 1, awayScore: 0, scoreHidden: false });
    expect(data.onAir[2]!.game).toBeNull();
  });

  it('answers 404 for an unknown channel, 400 for a bad id, 401 when logged out', async () => {
    const missing = await api.endpoint('channels.playerLives', { params: { id: 999999 }, cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('CHANNEL_NOT_FOUND');
    expect((await api.get('/player/lives/abc', { cookie })).statusCode).toBe(400);
    expect((await api.endpoint('channels.playerLives', { params: { id: 0 }, cookie })).statusCode).toBe(400);
    expect((await api.endpoint('channels.playerLives', { params: { id: c1 } })).statusCode).toBe(401);
  });
});

describe('GET /lives/{date}', () => {
  it('lists the lives beginning that Tokyo day with their games', async () => {
    const response = await api.endpoint('channels.livesDay', { params: { date: '20261123' }, cookie });
    expect(response.statusCode).toBe(200);
    const data = response.data;
    expect(data.date).toBe('20261123');
    expect(data.list.map((x: { id: number }) => x.id)).toEqual([
      l.dayStart,
      l.ended,
      l.overdue,
      l.onAir,
      l.cancelled,
      l.due,
      l.later,
    ]);
    const onAir = data.list.find((x: { id: number }) => x.id === l.onAir);
    expect(onAir).toMatchObject({ status: 1, channelId: c1, gameId, viewers: 0, free: false });
    expect(onAir!.game!.leagueName).toMatch(/League/);
  });

  it('refuses a bad date with 400 and answers 401 when logged out', async () => {
    expect(
      (await api.endpoint('channels.livesDay', { params: { date: '2026-13-01' }, cookie })).statusCode,
    ).toBe(400);
    expect((await api.endpoint('channels.livesDay', { params: { date: '20261123' } })).statusCode).toBe(401);
  });
});
