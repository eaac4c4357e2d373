import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, factories, loginAs, MEMBER_PASSWORD, sessionCookieOf } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { sessions, snsTokens, users } from '../../db/schema/index.js';

let t: TestApp;
let f: ReturnType<typeof factories>;
let api: ReturnType<typeof apiClient>;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t.database.db);
  api = apiClient(t.app);
});
afterAll(() => t.close());

const login = (
  username: string,
  password: string,
  options: { headers?: Record<string, string>; ip?: string } = {},
) => api.endpoint('session.login', { body: { username, password }, ...options });

describe(`POST /login with e-mail and password (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('logs in (any case of the address), records the login and tells the first one apart', async () => {
    const member = await f.member();
    const first = await login(member.email!.toUpperCase(), MEMBER_PASSWORD);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      userId: member.id,
      email: member.email,
      nickname: member.nickname,
      status: 1,
      firstLogin: true,
      hasPassword: true,
      sns: null,
      scope: expect.any(Array),
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.lastLoginAt).toEqual(t.clock.now());
    const second = await login(member.email!, MEMBER_PASSWORD);
    expect(second.json().data.firstLogin).toBe(false);
  });

  it('answers LOGIN_FAILED alike for an unknown address, a wrong password and a member without password', async () => {
    const member = await f.member();
    const social = await f.member({ password: null });
    const answers = [
      await login('nobody-here@example.com', MEMBER_PASSWORD),
      await login(member.email!, 'Wrong-pass1'),
      await login(social.email!, MEMBER_PASSWORD),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(answers[0]!.json());
      expect(res.json().code).toBe('LOGIN_FAILED');
    }
  });

  it('locks the account after 10 failures in 15 minutes, for 15 minutes; then it opens again', async () => {
    const member = await f.member();
    for (let i = 1; i <= 9; i++) expect((await login(member.email!, `Wrong-pass${i}`)).statusCode).toBe(401);
    const tenth = await login(member.email!, 'Wrong-pass10');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().code).toBe('LOGIN_LOCKED');
    const right = await login(member.email!, MEMBER_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('LOGIN_LOCKED');
    t.clock.advance(14 * MINUTE);
    expect((await login(member.email!, MEMBER_PASSWORD)).statusCode).toBe(429);
    t.clock.advance(MINUTE);
    expect((await login(member.email!, MEMBER_PASSWORD)).statusCode).toBe(200);
  });

  it('clears the failure count on success, and forgets failures older than 15 minutes', async () => {
    const member = await f.member();
    for (let i = 0; i < 9; i++) await login(member.email!, 'Wrong-pass1');
    expect((await login(member.email!, MEMBER_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(member.email!, 'Wrong-pass1')).statusCode).toBe(401);
    t.clock.advance(15 * MINUTE);
    expect((await login(member.email!, 'Wrong-pass1')).statusCode).toBe(401);
  });

  it('locks unknown addresses too, so the lock does not tell which exist', async () => {
    for (let i = 0; i < 9; i++) await login('ghost-lock@example.com', 'Wrong-pass1');
    expect((await login('ghost-lock@example.com', 'Wrong-pass1')).json().code).toBe('LOGIN_LOCKED');
  });

  it('lets a dormant member in, with status 21 for the reactivation guard', async () => {
    const member = await f.member({ status: 21 });
    const res = await login(member.email!, MEMBER_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ status: 21, statusList: [21] });
  });

  it('limits login attempts per IP (20 a minute)', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++) {
      expect((await login(`ip-${i}@example.com`, 'Wrong-pass1', { ip })).statusCode).toBe(401);
    }
    const limited = await login('ip-last@example.com', 'Wrong-pass1', { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await login('ip-other@example.com', 'Wrong-pass1')).statusCode).toBe(401);
  });

  it('refuses a malformed body', async () => {
    for (const body of [
      { username: 'a@b.jp' },
      { password: 'x' },
      { username: '', password: 'x' },
      { sns: 'myspace', accessToken: 'x' },
    ]) {
      const res = await api.post('/login', { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, a browser-session cookie without auto-login', async () => {
    const member = await f.member();
    const res = await login(member.email!, MEMBER_PASSWORD);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/kickoff_sid=[\w-]{40,};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Max-Age');
    expect(header).not.toContain('Secure');
    expect(res.data.remember).toBe(false);
  });

  it('lasts 30 days with auto-login (header snrm)', async () => {
    const member = await f.member();
    const res = await login(member.email!, MEMBER_PASSWORD, { headers: { snrm: '1' } });
    expect(String(res.headers['set-cookie'])).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(res.data.remember).toBe(true);
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ config: { PUBLIC_URL: 'https://kickoff.example' } });
    try {
      const member = await factories(secure.database.db).member();
      const res = await apiClient(secure.app).post('/login', {
        body: { username: member.email, password: MEMBER_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toContain('Secure');
    } finally {
      await secure.close();
    }
  });

  it('gets a new id at every login, and a newer login ends the older session (SESSION_REPLACED)', async () => {
    const member = await f.member();
    const first = await loginAs(t.app, member.email!);
    const second = await loginAs(t.app, member.email!);
    expect(second).not.toBe(first);
    const old = await api.endpoint('session.get', { cookie: first });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('SESSION_REPLACED');
    expect((await api.endpoint('session.get', { cookie: second })).statusCode).toBe(200);
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(stored.map((s) => s.id)).not.toContain(first.split('=')[1]);
  });
});

describe('GET/POST/PUT /session and GET /logout', () => {
  it('answers 401 UNAUTHORIZED without a session or with a made-up one', async () => {
    for (const cookie of [null, 'kickoff_sid=made-up', `kickoff_sid=${'x'.repeat(200)}`]) {
      for (const method of ['get', 'post', 'put'] as const) {
        const res = await api[method]('/session', { cookie });
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
    }
  });

  it('POST re-reads the member; PUT keeps the session alive', async () => {
    const member = await f.member();
    const cookie = await loginAs(t.app, member.email!);
    await t.database.db.update(users).set({ name: '新しい 名前', status: 11 }).where(eq(users.id, member.id));
    const fresh = await api.endpoint('session.reload', { cookie });
    expect(fresh.data).toMatchObject({ name: '新しい 名前', status: 11, statusList: [11] });
    // without auto-login a session ends after 24 h idle; a keep-alive moves that
    t.clock.advance(20 * 60 * MINUTE);
    const alive = await api.endpoint('session.keepAlive', { cookie });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ data: null });
    t.clock.advance(20 * 60 * MINUTE);
    expect((await api.endpoint('session.get', { cookie })).statusCode).toBe(200);
    t.clock.advance(25 * 60 * MINUTE);
    expect((await api.endpoint('session.get', { cookie })).statusCode).toBe(401);
  });

  it('logs out server-side and clears the cookie; works when logged out too', async () => {
    const member = await f.member();
    const cookie = await loginAs(t.app, member.email!);
    const out = await api.endpoint('session.logout', { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: null });
    expect(String(out.headers['set-cookie'])).toMatch(/kickoff_sid=;.*Expires=Thu, 01 Jan 1970/);
    const after = await api.endpoint('session.get', { cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
    expect((await api.endpoint('session.logout')).statusCode).toBe(200);
  });
});

describe('POST /login with a social account', () => {
  const expiresAt = () => new Date(t.clock.now().getTime() + 30 * MINUTE);

  it('logs a linked member in once per token, marked as a social login', async () => {
    const member = await f.member({ password: null });
    const { token, row } = await f.snsToken({ expiresAt: expiresAt(), provider: 'yahoo', linkTo: member.id });
    const res = await api.endpoint('session.login', { body: { sns: 'yahoo', accessToken: token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({
      userId: member.id,
      sns: 'sn',
      snsProvider: 'yahoo',
      hasPassword: false,
    });
    expect(sessionCookieOf(res)).not.toBeNull();
    const [used] = await t.database.db.select().from(snsTokens).where(eq(snsTokens.id, row.id));
    expect(used!.usedAt).toEqual(t.clock.now());
    const again = await api.endpoint('session.login', { body: { sns: 'yahoo', accessToken: token } });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('SNS_TOKEN_INVALID');
  });

  it('answers 404 ACCOUNT_NOT_FOUND for an unlinked identity and keeps the token for sign-up', async () => {
    const { token, row } = await f.snsToken({ expiresAt: expiresAt(), provider: 'kakao' });
    const res = await api.endpoint('session.login', { body: { sns: 'kakao', accessToken: token } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ACCOUNT_NOT_FOUND');
    const [kept] = await t.database.db.select().from(snsTokens).where(eq(snsTokens.id, row.id));
    expect(kept!.usedAt).toBeNull();
  });

  it('refuses an unknown or expired token, or one of another provider', async () => {
    const member = await f.member();
    const { token } = await f.snsToken({ expiresAt: expiresAt(), provider: 'apple', linkTo: member.id });
    const other = await api.endpoint('session.login', { body: { sns: 'facebook', accessToken: token } });
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe('SNS_TOKEN_INVALID');
    expect(
      (await api.endpoint('session.login', { body: { sns: 'apple', accessToken: 'unknown' } })).json().code,
    ).toBe('SNS_TOKEN_INVALID');
    t.clock.advance(30 * MINUTE);
    expect(
      (await api.endpoint('session.login', { body: { sns: 'apple', accessToken: token } })).json().code,
    ).toBe('SNS_TOKEN_INVALID');
  });
});

describe('CSRF guard', () => {
  it('refuses a state-changing call from another origin or a cross-site fetch', async () => {
    const member = await f.member();
    const evil = await login(member.email!, MEMBER_PASSWORD, { headers: { origin: 'https://evil.example' } });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe('CSRF_REJECTED');
    const crossSite = await login(member.email!, MEMBER_PASSWORD, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const cookie = await loginAs(t.app, member.email!);
    const logout = await api.endpoint('session.logout', {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(logout.statusCode).toBe(403);
    expect((await api.endpoint('session.get', { cookie })).statusCode).toBe(200);
    const withdraw = await api.endpoint('account.withdraw', {
      query: { reason: 'price' },
      cookie,
      headers: { origin: 'null' },
    });
    expect(withdraw.statusCode).toBe(403);
  });

  it('lets through the own origin, PUBLIC_URL, same-origin fetches and calls without Origin', async () => {
    const member = await f.member();
    const own = await login(member.email!, MEMBER_PASSWORD, {
      headers: { origin: 'http://kickoff.internal:8080', host: 'kickoff.internal:8080' },
    });
    expect(own.statusCode).toBe(200);
    const publicUrl = await login(member.email!, MEMBER_PASSWORD, {
      headers: { origin: 'http://localhost:8080' },
    });
    expect(publicUrl.statusCode).toBe(200);
    const sameOrigin = await login(member.email!, MEMBER_PASSWORD, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    const reads = await api.endpoint('notice.categories', { headers: { origin: 'https://evil.example' } });
    expect(reads.statusCode).toBe(200);
  });
});
