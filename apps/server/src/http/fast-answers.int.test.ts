import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueFixtures, loggedInMember, type Member } from '../../test/catalogue-fixtures.js';
import { apiClient } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { games } from '../db/schema/index.js';

const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const BROWSER = 'gzip, deflate, br, zstd';

interface Raw {
  status: number | undefined;
  /** Every header as it came, in order, but the Date (which moves with the second). */
  headers: string[];
  body: Buffer;
}

/**
 * Issue 13 point 5: the cached member answers (home, a day's schedule, a day's EPG) are answered before
 * Fastify's routing and hooks (fast-answers.ts). Each request here is sent twice on a real listener,
 * once with the fast path switched off (Fastify answers) and once on: the answers must be the same
 * bytes, status line, headers and their order included — and the fast path must have answered exactly
 * the requests it is meant for, leaving the rest (refusals, odd inputs) to Fastify.
 */
describe(`members' cached answers before Fastify (${db})`, () => {
  let t: TestApp;
  let me: Member;
  let hider: Member;
  let base: string;
  let gameTypeId: number;
  let leagueId: number;
  let inPlayId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const c = catalogueFixtures(t.database.db);
    const w = await c.world();
    gameTypeId = w.type.id;
    leagueId = w.league.id;
    inPlayId = w.games.inPlay.id;
    me = await loggedInMember(t.app, t.database.db);
    hider = await loggedInMember(t.app, t.database.db);
    await c.scoreOn(hider.id, false);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const raw = (path: string, headers: Record<string, string | string[]>, method = 'GET'): Promise<Raw> =>
    new Promise((resolve, reject) => {
      request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const kept: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            if (res.rawHeaders[i]!.toLowerCase() !== 'date')
              kept.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
          resolve({ status: res.statusCode, headers: kept, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      })
        .on('error', reject)
        .end();
    });

  /** The answer with the fast path off and on; `fast`: whether the fast path answered it. */
  async function both(path: string, headers: Record<string, string | string[]>, method = 'GET') {
    t.app.fastAnswers.open(false);
    const fastify = await raw(path, headers, method);
    t.app.fastAnswers.open(true);
    const before = t.app.fastAnswers.served;
    const keptBefore = t.app.fastAnswers.servedKept;
    const fast = await raw(path, headers, method);
    return {
      fastify,
      fast,
      served: t.app.fastAnswers.served - before,
      kept: t.app.fastAnswers.servedKept - keptBefore,
    };
  }

  const paths = () => [
    '/api/v2/home/web',
    '/api/v2/schedule?date=20261123',
    '/api/v2/schedule',
    `/api/v2/schedule?date=20261123&gameType=${gameTypeId}&leagueId=${leagueId}`,
    '/api/v2/schedule?date=20261123&lang=ko',
    '/api/v2/home/web?lang=fr',
    '/api/v2/home/web?lang=',
    '/api/v2/schedule?date=20261123&unknown=1',
    '/api/v2/program/20261123',
    '/api/v2/program/20261124?lang=en',
    // the schema's own reading (YYYY-MM-DD is taken as YYYYMMDD)
    '/api/v2/program/2026-11-23',
  ];

  it('answers a member the same bytes as Fastify, in every coding and language', async () => {
    for (const path of paths()) {
      for (const member of [me, hider]) {
        for (const headers of <Record<string, string>[]>[
          {},
          { 'accept-encoding': BROWSER },
          { 'accept-encoding': 'gzip' },
          { 'accept-encoding': 'br;q=0.5, gzip;q=0.9' },
          { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' },
          { 'accept-language': 'en', 'accept-encoding': 'br' },
          { 'accept-language': 'fr, ja;q=0.5' },
        ]) {
          const { fastify, fast, served } = await both(path, { ...headers, cookie: member.cookie });
          const what = `${path} ${JSON.stringify(headers)}`;
          expect(fastify.status, what).toBe(200);
          expect(fast, what).toEqual(fastify);
          expect(served, what).toBe(1);
        }
      }
    }
  });

  it("answers a member's steady requests from memory alone, the same bytes", async () => {
    for (const path of paths()) {
      for (const headers of <Record<string, string>[]>[
        {},
        { 'accept-encoding': BROWSER },
        { 'accept-encoding': 'gzip' },
        { 'accept-language': 'en', 'accept-encoding': 'br' },
      ]) {
        // the first answer fills what the next one reads: the session, the setting, the answer, its coding
        await both(path, { ...headers, cookie: hider.cookie });
        const { fastify, fast, served, kept } = await both(path, { ...headers, cookie: hider.cookie });
        const what = `${path} ${JSON.stringify(headers)}`;
        expect(fast, what).toEqual(fastify);
        expect(served, what).toBe(1);
        expect(kept, what).toBe(1);
      }
    }
  });

  it('follows a committed catalogue change in the answers from memory', async () => {
    const path = '/api/v2/schedule?date=20261123';
    const headers = { cookie: me.cookie, 'accept-encoding': BROWSER };
    await both(path, headers);
    expect((await both(path, headers)).kept).toBe(1);
    const homeScore = async () => {
      const res = await fetch(`${base}${path}`, { headers: { cookie: me.cookie } });
      const { data } = (await res.json()) as {
        data: { list: { id: number; gameDesc: { homeScore: number | null } }[] };
      };
      const { list } = data;
      return list.find((g) => g.id === inPlayId)?.gameDesc.homeScore;
    };
    const before = await homeScore();
    try {
      // a write from outside the app: the instance learns the new version from its NOTIFY (PostgreSQL)
      // or the next read of it (PGlite), and no answer from memory is older than that
      await t.database.db.update(games).set({ homeScore: 42 }).where(eq(games.id, inPlayId));
      await vi.waitFor(async () => expect(await homeScore()).toBe(42), 5_000);
      const after = await both(path, headers);
      expect(after.fast).toEqual(after.fastify);
      await both(path, headers);
      expect((await both(path, headers)).kept).toBe(1);
    } finally {
      await t.database.db.update(games).set({ homeScore: before }).where(eq(games.id, inPlayId));
    }
  });

  it('finds the session cookie among others, as @fastify/cookie reads it', async () => {
    const cookie = `a=1; ${me.cookie}; theme="dark"`;
    const { fastify, fast, served } = await both('/api/v2/home/web', { cookie });
    expect(fastify.status).toBe(200);
    expect(fast).toEqual(fastify);
    expect(served).toBe(1);
  });

  it('leaves every other request to Fastify, which answers it as before', async () => {
    const member = { cookie: me.cookie };
    const cases: [string, Record<string, string | string[]>, string?][] = [
      // no session, a session that is no one's
      ['/api/v2/home/web', {}],
      ['/api/v2/program/20261123', { cookie: 'kickoff_sid=nobody' }],
      // bad inputs: the schema's, the input guard's, the query parser's
      ['/api/v2/program/2026-1-23', member],
      ['/api/v2/program/20261399', member],
      ['/api/v2/schedule?date=yesterday', member],
      ['/api/v2/schedule?gameType=-1', member],
      ['/api/v2/schedule?date=20261123&date=20261124', member],
      ['/api/v2/schedule?date=%32%30%32%36%31%31%32%33', member],
      ['/api/v2/schedule?date=%E0%A4%A', member],
      ['/api/v2/schedule?date=20261123&lang=k%00', member],
      // paths fastify reads its own way
      ['/api/v2/home/web/', member],
      ['/api/v2//home/web', member],
      ['/api/v2/program/', member],
      ['/api/v2/program/20261123/', member],
      // a coding only the compression plugin answers, HEAD
      ['/api/v2/schedule?date=20261123', { ...member, 'accept-encoding': 'deflate' }],
      ['/api/v2/schedule?date=20261123', { ...member, 'accept-encoding': 'identity' }],
      ['/api/v2/home/web', member, 'HEAD'],
      // a header it reads given twice (node:http would join them)
      ['/api/v2/home/web', { ...member, 'accept-language': ['ko', 'en'] }],
      ['/api/v2/home/web', { ...member, 'accept-encoding': ['br', 'gzip'] }],
    ];
    for (const [path, headers, method] of cases) {
      const { fastify, fast, served } = await both(path, headers, method);
      const what = `${method ?? 'GET'} ${path} ${JSON.stringify(headers)}`;
      expect(fast, what).toEqual(fastify);
      expect(served, what).toBe(0);
    }
  });

  it('refuses a session at once after its logout on this instance', async () => {
    const member = await loggedInMember(t.app, t.database.db);
    const home = () => raw('/api/v2/home/web', { cookie: member.cookie });
    expect((await home()).status).toBe(200);
    const keptBefore = t.app.fastAnswers.servedKept;
    expect((await home()).status).toBe(200);
    // the answer before the logout came from memory alone: the logout must reach that path too
    expect(t.app.fastAnswers.servedKept - keptBefore).toBe(1);
    const out = await apiClient(t.app).endpoint('session.logout', { cookie: member.cookie });
    expect(out.statusCode).toBe(200);
    const after = await home();
    expect(after.status).toBe(401);
    expect(JSON.parse(after.body.toString()).code).toBe('UNAUTHORIZED');
  });

  it('answers a replaced session SESSION_REPLACED at once (Fastify does)', async () => {
    const member = await loggedInMember(t.app, t.database.db);
    const program = () => raw('/api/v2/program/20261123', { cookie: member.cookie });
    expect((await program()).status).toBe(200);
    await t.core.sessions.start(member.id, { remember: false, method: 'password' });
    const after = await program();
    expect(after.status).toBe(401);
    expect(JSON.parse(after.body.toString()).code).toBe('SESSION_REPLACED');
  });
});
