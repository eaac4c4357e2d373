import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { createMemoryRouter, RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, homeStandIn, renderApp, type ServerState } from '../../test/auth-kit.js';
import { sessionUser, stubApi, trackPaths, WAIT } from '../../test/kit.js';
import { call } from '../core/call.js';
import { i18n, LANGUAGE_STORAGE_KEY } from '../i18n/index.js';
import type { RouteSlots } from '../routes/index.js';
import { AppErrorBoundary } from './AppErrorBoundary.js';
import { MENU } from './menu.js';

// The shell is tested with stand-in screens; the real Help screens have tests of their own.
vi.mock('../routes/help/index.js', () => ({ publicHelpRoutes: [], memberHelpRoutes: [] }));

/** A member screen whose call finds the session gone. */
function MemberData() {
  const { data } = useQuery({ queryKey: ['member-data'], queryFn: () => call('profile.get') });
  return <p>{data ? 'member data' : 'loading member data'}</p>;
}

let boomArmed = true;
function Boom() {
  if (boomArmed) throw new Error('render failure');
  return <p>recovered</p>;
}

function Flaky() {
  const [ok] = useState(() => !boomArmed);
  if (!ok) throw new Error('provider failure');
  return <p>app ok</p>;
}

const memberHelpRoutes: RouteObject[] = [
  { path: '/help/notice', element: <p>notice screen</p>, handle: { title: 'common:footer.notice' } },
  { path: '/help/event', element: <p>event screen</p> },
  { path: '/help/boom', element: <Boom /> },
];
const publicHelpRoutes: RouteObject[] = [
  { path: '/public/help/notice', element: <p>public notice screen</p> },
];
const NO_ACCOUNT = { publicAccountRoutes: [], memberAccountRoutes: [], catalogueRoutes: [homeStandIn] };
const SLOTS: RouteSlots = { publicHelpRoutes, memberHelpRoutes, ...NO_ACCOUNT };
const EMPTY: RouteSlots = { publicHelpRoutes: [], memberHelpRoutes: [], ...NO_ACCOUNT };

/** The member the server answers GET /session with (the layout tests run logged in). */
let server: ServerState;
beforeEach(() => {
  server = { session: sessionUser() };
  stubApi(...authHandlers(server));
});

const renderAt = (path: string, slots: RouteSlots = SLOTS) => renderApp(path, { slots }).router;

async function settled(router: ReturnType<typeof createMemoryRouter>, pathname: string) {
  await waitFor(() => {
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe(pathname);
    // router state commits before React renders it (transitions): wait for the layout too
    expect(screen.getByRole('banner')).toBeTruthy();
  }, WAIT);
}

const ja = (key: string) => i18n.getFixedT('ja', 'common')(key);

/** Opens the mobile drawer with the hamburger: one click. */
/** The drawer is its own chunk: it shows once that is loaded. */
async function openDrawer(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: ja('menu.open') }));
  return screen.findByRole('dialog');
}

/** Opens a header menu (account, language) with its toggle: one click. */
function openHeaderMenu(toggle: string | RegExp) {
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: toggle }));
}

/**
 * Clicks the header button named `name` the moment it first appears: in the mutation observer's
 * callback, right after React commits the header and before its effects have run.
 */
function clickOnFirstSight(name: string) {
  const state = { clicked: false };
  const observer = new MutationObserver(() => {
    const button = document.querySelector<HTMLElement>(`header [aria-label="${name}"]`);
    if (!button || state.clicked) return;
    state.clicked = true;
    observer.disconnect();
    button.click();
  });
  observer.observe(document.body, { subtree: true, childList: true });
  return state;
}

afterEach(async () => {
  boomArmed = true;
  // back to Japanese while the stubbed fetch is still there: queries keyed by language refetch on the change
  await act(() => i18n.changeLanguage('ja'));
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('redirects', () => {
  it('sends an unknown path to /', async () => {
    const router = renderAt('/no/such/page', EMPTY);
    await settled(router, '/');
    expect(screen.getByRole('main').textContent).toBe('home screen');
  });

  it('sends an unknown /stv/ path to /m, which resolves to the web home', async () => {
    const router = renderAt('/help/event');
    await settled(router, '/help/event');
    const paths = trackPaths(router);
    await act(() => router.navigate('/stv/unknown'));
    await settled(router, '/');
    expect(paths).toEqual(['/stv/unknown', '/m', '/']);
  });

  it('resolves /m', async () => {
    const router = renderAt('/m', EMPTY);
    await settled(router, '/');
  });
});

describe('login guard', () => {
  const statusScreens: RouteSlots = {
    ...SLOTS,
    publicAccountRoutes: [
      { path: '/account/change_pwd', element: <p>change password screen</p> },
      { path: '/account/activate', element: <p>activate screen</p> },
    ],
  };

  it('sends a logged-out visit to a member route to /intro', async () => {
    server.session = null;
    const router = renderAt('/help/event');
    await settled(router, '/intro');
    expect(router.state.location.search).toBe('');
  });

  it('keeps the /schedule target of a logged-out visit (the screen does not exist yet)', async () => {
    server.session = null;
    const router = renderAt('/schedule/0?day=2');
    await settled(router, '/intro');
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({ re: 'y', tp: 'schedule', url: '/schedule/0?day=2' });
  });

  it('keeps public routes open to visitors', async () => {
    server.session = null;
    const router = renderAt('/public/help/notice');
    await settled(router, '/public/help/notice');
    expect(screen.getByText('public notice screen')).toBeTruthy();
  });

  it('sends a logged-in member from /intro home', async () => {
    const router = renderAt('/intro');
    await settled(router, '/');
  });

  it('redirects by status on entering the layout, to the public /account pages', async () => {
    server.session = sessionUser({ status: 6 });
    const router = renderAt('/help/event?code=true&type=lg', statusScreens);
    await settled(router, '/account/change_pwd');
    expect(router.state.location.search).toBe('?code=true&type=lg');
    expect(screen.getByText('change password screen')).toBeTruthy();
  });

  it('a dormant member goes to /account/activate', async () => {
    server.session = sessionUser({ status: 21 });
    const router = renderAt('/help/event', statusScreens);
    await settled(router, '/account/activate');
  });

  it('uses a stored voucher id once: /purchase/change for a pass holder', async () => {
    sessionStorage.setItem('kickoff.voucherId', '5');
    const router = renderAt('/help/event');
    const paths = trackPaths(router);
    await settled(router, '/');
    expect(paths).toContain('/purchase/change');
    expect(sessionStorage.getItem('kickoff.voucherId')).toBeNull();
  });

  it('uses the today-schedule flag once', async () => {
    sessionStorage.setItem('kickoff.todaySchedule', '1');
    const router = renderAt('/help/event');
    const paths = trackPaths(router);
    await settled(router, '/');
    expect(paths).toContain('/schedule/0');
    expect(sessionStorage.getItem('kickoff.todaySchedule')).toBeNull();
  });

  it('stores the referral of a visit to /intro', async () => {
    server.session = null;
    const router = renderAt('/intro?referral=SPRING26');
    await settled(router, '/intro');
    expect(sessionStorage.getItem('kickoff.referral')).toBe('SPRING26');
  });

  it('sends the member to /intro, keeping the page, when a member call answers 401', async () => {
    stubApi(
      (call) =>
        call.path === '/user/profile'
          ? { status: 401, body: { code: 'UNAUTHORIZED', message: '' } }
          : undefined,
      ...authHandlers(server),
    );
    const slots: RouteSlots = {
      ...SLOTS,
      memberHelpRoutes: [...memberHelpRoutes, { path: '/schedule/my', element: <MemberData /> }],
    };
    const router = renderAt('/help/notice', slots);
    await settled(router, '/help/notice');
    expect(localStorage.getItem('logged_in')).toBe('1');
    await act(() => router.navigate('/schedule/my'));
    await settled(router, '/intro');
    expect(new URLSearchParams(router.state.location.search).get('url')).toBe('/schedule/my');
    expect(localStorage.getItem('logged_in')).toBeNull();
  });

  it('shows the member in the header', async () => {
    server.session = sessionUser({ nickname: 'ストライカー', email: 'striker@example.com' });
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    openHeaderMenu(ja('menu.account'));
    const header = screen.getByRole('banner');
    expect(within(header).getByText('ストライカー')).toBeTruthy();
    expect(within(header).getByText('striker@example.com')).toBeTruthy();
  });
});

describe('scroll', () => {
  it('resets to the top on navigation, not on a change of the hash alone', async () => {
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await act(() => router.navigate('/help/event'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/help/event#winners'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/help/event?page=2'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("leaves the first screen's scroll where the browser (or the member, on a drawn page) put it", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/help/event'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('member menu', () => {
  const labels = MENU.map((entry) => ja(`menu.${entry.key}`));

  it('has the 11 entries of spec §2, in order', () => {
    expect(MENU.map((entry) => entry.key)).toEqual([
      'home',
      'schedule',
      'channel',
      'league',
      'program',
      'search',
      'purchase',
      'help',
      'mypage',
      'user',
      'logout',
    ]);
  });

  it('shows every entry in the mobile drawer, in order, with the active one marked', async () => {
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    const drawer = await openDrawer();
    const links = within(drawer).getAllByRole('link', { name: (name) => labels.includes(name) });
    expect(links.map((link) => link.textContent)).toEqual(labels);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(MENU.map((entry) => entry.to));
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([ja('menu.help')]);
  });

  it('closes the drawer on Escape and gives focus back to the hamburger', async () => {
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    const dialog = await openDrawer();
    const hamburger = screen.getByRole('button', { name: ja('menu.open') });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(hamburger);
  });

  it('closes the drawer when an entry is followed', async () => {
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    fireEvent.click(within(await openDrawer()).getByRole('link', { name: ja('menu.home') }));
    await settled(router, '/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a menu opened the moment the header shows open (no effect closes it on mount)', async () => {
    const account = clickOnFirstSight(ja('menu.account'));
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    await waitFor(() => expect(account.clicked).toBe(true), WAIT);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const header = screen.getByRole('banner');
    expect(
      within(header)
        .getByRole('button', { name: ja('menu.account') })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(within(header).getByRole('link', { name: ja('menu.logout') })).toBeTruthy();
  });

  it('keeps the drawer opened the moment the header shows open', async () => {
    const hamburger = clickOnFirstSight(ja('menu.open'));
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    await waitFor(() => expect(hamburger.clicked).toBe(true), WAIT);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes an open menu on navigation', async () => {
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    openHeaderMenu(ja('menu.account'));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: ja('menu.logout') })).toBeTruthy();
    await act(() => router.navigate('/help/event'));
    await settled(router, '/help/event');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: ja('menu.logout') })).toBeNull();
  });

  it('shows the same order on desktop: top bar, actions, then the account menu', async () => {
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    openHeaderMenu(ja('menu.account'));
    const header = screen.getByRole('banner');
    const names = within(header)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label') ?? link.textContent)
      .filter((name): name is string => name !== null && labels.includes(name));
    expect(names).toEqual(labels);
  });
});

describe('language', () => {
  it('switches the text from the footer and remembers the choice', async () => {
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    expect(within(screen.getByRole('banner')).getByText(ja('menu.schedule'))).toBeTruthy();
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText('Schedule')).toBeTruthy());
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches from the header language menu', async () => {
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    openHeaderMenu(new RegExp(ja('language.label')));
    const header = screen.getByRole('banner');
    fireEvent.click(within(header).getByRole('button', { name: '한국어' }));
    await waitFor(() => expect(within(header).getByText('일정')).toBeTruthy());
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ko');
  });

  it('titles the document from the route, in the current language', async () => {
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    await waitFor(() => expect(document.title).toBe(`${ja('footer.notice')} | KICKOFF`));
    await act(() => i18n.changeLanguage('en'));
    expect(document.title).toBe('Notices | KICKOFF');
    await act(() => router.navigate('/help/event'));
    expect(document.title).toBe(`KICKOFF | ${i18n.t('common:tagline')}`);
  });
});

describe('layouts', () => {
  it('gives visitors the public header with log-in and sign-up', async () => {
    server.session = null;
    const router = renderAt('/public/help/notice');
    await settled(router, '/public/help/notice');
    expect(screen.getByText('public notice screen')).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(
      within(header)
        .getByRole('link', { name: ja('auth.login') })
        .getAttribute('href'),
    ).toBe('/intro');
    expect(
      within(header)
        .getByRole('link', { name: ja('auth.signup') })
        .getAttribute('href'),
    ).toBe('/account/signup');
    expect(within(header).queryByRole('button', { name: ja('menu.open') })).toBeNull();
  });

  it('shows a failing screen as the error panel inside the layout, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderAt('/help/boom');
    await settled(router, '/help/boom');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ja('errorBoundary.title'));
    expect(alert.textContent).toContain(i18n.t('errors:generic'));
    expect(screen.getByRole('banner')).toBeTruthy();
    boomArmed = false;
    fireEvent.click(within(alert).getByRole('button', { name: ja('retry') }));
    expect(await screen.findByText('recovered')).toBeTruthy();
  });
});

describe('AppErrorBoundary', () => {
  it('shows the panel full screen and retries', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    boomArmed = false;
    fireEvent.click(within(alert).getByRole('button', { name: ja('retry') }));
    expect(screen.getByText('app ok')).toBeTruthy();
  });
});
