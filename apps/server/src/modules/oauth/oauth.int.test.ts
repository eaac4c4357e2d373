import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type EndpointArgs, type EndpointName, endpoints, LIMITS, urlOf } from '@kickoff/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { type OAuthStandIn, startOAuthStandIn } from '../../../test/oauth-stand-in.js';
import { snsAccounts, snsTokens, users } from '../../db/schema/index.js';
import { hashToken } from '../account/session.service.js';

/**
 * Social login through a real HTTP listener against a local OAuth 2 / OIDC provider (oauth2-mock-server)
 * configured as Kakao, Naver, Twitter and Apple. Facebook has a client id but no secret (disabled),
 * Yahoo nothing at all.
 */
const PUBLIC_URL = 'http://kickoff.test';
const label = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let t: TestApp;
let idp: OAuthStandIn;
let base: string;

beforeAll(async () => {
  idp = await startOAuthStandIn();
  t = await createTestApp({
    config: {
      PUBLIC_URL,
      // each test calls from an address of its own (x-forwarded-for), so the per-IP limits stay apart
      TRUST_PROXY: true,
      ...idp.config('kakao'),
      ...idp.config('naver'),
      ...idp.config('twitter'),
      ...idp.config('apple'),
      OAUTH_FACEBOOK_CLIENT_ID: 'facebook-client',
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await idp?.stop();
});

let ip = '';
let ipSeq = 0;
beforeEach(() => {
  ip = `198.51.100.${++ipSeq}`;
});

interface Answer {
  status: number;
  location: string | null;
  setCookie: string[];
  body: string;
  json(): { code?: string; data?: Record<string, unknown> & { accessToken: string } } & Record<
    string,
    unknown
  >;
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  options: { cookie?: string | null; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(base + path, {
    method,
    headers,
    redirect: 'manual',
    ...(options.form ? { body: new URLSearchParams(options.form) } : {}),
  });
  const body = await response.text();
  return {
    status: response.status,
    location: response.headers.get('location'),
    setCookie: response.headers.getSetCookie(),
    body,
    json: () => JSON.parse(body),
  };
}

/** One call of the endpoint table by name over HTTP (method and path from the table). */
function callEndpoint<N extends EndpointName>(
  name: N,
  ...[input]: EndpointArgs<N, { cookie?: string | null }>
): Promise<Answer> {
  const { params, query, cookie } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string>;
    cookie?: string | null;
  };
  return call(endpoints[name].method as 'GET' | 'POST', `/api/v2${urlOf(name, { params, query })}`, {
    cookie,
  });
}

/** GET /oauth/{p}/authorize: the provider URL and the state cookie as the browser would send it back. */
async function begin(provider: string, returnTo?: string) {
  const answer = await callEndpoint('oauth.authorize', { params: { provider }, query: { returnTo } });
  expect(answer.status).toBe(302);
  const raw = answer.setCookie.find((c) => c.startsWith('kickoff_oauth='));
  expect(raw).toBeDefined();
  return { url: new URL(answer.location!), cookie: raw!.split(';')[0]!, rawCookie: raw! };
}

/** The provider's login page sends the browser back with a code and the state. */
async function consent(url: URL) {
  const back = await idp.authorize(url);
  return { back, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

const token = (provider: string, code: string, state: string, cookie: string | null) =>
  callEndpoint('oauth.token', { params: { provider }, query: { code, state }, cookie });

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const kakaoUser = (id: number | string, email = 'minjun.kim@example.com') => ({
  id,
  connected_at: '2026-11-20T01:02:03Z',
  properties: { nickname: '김민준' },
  kakao_account: {
    profile_nickname_needs_agreement: false,
    profile: { nickname: '김민준', is_default_nickname: false },
    has_email: true,
    email_needs_agreement: false,
    is_email_valid: true,
    is_email_verified: true,
    email,
  },
});

describe(`social login (${label})`, () => {
  it('lists only the configured providers', async () => {
    const answer = await callEndpoint('oauth.providers');
    expect(answer.status).toBe(200);
    expect(answer.json().data).toEqual(['apple', 'twitter', 'kakao', 'naver']);
  });

  it('Kakao: authorize with PKCE, provider round trip, token with the verifier, a fresh social token', async () => {
    const { url, rawCookie, cookie } = await begin('kakao', '/schedule/0?tab=my');
    expect(url.origin + url.pathname).toBe(`${idp.url}/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('kakao-client');
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/oauth`);
    expect(q.get('scope')).toBe('profile_nickname,account_email');
    expect(q.get('state')).toMatch(/^kakao\.[A-Za-z0-9_-]{20,}$/);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rawCookie).toMatch(/HttpOnly/i);
    expect(rawCookie).toMatch(/SameSite=Lax/i);
    expect(rawCookie).toMatch(/Path=\/api\/v2\/oauth/);
    expect(rawCookie).toMatch(/Max-Age=600/);

    const { back, code, state } = await consent(url);
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/oauth`);
    expect(state).toBe(q.get('state'));

    idp.nextUserinfo(kakaoUser(4_012_345_678));
    const seen = idp.tokenRequests.length;
    const answer = await token('kakao', code, state, cookie);
    expect(answer.status).toBe(200);
    const data = answer.json().data!;
    expect(data).toEqual({
      provider: 'kakao',
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      registered: false,
      email: 'minjun.kim@example.com',
      name: '김민준',
      returnTo: '/schedule/0?tab=my',
    });
    // the cookie is spent
    expect(answer.setCookie.find((c) => c.startsWith('kickoff_oauth='))).toMatch(/^kickoff_oauth=;/);

    // the stand-in got the code, the verifier of the challenge and the secret in the body (client_secret_post)
    const request = idp.tokenRequests[seen]!;
    expect(request.body).toMatchObject({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${PUBLIC_URL}/oauth`,
      client_id: 'kakao-client',
      client_secret: 'kakao-secret',
    });
    expect(s256(request.body.code_verifier!)).toBe(q.get('code_challenge'));
    expect(request.authorization).toBeUndefined();

    // stored hashed, valid 30 minutes, unused
    const [row] = await t.database.db
      .select()
      .from(snsTokens)
      .where(eq(snsTokens.id, hashToken(data.accessToken)));
    expect(row).toMatchObject({
      provider: 'kakao',
      providerUserId: '4012345678',
      email: 'minjun.kim@example.com',
      name: '김민준',
      usedAt: null,
    });
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(30 * 60_000);
    const all = await t.database.db.select({ id: snsTokens.id }).from(snsTokens);
    expect(all.map((r) => r.id)).not.toContain(data.accessToken);
  });

  it('says registered when the social account is linked to a member', async () => {
    const [member] = await t.database.db
      .insert(users)
      .values({ email: 'linked@example.com', nickname: 'linked1', name: 'Linked' })
      .returning();
    await t.database.db
      .insert(snsAccounts)
      .values({ userId: member!.id, provider: 'kakao', providerUserId: '777000111' });

    const { url, cookie } = await begin('kakao');
    const { code, state } = await consent(url);
    idp.nextUserinfo(kakaoUser(777_000_111, 'linked@example.com'));
    const answer = await token('kakao', code, state, cookie);
    expect(answer.status).toBe(200);
    expect(answer.json().data).toMatchObject({ provider: 'kakao', registered: true, returnTo: null });

    // the same id at another provider is somebody else
    const naver = await begin('naver');
    const back = await consent(naver.url);
    idp.nextUserinfo({ resultcode: '00', message: 'success', response: { id: '777000111' } });
    const other = await token('naver', back.code, back.state, naver.cookie);
    expect(other.json().data).toMatchObject({ provider: 'naver', registered: false });
  });

  it('Naver: no PKCE, secret in the body, profile from response.*', async () => {
    const { url, cookie } = await begin('naver');
    expect(url.searchParams.get('code_challenge')).toBeNull();
    expect(url.searchParams.get('scope')).toBeNull();
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/oauth`);
    const { code, state } = await consent(url);
    idp.nextUserinfo({
      resultcode: '00',
      message: 'success',
      response: {
        id: 'Xv0bM1Kq7sT2yZ_naverid',
        nickname: 'seoyeon',
        name: '이서연',
        email: 'Seoyeon.Lee@naver.com',
        gender: 'F',
        age: '20-29',
        birthday: '10-01',
        profile_image: 'https://ssl.pstatic.net/static/pwe/address/img_profile.png',
      },
    });
    const seen = idp.tokenRequests.length;
    const answer = await token('naver', code, state, cookie);
    expect(answer.status).toBe(200);
    expect(answer.json().data).toMatchObject({
      provider: 'naver',
      registered: false,
      email: 'seoyeon.lee@naver.com',
      name: '이서연',
    });
    const request = idp.tokenRequests[seen]!;
    expect(request.body.code_verifier).toBeUndefined();
    expect(request.body.client_secret).toBe('naver-secret');
  });

  it('Twitter: its own callback path, PKCE, Basic client authentication, no e-mail', async () => {
    const { url, cookie } = await begin('twitter', '/live?type=live&id=12');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/oauth/twitter`);
    expect(url.searchParams.get('scope')).toBe('users.read tweet.read');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const { back, code, state } = await consent(url);
    expect(back.pathname).toBe('/oauth/twitter');
    idp.nextUserinfo({ data: { id: '1460221234567890123', name: 'Kickoff Fan', username: 'kickoff_fan' } });
    const seen = idp.tokenRequests.length;
    const answer = await token('twitter', code, state, cookie);
    expect(answer.status).toBe(200);
    expect(answer.json().data).toMatchObject({
      provider: 'twitter',
      email: null,
      name: 'Kickoff Fan',
      returnTo: '/live?type=live&id=12',
    });
    const request = idp.tokenRequests[seen]!;
    expect(request.authorization).toBe(
      `Basic ${Buffer.from('twitter-client:twitter-secret').toString('base64')}`,
    );
    expect(request.body.client_secret).toBeUndefined();
    expect(s256(request.body.code_verifier!)).toBe(url.searchParams.get('code_challenge'));
  });

  describe('Apple', () => {
    /** Apple's id_token claims, on the test clock (the id_token is checked against the injected clock). */
    const appleClaims = (extra: Record<string, unknown> = {}) => {
      const now = Math.floor(t.clock.now().getTime() / 1000);
      for (const key of Object.keys(idp.tokenClaims)) delete idp.tokenClaims[key];
      Object.assign(idp.tokenClaims, {
        iat: now,
        nbf: now - 10,
        exp: now + 600,
        sub: '001234.8f1c2a9be0d84c6f9a5b7c3d2e1f0a9b.0123',
        email: 'x7k2m9q4@privaterelay.appleid.com',
        email_verified: 'true',
        is_private_email: 'true',
        auth_time: now,
        ...extra,
      });
    };

    it('form_post: the callback 303s to /oauth, the token call reads the verified id_token', async () => {
      appleClaims();
      const { url, cookie } = await begin('apple', '/purchase');
      expect(url.searchParams.get('response_mode')).toBe('form_post');
      expect(url.searchParams.get('scope')).toBe('name email');
      expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/v2/oauth/apple/callback`);
      expect(url.searchParams.get('code_challenge')).toBeNull();
      const { code, state } = await consent(url);

      // what Apple's page posts (cross-site: no cookie comes with it)
      const posted = await call('POST', '/api/v2/oauth/apple/callback', {
        form: { code, state, user: '{"name":{"firstName":"Taro","lastName":"Yamada"}}' },
        // the browser marks it cross-site; the CSRF guard lets this one callback through
        headers: { origin: 'https://appleid.apple.com', 'sec-fetch-site': 'cross-site' },
      });
      expect(posted.status).toBe(303);
      const landing = new URL(posted.location!, PUBLIC_URL);
      expect(landing.pathname).toBe('/oauth');
      expect(landing.searchParams.get('code')).toBe(code);
      expect(landing.searchParams.get('state')).toBe(state);

      const answer = await token('apple', code, state, cookie);
      expect(answer.status).toBe(200);
      expect(answer.json().data).toMatchObject({
        provider: 'apple',
        registered: false,
        email: 'x7k2m9q4@privaterelay.appleid.com',
        name: null,
        returnTo: '/purchase',
      });
      const [row] = await t.database.db
        .select()
        .from(snsTokens)
        .where(eq(snsTokens.id, hashToken(answer.json().data!.accessToken)));
      expect(row!.providerUserId).toBe('001234.8f1c2a9be0d84c6f9a5b7c3d2e1f0a9b.0123');
    });

    it('refuses an id_token for another client or one that expired (502 SNS_ERROR)', async () => {
      for (const claims of [
        { aud: 'someone-else' },
        { exp: Math.floor(t.clock.now().getTime() / 1000) - 3600 },
      ]) {
        appleClaims(claims);
        const { url, cookie } = await begin('apple');
        const { code, state } = await consent(url);
        const answer = await token('apple', code, state, cookie);
        expect(answer.status).toBe(502);
        expect(answer.json().code).toBe('SNS_ERROR');
      }
      appleClaims();
    });

    it('passes a cancelled sign-in on to /oauth as an error', async () => {
      const posted = await call('POST', '/api/v2/oauth/apple/callback', {
        form: { error: 'user_cancelled_authorize', state: 'apple.abc' },
      });
      expect(posted.status).toBe(303);
      expect(posted.location).toBe('/oauth?error=user_cancelled_authorize&state=apple.abc');
    });
  });

  describe('state', () => {
    it('rejects a state that is not the cookie’s', async () => {
      const { url, cookie } = await begin('kakao');
      const { code } = await consent(url);
      const answer = await token('kakao', code, 'kakao.forged-state-value', cookie);
      expect(answer.status).toBe(400);
      expect(answer.json().code).toBe('SNS_STATE_MISMATCH');
    });

    it('rejects a replayed callback (same cookie and state), even two at once', async () => {
      const { url, cookie } = await begin('kakao');
      const { code, state } = await consent(url);
      idp.nextUserinfo(kakaoUser(4_012_345_679));
      const first = await token('kakao', code, state, cookie);
      expect(first.status).toBe(200);
      const seen = idp.tokenRequests.length;
      const replay = await token('kakao', code, state, cookie);
      expect(replay.status).toBe(400);
      expect(replay.json().code).toBe('SNS_STATE_MISMATCH');
      expect(idp.tokenRequests.length).toBe(seen);

      const second = await begin('kakao');
      const again = await consent(second.url);
      idp.nextUserinfo(kakaoUser(4_012_345_680));
      const racing = await Promise.all([
        token('kakao', again.code, again.state, second.cookie),
        token('kakao', again.code, again.state, second.cookie),
      ]);
      expect(racing.map((a) => a.status).sort()).toEqual([200, 400]);
    });

    it('rejects a callback without the cookie', async () => {
      const { url } = await begin('kakao');
      const { code, state } = await consent(url);
      const answer = await token('kakao', code, state, null);
      expect(answer.status).toBe(400);
      expect(answer.json().code).toBe('SNS_STATE_MISMATCH');
    });

    it('rejects a cookie older than 10 minutes', async () => {
      const { url, cookie } = await begin('kakao');
      const { code, state } = await consent(url);
      t.clock.advance(11 * 60_000);
      const answer = await token('kakao', code, state, cookie);
      expect(answer.status).toBe(400);
      expect(answer.json().code).toBe('SNS_STATE_MISMATCH');
    });

    it('rejects another provider’s round trip and a tampered cookie', async () => {
      const { url, cookie } = await begin('kakao');
      const { code, state } = await consent(url);
      const crossed = await token('naver', code, state, cookie);
      expect(crossed.status).toBe(400);
      expect(crossed.json().code).toBe('SNS_STATE_MISMATCH');

      const [name, value] = cookie.split('=') as [string, string];
      const tampered = `${name}=${value.replace(/^./, (c) => (c === 'e' ? 'f' : 'e'))}`;
      const answer = await token('kakao', code, state, tampered);
      expect(answer.status).toBe(400);
      expect(answer.json().code).toBe('SNS_STATE_MISMATCH');
    });

    it('keeps only a same-site relative returnTo', async () => {
      const cases: [string, string | null][] = [
        ['/mypage/favorite', '/mypage/favorite'],
        ['//evil.example', null],
        ['https://evil.example', null],
        ['/\\evil', null],
        ['/\\/evil.example', null],
        ['javascript:alert(1)', null],
        ['schedule', null],
      ];
      for (const [returnTo, want] of cases) {
        const { url, cookie } = await begin('kakao', returnTo);
        const { code, state } = await consent(url);
        idp.nextUserinfo(kakaoUser(5001));
        const answer = await token('kakao', code, state, cookie);
        expect(answer.status).toBe(200);
        expect(answer.json().data!.returnTo, returnTo).toBe(want);
      }
    });

    it('carries a returnTo as long as LIMITS.returnPathMax through the state cookie', async () => {
      const longest = `/${'a'.repeat(LIMITS.returnPathMax - 1)}`;
      const { url, cookie, rawCookie } = await begin('kakao', longest);
      expect(rawCookie.length).toBeLessThan(4096); // what a browser keeps (RFC 6265 §6.1)
      const { code, state } = await consent(url);
      idp.nextUserinfo(kakaoUser(5002));
      const answer = await token('kakao', code, state, cookie);
      expect(answer.status).toBe(200);
      expect(answer.json().data!.returnTo).toBe(longest);
    });
  });

  describe('unavailable providers', () => {
    it('answers 404 SNS_PROVIDER_UNAVAILABLE for a disabled or unknown provider', async () => {
      for (const [label, send] of [
        ['facebook', () => callEndpoint('oauth.authorize', { params: { provider: 'facebook' } })],
        ['yahoo', () => callEndpoint('oauth.authorize', { params: { provider: 'yahoo' } })],
        ['google', () => callEndpoint('oauth.authorize', { params: { provider: 'google' } })],
        [
          'facebook token',
          () =>
            callEndpoint('oauth.token', {
              params: { provider: 'facebook' },
              query: { code: 'c', state: 'facebook.x' },
            }),
        ],
      ] as const) {
        const answer = await send();
        expect(answer.status, label).toBe(404);
        expect(answer.json().code).toBe('SNS_PROVIDER_UNAVAILABLE');
        expect(answer.setCookie.some((c) => c.startsWith('kickoff_oauth='))).toBe(false);
      }
    });

    it('checks the query of the token call', async () => {
      const answer = await call('GET', '/api/v2/oauth/kakao/token?state=kakao.x');
      expect(answer.status).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('provider failures', () => {
    it('answers 502 SNS_ERROR when the token endpoint fails, without leaking secrets', async () => {
      for (const [status, body] of [
        [500, { error: 'server_error' }],
        [400, { error: 'invalid_grant', error_description: 'authorization code expired' }],
        [200, { error: 'invalid_request', error_description: 'no valid data in session' }],
      ] as const) {
        const { url, cookie } = await begin('kakao');
        const { code, state } = await consent(url);
        idp.nextToken(body, status);
        const answer = await token('kakao', code, state, cookie);
        expect(answer.status).toBe(502);
        expect(answer.json().code).toBe('SNS_ERROR');
        expect(answer.body).not.toContain('kakao-secret');
        expect(answer.body).not.toContain(code);
        expect(answer.body).not.toContain('invalid_grant');
      }
    });

    it('answers 502 SNS_ERROR when userinfo fails or is not a profile', async () => {
      for (const [status, body] of [
        [401, { msg: 'this access token does not exist', code: -401 }],
        [200, { nickname: 'no id here' }],
      ] as const) {
        const { url, cookie } = await begin('kakao');
        const { code, state } = await consent(url);
        idp.nextUserinfo(body, status);
        const answer = await token('kakao', code, state, cookie);
        expect(answer.status).toBe(502);
        expect(answer.json().code).toBe('SNS_ERROR');
      }
    });
  });

  it('limits token calls per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await token('kakao', 'c', 'kakao.x', null)).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    ip = '198.51.100.250';
    expect((await token('kakao', 'c', 'kakao.x', null)).status).toBe(400);
  });
});
