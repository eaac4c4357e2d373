import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.js';
import { testConfig } from '../../config.js';
import { AppError } from '../../shared/app-error.js';
import { hashToken } from '../account/session.service.js';
import type { SnsTokenInsert } from './oauth.repo.js';
import { createOAuthService, type RoundTrip } from './oauth.service.js';
import { createProviderClient, type ProviderClient } from './provider-client.js';
import { resolveProviders } from './providers.js';

function setup(options: { exchange?: ProviderClient['exchangeCode'] } = {}) {
  const clock = fixedClock('2026-11-23T03:00:00Z');
  const inserted: SnsTokenInsert[] = [];
  const claimed = new Set<string>();
  const calls: { code: string; verifier: string | null }[] = [];
  const client: ProviderClient = {
    exchangeCode:
      options.exchange ??
      (async (_p, code, verifier) => {
        calls.push({ code, verifier });
        return { accessToken: 'provider-access', idToken: null };
      }),
    profile: async () => ({ providerUserId: 'kakao-9', email: 'a@example.com', name: 'A' }),
  };
  const service = createOAuthService({
    clock,
    client,
    providers: resolveProviders(
      testConfig({
        PUBLIC_URL: 'https://kickoff.example',
        OAUTH_KAKAO_CLIENT_ID: 'kakao-id',
        OAUTH_NAVER_CLIENT_ID: 'naver-id',
        OAUTH_NAVER_CLIENT_SECRET: 'naver-secret',
      }),
    ),
    repo: {
      claimState: async (id) => {
        if (claimed.has(id)) return false;
        claimed.add(id);
        return true;
      },
      insertToken: async (row) => {
        inserted.push(row);
      },
      isLinked: async (_provider, id) => id === 'linked',
    },
  });
  return { clock, service, inserted, calls };
}

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : error);

describe('oauth service', () => {
  it('lists the enabled providers in the contract order', () => {
    expect(setup().service.enabledProviders()).toEqual(['kakao', 'naver']);
  });

  it('begins with a provider-prefixed state, PKCE where the provider has it, on the injected clock', () => {
    const { service } = setup();
    const kakao = service.begin('kakao', '/schedule');
    const url = new URL(kakao.location);
    expect(url.searchParams.get('state')).toBe(kakao.roundTrip.state);
    expect(kakao.roundTrip).toMatchObject({
      provider: 'kakao',
      returnTo: '/schedule',
      createdAt: Date.parse('2026-11-23T03:00:00Z'),
    });
    expect(kakao.roundTrip.state.startsWith('kakao.')).toBe(true);
    expect(kakao.roundTrip.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');

    const naver = service.begin('naver', '//evil');
    expect(naver.roundTrip.codeVerifier).toBeNull();
    expect(naver.roundTrip.returnTo).toBeNull();
    expect(new URL(naver.location).searchParams.has('code_challenge')).toBe(false);
    // two round trips never share a state
    expect(service.begin('kakao', null).roundTrip.state).not.toBe(kakao.roundTrip.state);
  });

  it('refuses disabled and unknown providers', () => {
    const { service } = setup();
    for (const name of ['apple', 'facebook', 'google', '__proto__', 'constructor']) {
      expect(() => service.begin(name, null), name).toThrow(
        expect.objectContaining({ code: 'SNS_PROVIDER_UNAVAILABLE' }),
      );
    }
    expect(() => service.appleCallbackLocation({ code: 'c', state: 's' })).toThrow(
      expect.objectContaining({ code: 'SNS_PROVIDER_UNAVAILABLE' }),
    );
  });

  it('completes a round trip into a hashed, 30-minute social token', async () => {
    const { service, inserted, calls, clock } = setup();
    const { roundTrip } = service.begin('kakao', '/mypage');
    clock.advance(9 * 60_000);
    const login = await service.complete('kakao', { code: 'the-code', state: roundTrip.state }, roundTrip);
    expect(login).toMatchObject({
      provider: 'kakao',
      registered: false,
      email: 'a@example.com',
      returnTo: '/mypage',
    });
    expect(calls).toEqual([{ code: 'the-code', verifier: roundTrip.codeVerifier }]);
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toMatchObject({
      id: hashToken(login.accessToken),
      provider: 'kakao',
      providerUserId: 'kakao-9',
      expiresAt: new Date(clock.now().getTime() + 30 * 60_000),
    });
  });

  it('refuses a round trip completed once already, without calling the provider again', async () => {
    const { service, calls } = setup();
    const { roundTrip } = service.begin('kakao', null);
    await service.complete('kakao', { code: 'c', state: roundTrip.state }, roundTrip);
    const replay = await service
      .complete('kakao', { code: 'c', state: roundTrip.state }, roundTrip)
      .catch((e: unknown) => e);
    expect(codeOf(replay)).toBe('SNS_STATE_MISMATCH');
    expect(calls).toHaveLength(1);
  });

  it('checks the state before calling the provider', async () => {
    const { service, calls, clock } = setup();
    const { roundTrip } = service.begin('kakao', null);
    const attempts: [string, string, RoundTrip | null][] = [
      ['kakao', roundTrip.state, null],
      ['kakao', `${roundTrip.state}x`, roundTrip],
      ['kakao', 'kakao.other', roundTrip],
      ['naver', roundTrip.state, roundTrip],
      ['naver', roundTrip.state, { ...roundTrip, provider: 'naver' }],
      ['kakao', roundTrip.state, { ...roundTrip, createdAt: roundTrip.createdAt + 10 * 60_000 }],
    ];
    for (const [provider, state, trip] of attempts) {
      const error = await service.complete(provider, { code: 'c', state }, trip).catch((e: unknown) => e);
      expect(codeOf(error), `${provider} ${state}`).toBe('SNS_STATE_MISMATCH');
    }
    clock.advance(10 * 60_000 + 1);
    const late = await service
      .complete('kakao', { code: 'c', state: roundTrip.state }, roundTrip)
      .catch((e) => e);
    expect(codeOf(late)).toBe('SNS_STATE_MISMATCH');
    expect(calls).toEqual([]);
  });

  it('turns Apple’s form_post into a GET of /oauth', () => {
    const { service } = resolveAppleService();
    expect(service.appleCallbackLocation({ code: 'c.1', state: 'apple.s' })).toBe(
      '/oauth?code=c.1&state=apple.s',
    );
    expect(service.appleCallbackLocation({ state: 'apple.s' })).toBe(
      '/oauth?error=invalid_request&state=apple.s',
    );
    expect(service.appleCallbackLocation({ error: 'user_cancelled_authorize' })).toBe(
      '/oauth?error=user_cancelled_authorize',
    );
  });
});

function resolveAppleService() {
  const clock = fixedClock('2026-11-23T03:00:00Z');
  const service = createOAuthService({
    clock,
    client: createProviderClient({ clock }),
    providers: resolveProviders(testConfig({ OAUTH_APPLE_CLIENT_ID: 'a', OAUTH_APPLE_CLIENT_SECRET: 's' })),
    repo: { claimState: async () => true, insertToken: async () => {}, isLinked: async () => false },
  });
  return { service };
}

describe('provider client', () => {
  let hanging: Server;
  let url: string;
  beforeAll(async () => {
    // accepts the request and never answers
    hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  });

  it('gives up on a provider that does not answer in time (502 SNS_ERROR)', async () => {
    const clock = fixedClock('2026-11-23T03:00:00Z');
    const client = createProviderClient({ clock, timeoutMs: 150 });
    const providers = resolveProviders(
      testConfig({ OAUTH_KAKAO_CLIENT_ID: 'k', OAUTH_KAKAO_TOKEN_URL: `${url}/token` }),
    );
    const started = Date.now();
    const error = await client.exchangeCode(providers.kakao, 'code', null).catch((e: unknown) => e);
    expect(codeOf(error)).toBe('SNS_ERROR');
    expect((error as AppError).status).toBe(502);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers SNS_ERROR when the provider cannot be reached', async () => {
    const clock = fixedClock('2026-11-23T03:00:00Z');
    const client = createProviderClient({ clock });
    const providers = resolveProviders(
      testConfig({
        OAUTH_NAVER_CLIENT_ID: 'n',
        OAUTH_NAVER_CLIENT_SECRET: 'top-secret',
        OAUTH_NAVER_TOKEN_URL: 'http://127.0.0.1:1/token',
      }),
    );
    const error = await client.exchangeCode(providers.naver, 'code', null).catch((e: unknown) => e);
    expect(codeOf(error)).toBe('SNS_ERROR');
    expect(JSON.stringify({ message: (error as Error).message })).not.toContain('top-secret');
  });
});
