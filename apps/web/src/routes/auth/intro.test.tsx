import { LIMITS, type SessionUser } from '@kickoff/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, renderApp, type ServerState } from '../../../test/auth-kit.js';
import {
  type Answer,
  type Call,
  error,
  landed,
  sessionUser,
  stubApi,
  trackPaths,
  WAIT,
} from '../../../test/kit.js';
import { errorParams } from '../../core/error-message.js';
import { forcedLogout } from '../../features/auth/index.js';
import { i18n } from '../../i18n/index.js';

const t = i18n.getFixedT('ja', ['auth', 'validation', 'ui']);

let server: ServerState;
/** What POST /login answers; the default logs `member` in. */
let loginAnswer: (call: Call) => Answer;
let member: SessionUser;
let api: ReturnType<typeof stubApi>;

function stub(providers: string[] = []) {
  api = stubApi(
    (call) => {
      if (call.path !== '/login') return undefined;
      const answer = loginAnswer(call);
      if ((answer.status ?? 200) === 200) server.session = member;
      return answer;
    },
    ...authHandlers(server, providers),
  );
}

beforeEach(() => {
  server = { session: null };
  member = sessionUser();
  loginAnswer = () => ({ body: { data: member } });
  stub();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forcedLogout.set(false);
});

async function openIntro(url = '/intro') {
  const view = renderApp(url);
  await landed(view.router, '/intro');
  await screen.findByRole('heading', { name: t('auth:login.title') }, WAIT);
  return view;
}

const emailField = () => screen.getByLabelText(t('auth:login.email'));
const passwordField = () => screen.getByLabelText(t('auth:login.password'), { selector: 'input' });

function fillAndSubmit(email = 'basic@example.com', password = 'Passw0rd!') {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.change(passwordField(), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: t('auth:login.submit') }));
}

const SLOW = { timeout: 15_000 };

describe('the login screen', SLOW, () => {
  it('offers e-mail, password, the two options and the ways to sign up or recover', async () => {
    await openIntro();
    expect(emailField().getAttribute('autocomplete')).toBe('username');
    expect(passwordField().getAttribute('type')).toBe('password');
    expect(passwordField().getAttribute('autocomplete')).toBe('current-password');
    expect((emailField() as HTMLInputElement).maxLength).toBe(LIMITS.email.max);
    expect((passwordField() as HTMLInputElement).maxLength).toBe(LIMITS.password.enteredMax);
    expect(screen.getByRole('checkbox', { name: t('auth:login.autoLogin') })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: t('auth:login.saveEmail') })).toBeTruthy();
    const main = screen.getByRole('main');
    const href = (name: string) => within(main).getByRole('link', { name }).getAttribute('href');
    expect(href(t('auth:login.signup'))).toBe('/account/signup');
    expect(href(t('auth:login.findEmail'))).toBe('/account/find_email');
    expect(href(t('auth:login.findPassword'))).toBe('/account/find_pwd');
    // no providers configured: no social section
    expect(screen.queryByRole('list', { name: t('auth:login.snsLabel') })).toBeNull();
    expect(document.title).toBe(`${t('auth:titles.intro')} | KICKOFF`);
  });

  it('asks for both fields before calling the server', async () => {
    await openIntro();
    fireEvent.click(screen.getByRole('button', { name: t('auth:login.submit') }));
    expect(screen.getAllByText(t('validation:required'))).toHaveLength(2);
    expect(api.callsTo('/login')).toHaveLength(0);
    expect(document.activeElement).toBe(emailField());
  });

  it('logs in with POST /login and goes home', async () => {
    const { router } = await openIntro();
    fillAndSubmit(' basic@example.com ', 'Passw0rd!');
    await landed(router, '/');
    const [call] = api.callsTo('/login');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ username: 'basic@example.com', password: 'Passw0rd!' });
    expect(call?.headers.snrm).toBeUndefined();
    expect(localStorage.getItem('logged_in')).toBe('1');
    expect(localStorage.getItem('kickoff.savedEmail')).toBeNull();
  });

  it('sends snrm with auto-login, remembers the options and pre-fills the saved e-mail', async () => {
    const { router, unmount } = await openIntro();
    fireEvent.click(screen.getByRole('checkbox', { name: t('auth:login.autoLogin') }));
    fireEvent.click(screen.getByRole('checkbox', { name: t('auth:login.saveEmail') }));
    fillAndSubmit('Basic@Example.com');
    await landed(router, '/');
    expect(api.callsTo('/login')[0]?.headers.snrm).toBe('1');
    expect(localStorage.getItem('kickoff.autoLogin')).toBe('1');
    expect(localStorage.getItem('kickoff.savedEmail')).toBe('Basic@Example.com');
    unmount();

    server.session = null;
    await openIntro();
    expect((emailField() as HTMLInputElement).value).toBe('Basic@Example.com');
    expect(
      (screen.getByRole('checkbox', { name: t('auth:login.autoLogin') }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: t('auth:login.saveEmail') }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it.each([
    ['LOGIN_FAILED', 401, 'auth:login.errors.failed'],
    ['LOGIN_LOCKED', 429, 'auth:login.errors.locked'],
    ['RATE_LIMITED', 429, 'auth:login.errors.rateLimited'],
    ['SESSION_REPLACED', 401, 'auth:login.errors.simultaneous'],
    ['INTERNAL_ERROR', 500, 'auth:login.errors.server'],
    ['ACCOUNT_CLOSED', 403, 'errors:ACCOUNT_CLOSED'],
  ])('explains %s and lets the member try again', async (code, status, key) => {
    loginAnswer = () => error(status, code);
    const { router } = await openIntro();
    fillAndSubmit();
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toBe(i18n.getFixedT('ja')(key, { ...errorParams(code) }));
    expect((passwordField() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(passwordField());
    expect(router.state.location.pathname).toBe('/intro');
    // a refused login is an answer, not a lost session: no forced-logout alert
    expect(forcedLogout.get()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "server communication error" when the network fails', async () => {
    const { router } = await openIntro();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    fillAndSubmit();
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toBe(t('auth:login.errors.server'));
    expect(router.state.location.pathname).toBe('/intro');
  });

  it('warns while Caps Lock is on, and shows or hides the password', async () => {
    await openIntro();
    const press = (type: 'keydown' | 'keyup', caps: boolean) => {
      const event = new KeyboardEvent(type, { key: 'a', bubbles: true });
      Object.defineProperty(event, 'getModifierState', {
        value: (key: string) => key === 'CapsLock' && caps,
      });
      fireEvent(passwordField(), event);
    };
    press('keydown', true);
    expect(screen.getByText(t('ui:password.capsLock'))).toBeTruthy();
    press('keyup', false);
    expect(screen.queryByText(t('ui:password.capsLock'))).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: t('ui:password.show') }));
    expect(passwordField().getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: t('ui:password.hide') }));
    expect(passwordField().getAttribute('type')).toBe('password');
  });
});

describe('after login', SLOW, () => {
  it('returns to the kept target of a logged-out visit', async () => {
    const { router } = await openIntro('/intro?re=y&tp=schedule&url=%2Fschedule%2F0');
    expect(screen.getByText(t('auth:login.returnNotice'))).toBeTruthy();
    const paths = trackPaths(router);
    fillAndSubmit();
    // /schedule/0 is not built yet: the catch-all sends it home
    await landed(router, '/');
    expect(paths[0]).toBe('/schedule/0');
  });

  it('opens a kept live in the 1360×721 popup and goes home in this window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ focus: () => {} } as Window);
    const url = '/live?type=live&id=3';
    const { router } = await openIntro(`/intro?re=y&tp=live&url=${encodeURIComponent(url)}`);
    const paths = trackPaths(router);
    fillAndSubmit();
    await landed(router, '/');
    expect(open).toHaveBeenCalledWith(url, 'kickoffLivePopup', 'width=1360,height=721,scrollbars=no');
    expect(paths[0]).toBe('/');
  });

  it('opens the live here when the popup is blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = await openIntro(`/intro?re=y&tp=live&url=${encodeURIComponent('/live?id=3')}`);
    const paths = trackPaths(router);
    fillAndSubmit();
    await landed(router, '/');
    expect(paths[0]).toBe('/live');
    expect(await screen.findByText(t('auth:login.livePopupBlocked'))).toBeTruthy();
  });

  it('social-login members (sn) skip the kept target', async () => {
    member = sessionUser({ sns: 'sn', snsProvider: 'kakao' });
    const open = vi.spyOn(window, 'open');
    const { router } = await openIntro('/intro?re=y&tp=live&url=%2Flive%3Fid%3D3');
    const paths = trackPaths(router);
    fillAndSubmit();
    await landed(router, '/');
    expect(open).not.toHaveBeenCalled();
    expect(paths[0]).toBe('/');
  });

  it('an unsafe target lands home', async () => {
    const { router } = await openIntro('/intro?re=y&tp=player&url=%2F%2Fevil.example');
    expect(screen.queryByText(t('auth:login.returnNotice'))).toBeNull();
    const paths = trackPaths(router);
    fillAndSubmit();
    await landed(router, '/');
    expect(paths[0]).toBe('/');
  });

  it('a member who must change their password goes there first', async () => {
    member = sessionUser({ status: 6 });
    const { router } = await openIntro('/intro?re=y&tp=schedule&url=%2Fschedule%2F0');
    fillAndSubmit();
    await landed(router, '/account/change_pwd');
  });

  it('greets a first login here once and stores the before-login marker', async () => {
    const { router, unmount } = await openIntro();
    fillAndSubmit();
    await landed(router, '/');
    expect(await screen.findByText(t('auth:welcome', { name: member.nickname }), {}, WAIT)).toBeTruthy();
    expect(localStorage.getItem(`kickoff.beforeLogin.${member.userId}`)).not.toBeNull();
    expect(sessionStorage.getItem('kickoff.firstTimeLogin')).toBe('1');
    unmount();

    server.session = null;
    sessionStorage.clear();
    const second = await openIntro();
    fillAndSubmit();
    await landed(second.router, '/');
    expect(screen.queryByText(t('auth:welcome', { name: member.nickname }))).toBeNull();
    expect(sessionStorage.getItem('kickoff.firstTimeLogin')).toBeNull();
  });

  it('skips the first-login rule with code=true', async () => {
    const { router } = await openIntro('/intro?code=true');
    fillAndSubmit();
    await landed(router, '/');
    expect(localStorage.getItem(`kickoff.beforeLogin.${member.userId}`)).toBeNull();
  });
});

describe('social login buttons', SLOW, () => {
  beforeEach(() => {
    // following the link would leave the test page
    document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
  });

  it('shows the providers the server offers, in the spec order, linking to authorize', async () => {
    stub(['kakao', 'apple']);
    await openIntro('/intro?re=y&tp=schedule&url=%2Fschedule%2F0');
    const list = await screen.findByRole('list', { name: t('auth:login.snsLabel') }, WAIT);
    const links = within(list).getAllByRole('link');
    // in this order, each named by the whole phrase (which holds the visible provider name)
    const names = [
      t('auth:login.snsButton', { provider: 'Apple' }),
      t('auth:login.snsButton', { provider: 'Kakao' }),
    ];
    expect(links).toEqual(names.map((name) => within(list).getByRole('link', { name })));
    expect(links[0]?.getAttribute('href')).toBe('/api/v2/oauth/apple/authorize?returnTo=%2Fschedule%2F0');
    expect(links[1]?.getAttribute('href')).toBe('/api/v2/oauth/kakao/authorize?returnTo=%2Fschedule%2F0');
  });

  it('carries the auto-login choice across the round trip', async () => {
    stub(['naver']);
    await openIntro();
    const link = await screen.findByRole(
      'link',
      { name: t('auth:login.snsButton', { provider: 'NAVER' }) },
      WAIT,
    );
    expect(link.getAttribute('href')).toBe('/api/v2/oauth/naver/authorize?returnTo=%2F');
    fireEvent.click(screen.getByRole('checkbox', { name: t('auth:login.autoLogin') }));
    act(() => link.click());
    await waitFor(() => expect(sessionStorage.getItem('kickoff.snsRemember')).toBe('1'));
  });
});
