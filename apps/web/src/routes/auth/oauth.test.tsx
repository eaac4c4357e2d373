import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, renderApp, type ServerState } from '../../../test/auth-kit.js';
import { type Answer, type Call, error, landed, sessionUser, stubApi, WAIT } from '../../../test/kit.js';
import { errorParams } from '../../core/error-message.js';
import { readSnsSignup } from '../../features/auth/index.js';
import { i18n } from '../../i18n/index.js';

const t = i18n.getFixedT('ja', ['auth', 'errors']);

let server: ServerState;
let tokenAnswer: (call: Call) => Answer;
let loginAnswer: (call: Call) => Answer;
let api: ReturnType<typeof stubApi>;

const token = (overrides: Record<string, unknown> = {}) => ({
  body: {
    data: {
      provider: 'kakao',
      accessToken: 'sns-token-1',
      registered: true,
      email: 'kakao@example.com',
      name: '김민수',
      returnTo: null,
      ...overrides,
    },
  },
});

beforeEach(() => {
  server = { session: null };
  tokenAnswer = () => token();
  loginAnswer = () => {
    server.session = sessionUser({ sns: 'sn', snsProvider: 'kakao' });
    return { body: { data: server.session } };
  };
  api = stubApi(
    (call) => (/^\/oauth\/\w+\/token$/.test(call.path) ? tokenAnswer(call) : undefined),
    (call) => (call.path === '/login' ? loginAnswer(call) : undefined),
    ...authHandlers(server),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('/oauth (social-login callback)', { timeout: 15_000 }, () => {
  it('exchanges the code and logs a registered member in, back to returnTo', async () => {
    tokenAnswer = () => token({ returnTo: '/help/event' });
    sessionStorage.setItem('kickoff.snsRemember', '1');
    const { router } = renderApp('/oauth?code=abc&state=kakao.s3cr3t');
    await landed(router, '/help/event');
    const [exchange] = api.callsTo('/oauth/kakao/token');
    expect(Object.fromEntries(exchange!.query)).toEqual({ code: 'abc', state: 'kakao.s3cr3t' });
    const [login] = api.callsTo('/login');
    expect(login?.body).toEqual({ sns: 'kakao', accessToken: 'sns-token-1' });
    expect(login?.headers.snrm).toBe('1');
    expect(localStorage.getItem('logged_in')).toBe('1');
    expect(sessionStorage.getItem('kickoff.snsRemember')).toBeNull();
  });

  it('without auto-login, no snrm; without returnTo, home', async () => {
    const { router } = renderApp('/oauth?code=abc&state=kakao.s3cr3t');
    await landed(router, '/');
    expect(api.callsTo('/login')[0]?.headers.snrm).toBeUndefined();
  });

  it('never follows an unsafe returnTo', async () => {
    tokenAnswer = () => token({ returnTo: '//evil.example/steal' });
    const { router } = renderApp('/oauth?code=abc&state=kakao.s3cr3t');
    await landed(router, '/');
  });

  it('hands a new member to the social sign-up', async () => {
    tokenAnswer = () => token({ registered: false, accessToken: 'new-token' });
    const { router } = renderApp('/oauth?code=abc&state=kakao.s3cr3t');
    await landed(router, '/account/signup', '?sns=1');
    expect(api.callsTo('/login')).toHaveLength(0);
    expect(readSnsSignup()).toEqual({
      provider: 'kakao',
      accessToken: 'new-token',
      email: 'kakao@example.com',
      name: '김민수',
    });
  });

  it('/oauth/twitter is the Twitter callback', async () => {
    tokenAnswer = () => token({ provider: 'twitter' });
    const { router } = renderApp('/oauth/twitter?code=abc&state=twitter.s3');
    await landed(router, '/');
    expect(api.callsTo('/oauth/twitter/token')).toHaveLength(1);
  });

  it('says so when the member cancelled at the provider', async () => {
    const { router } = renderApp('/oauth?error=access_denied&state=apple.s3');
    await landed(router, '/oauth');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(within(alert).getByRole('heading').textContent).toBe(
      t('auth:oauth.titleProvider', { provider: 'Apple' }),
    );
    expect(alert.textContent).toContain(t('auth:oauth.cancelled'));
    expect(
      within(alert)
        .getByRole('link', { name: t('auth:oauth.back') })
        .getAttribute('href'),
    ).toBe('/intro');
    expect(api.calls.filter((c) => c.path.startsWith('/oauth/'))).toHaveLength(0);
  });

  it.each([
    ['no code', '/oauth?state=kakao.s3'],
    ['no state', '/oauth?code=abc'],
    ['an unknown provider', '/oauth?code=abc&state=google.s3'],
    ['another provider on the Twitter callback', '/oauth/twitter?code=abc&state=apple.s3'],
  ])('refuses a callback with %s, without calling the server', async (_name, url) => {
    const { router } = renderApp(url);
    await landed(router, new URL(url, 'http://x').pathname);
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain(t('errors:SNS_STATE_MISMATCH'));
    expect(api.calls.filter((c) => c.path.includes('/token'))).toHaveLength(0);
  });

  it.each([
    ['SNS_STATE_MISMATCH', 400],
    ['SNS_ERROR', 502],
    ['SNS_TOKEN_INVALID', 401],
  ])('explains %s from the token exchange', async (code, status) => {
    tokenAnswer = () => error(status, code);
    const { router } = renderApp('/oauth?code=abc&state=kakao.s3');
    await landed(router, '/oauth');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain(t(`errors:${code}`));
    expect(localStorage.getItem('logged_in')).toBeNull();
  });

  it('explains a refused login (locked account)', async () => {
    loginAnswer = () => error(429, 'LOGIN_LOCKED');
    const { router } = renderApp('/oauth?code=abc&state=kakao.s3');
    await landed(router, '/oauth');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain(t('errors:LOGIN_LOCKED', { ...errorParams('LOGIN_LOCKED') }));
  });
});
