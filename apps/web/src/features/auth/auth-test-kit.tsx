import { encodeScope, type SessionUser } from '@kickoff/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { createQueryClient } from '../../api/query-client.js';
import { AppProviders } from '../../app/providers.js';
import { type Answer, type Call, type Handler, stubApi } from '../../routes/help/help-test-kit.js';
import { buildRoutes, type RouteSlots } from '../../routes/index.js';
import type { GuardEnvironment } from './loaders.js';

/**
 * Test kit of the auth core: the real route tree, guards, query client and `api` client; only `fetch`
 * is a stand-in (the help kit's stubApi), and the areas' screens are small stand-ins.
 */

export type { Answer, Call, Handler };

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: 42,
    email: 'basic@example.com',
    nickname: 'ゴール職人',
    name: '佐藤 花子',
    status: 1,
    statusList: [],
    sns: null,
    snsProvider: null,
    role: 'member',
    serviceId: 2,
    scope: encodeScope('BASIC', { LIVE: true, VOD: true, CH: true }),
    hasPassword: true,
    firstLogin: false,
    remember: false,
    ...overrides,
  };
}

export const error = (status: number, code: string): Answer => ({ status, body: { code, message: code } });

/** Who the server thinks is logged in (GET/POST /session), changeable during a test. */
export interface ServerState {
  session: SessionUser | null | 'replaced';
}

/** The session calls answered from `state`; GET /logout ends it; /oauth/providers answers `providers`. */
export function authHandlers(state: ServerState, providers: string[] = []): Handler[] {
  const sessionAnswer = (): Answer =>
    state.session === 'replaced'
      ? error(401, 'SESSION_REPLACED')
      : state.session
        ? { body: { data: state.session } }
        : error(401, 'UNAUTHORIZED');
  return [
    (call) => (call.path === '/session' ? sessionAnswer() : undefined),
    (call) => {
      if (call.path !== '/logout') return undefined;
      state.session = null;
      return { body: { data: null } };
    },
    (call) => (call.path === '/oauth/providers' ? { body: { data: providers } } : undefined),
  ];
}

/** Stand-in screens for the areas (help, account) so the tests see where they landed. */
const stand = (path: string, text: string): RouteObject => ({ path, element: <p>{text}</p> });

export const TEST_SLOTS: RouteSlots = {
  catalogueRoutes: [],
  publicHelpRoutes: [stand('/public/help/notice', 'public notice screen')],
  memberHelpRoutes: [stand('/help/notice', 'notice screen'), stand('/help/event', 'event screen')],
  publicAccountRoutes: [
    stand('/account/signup', 'signup screen'),
    stand('/account/find_email', 'find email screen'),
    stand('/account/find_pwd', 'find password screen'),
    stand('/account/change_pwd', 'change password screen'),
    stand('/account/update_email', 'update email screen'),
    stand('/account/update_detail', 'update detail screen'),
    stand('/account/activate', 'activate screen'),
  ],
  memberAccountRoutes: [stand('/user', 'user screen')],
};

export interface RenderAppOptions {
  slots?: Partial<RouteSlots>;
  guardEnvironment?: GuardEnvironment;
}

/** Renders the app's route tree at `url` with a fresh query client (like main.tsx, minus the restore). */
export function renderApp(url: string, options: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    buildRoutes({
      queryClient,
      slots: { ...TEST_SLOTS, ...options.slots },
      guardEnvironment: options.guardEnvironment,
    }),
    { initialEntries: [url] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Generous: the whole web project runs in parallel and the first render imports a lot. */
export const WAIT = { timeout: 5000 };

type Router = ReturnType<typeof createMemoryRouter>;

/** Waits until the router rests at `pathname` (and `search`, when given). */
export async function landed(router: Router, pathname: string, search?: string) {
  await waitFor(() => {
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe(pathname);
    if (search !== undefined) expect(router.state.location.search).toBe(search);
  }, WAIT);
}

/** Every pathname the router passes through (redirects included). */
export function trackPaths(router: Router) {
  const paths: string[] = [];
  router.subscribe((state) => {
    const next = state.navigation.location?.pathname ?? state.location.pathname;
    if (paths.at(-1) !== next) paths.push(next);
  });
  return paths;
}

export { screen, stubApi };
