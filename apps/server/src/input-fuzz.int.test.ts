import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, factories, loginAs } from '../test/factories.js';
import { type FuzzCase, fuzzCases } from '../test/fuzz-cases.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import type { RouteEntry } from './http/route-table.js';
import { SANDBOX_PAGES_PREFIX } from './payments/sandbox/index.js';

/** The app registers about 100 routes besides HEAD: far fewer means the table (or the app) lost some. */
const MIN_ROUTES = 90;

interface Caller {
  name: 'anonymous' | 'member' | 'operator';
  email: string;
  cookie: string | null;
  userId: number;
}

interface Sent {
  route: RouteEntry;
  case: FuzzCase;
  status: number;
}

/** Refusals for want of a login (401) or of a role (403): the cases to send again as someone else. */
const AUTH_REFUSALS = new Set([401, 403]);

/**
 * Every route the app registers (its route table, web routes included) gets malformed input — wrong
 * types, NUL and lone surrogates in every string position, 1 MB strings, bad JSON, wrong content types,
 * huge numbers, arrays for objects — as an anonymous caller. Every case refused for want of a login
 * (401, or 403) is sent again as a member, so member-only routes are fuzzed past their auth guard, and
 * what a member was refused (403) again as an operator. No answer may be a 5xx, and
 * every error answer must be exactly `{ code, message }` (plus `fields` on validation failures).
 */
describe('input fuzz of every route', () => {
  let t: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'kickoff-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');

  beforeAll(async () => {
    t = await createTestApp({ config: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());

  let ip = 0;
  /** A client address per request (a fixed sequence), so per-IP rate limits stay out of the way. */
  const nextIp = () => {
    ip++;
    return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255 || 1}`;
  };

  const newCaller = async (name: 'member' | 'operator'): Promise<Caller> => {
    const user = await factories(t.database.db).member(name === 'operator' ? { role: 'operator' } : {});
    const email = String(user.email);
    return { name, email, cookie: await loginAs(t.app, email), userId: user.id };
  };
  /** The caller again, logged in anew when a fuzzed call ended its session (GET /logout, withdrawal…). */
  const stillLoggedIn = async (caller: Caller): Promise<Caller> => {
    if (!caller.cookie || caller.name === 'anonymous') return caller;
    const check = await apiClient(t.app).endpoint('session.get', { cookie: caller.cookie });
    if (check.statusCode === 200) return caller;
    // logged out: the same member again; withdrawn (or password changed): a new one
    const cookie = await loginAs(t.app, caller.email).catch(() => null);
    return cookie ? { ...caller, cookie } : newCaller(caller.name);
  };

  /** What is wrong with an answer, or null. */
  const problemOf = (
    res: { statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown },
    route: RouteEntry,
    method: string,
  ) => {
    if (res.statusCode >= 500) return res.body.slice(0, 200);
    if (res.statusCode < 400 || method === 'HEAD') return null;
    // the sandbox payment provider's hosted pages are a provider's, not our API: their refusals are
    // HTML pages (the router's own, before any route, stay JSON)
    if (
      route.url.startsWith(`${SANDBOX_PAGES_PREFIX}/`) &&
      String(res.headers['content-type']).startsWith('text/html')
    ) {
      return res.body.startsWith('<!doctype html>') ? null : `not a page: ${res.body.slice(0, 200)}`;
    }
    let body: unknown;
    try {
      body = res.json();
    } catch {
      return `not JSON: ${res.body.slice(0, 200)}`;
    }
    const { code, message, ...rest } = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const shaped =
      typeof code === 'string' &&
      typeof message === 'string' &&
      Object.keys(rest).every((k) => k === 'fields');
    return shaped ? null : `wrong shape: ${res.body.slice(0, 200)}`;
  };

  /** Sends each case (grouped by route) as a caller; answers what was sent and the problems seen. */
  const fuzz = async (batches: Map<RouteEntry, FuzzCase[]>, first: Caller) => {
    const sent: Sent[] = [];
    const problems: string[] = [];
    let caller = first;
    for (const [route, cases] of batches) {
      caller = await stillLoggedIn(caller);
      for (const c of cases) {
        const res = await t.app.inject({
          method: c.method,
          url: c.url,
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
          headers: { ...(caller.cookie ? { cookie: caller.cookie } : {}), ...c.headers },
          remoteAddress: nextIp(),
        });
        sent.push({ route, case: c, status: res.statusCode });
        const problem = problemOf(res, route, c.method);
        if (problem)
          problems.push(`${caller.name} ${c.method} ${c.url.slice(0, 80)} [${c.label}] → ${problem}`);
      }
    }
    return { sent, problems };
  };

  /** The sent cases whose answer passes `keep`, grouped by route again, with params for the new caller. */
  const replay = (sent: Sent[], keep: (status: number) => boolean) => {
    const batches = new Map<RouteEntry, FuzzCase[]>();
    for (const s of sent.filter((s) => keep(s.status)))
      batches.set(s.route, [...(batches.get(s.route) ?? []), s.case]);
    return batches;
  };

  it('answers no 5xx and only { code, message } errors, for anyone', { timeout: 240_000 }, async () => {
    const routes = t.app.routeTable.entries.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(MIN_ROUTES);
    // the web routes are fuzzed too
    expect(routes.map((route) => route.url)).toContain('/assets/app-1234.js');

    const member = await newCaller('member');
    const operator = await newCaller('operator');
    // `:userId` is the member's own id (another's is a plain 403), every other parameter an id of 1
    const paramValue = (name: string) => (name === 'userId' ? String(member.userId) : '1');
    const all = new Map(routes.map((route) => [route, fuzzCases(route, paramValue)]));

    const asAnonymous = await fuzz(all, { name: 'anonymous', email: '', cookie: null, userId: 0 });
    const asMember = await fuzz(
      replay(asAnonymous.sent, (s) => AUTH_REFUSALS.has(s)),
      member,
    );
    const asOperator = await fuzz(
      replay(asMember.sent, (s) => s === 403),
      operator,
    );

    // the auth guards were passed: member routes answered a member, staff routes the operator
    const answered = (sent: Sent[], refusal: number) => sent.filter((s) => s.status !== refusal).length;
    expect(asAnonymous.sent.filter((s) => s.status === 401).length).toBeGreaterThan(100);
    expect(answered(asMember.sent, 401)).toBeGreaterThan(asMember.sent.length / 2);
    expect(answered(asOperator.sent, 403)).toBeGreaterThan(0);

    expect([...asAnonymous.problems, ...asMember.problems, ...asOperator.problems]).toEqual([]);
  });
});
