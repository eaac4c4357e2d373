import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from '../i18n/index.js';
import { buildRoutes, HOME_FALLBACK, type RouteSlots } from '../routes/index.js';
import { AppErrorBoundary } from './AppErrorBoundary.js';
import { MENU } from './menu.js';
import { AppProviders } from './providers.js';

// The shell is tested with stand-in screens; the real Help screens have tests of their own.
vi.mock('../routes/help/index.js', () => ({ publicHelpRoutes: [], memberHelpRoutes: [] }));

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
const SLOTS: RouteSlots = { publicHelpRoutes, memberHelpRoutes };

function renderAt(path: string, slots: RouteSlots = SLOTS) {
  const router = createMemoryRouter(buildRoutes(slots), { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** Generous: the whole web project runs in parallel and the first render imports a lot. */
const WAIT = { timeout: 5000 };

async function settled(router: ReturnType<typeof createMemoryRouter>, pathname: string) {
  await waitFor(() => {
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe(pathname);
    // router state commits before React renders it (transitions): wait for the layout too
    expect(screen.getByRole('banner')).toBeTruthy();
  }, WAIT);
}

/** Every pathname the router passes through (redirects included). */
function trackPaths(router: ReturnType<typeof createMemoryRouter>) {
  const paths: string[] = [];
  router.subscribe((state) => {
    const next = state.navigation.location?.pathname ?? state.location.pathname;
    if (paths.at(-1) !== next) paths.push(next);
  });
  return paths;
}

const ja = (key: string) => i18n.getFixedT('ja', 'common')(key);

afterEach(async () => {
  boomArmed = true;
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('ja'));
});

describe('redirects', () => {
  it('sends an unknown path to /', async () => {
    const router = renderAt('/no/such/page', { publicHelpRoutes: [], memberHelpRoutes: [] });
    await settled(router, '/');
    expect(screen.getByRole('main').textContent).toBe('');
  });

  it('opens the help notices at / until the home screen exists', async () => {
    const router = renderAt('/schedule/0');
    await settled(router, '/help/notice');
    expect(await screen.findByText('notice screen')).toBeTruthy();
  });

  it('sends an unknown /stv/ path to /m, which resolves to the web home', async () => {
    const router = renderAt('/help/event');
    await settled(router, '/help/event');
    const paths = trackPaths(router);
    await act(() => router.navigate('/stv/unknown'));
    await settled(router, '/help/notice');
    expect(paths).toEqual(['/stv/unknown', '/m', '/', '/help/notice']);
  });

  it('finds the home fallback among the real help routes (else / would stay empty)', async () => {
    const help = await vi.importActual<typeof import('../routes/help/index.js')>('../routes/help/index.js');
    expect(matchRoutes(help.memberHelpRoutes, HOME_FALLBACK)).not.toBeNull();
  });

  it('resolves /m', async () => {
    const router = renderAt('/m', { publicHelpRoutes: [], memberHelpRoutes: [] });
    await settled(router, '/');
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
    fireEvent.click(screen.getByRole('button', { name: ja('menu.open') }));
    const drawer = screen.getByRole('dialog');
    const links = within(drawer).getAllByRole('link', { name: (name) => labels.includes(name) });
    expect(links.map((link) => link.textContent)).toEqual(labels);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(MENU.map((entry) => entry.to));
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([ja('menu.help')]);
  });

  it('closes the drawer on Escape and gives focus back to the hamburger', async () => {
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    const hamburger = screen.getByRole('button', { name: ja('menu.open') });
    fireEvent.click(hamburger);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(hamburger);
  });

  it('closes the drawer when an entry is followed', async () => {
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    fireEvent.click(screen.getByRole('button', { name: ja('menu.open') }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: ja('menu.home') }));
    await settled(router, '/help/notice');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the same order on desktop: top bar, actions, then the account menu', async () => {
    const router = renderAt('/help/notice');
    await settled(router, '/help/notice');
    const header = screen.getByRole('banner');
    fireEvent.click(within(header).getByRole('button', { name: ja('menu.account') }));
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
    const header = screen.getByRole('banner');
    fireEvent.click(within(header).getByRole('button', { name: new RegExp(ja('language.label')) }));
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
