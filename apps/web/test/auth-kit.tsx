import type { SessionUser } from '@kickoff/contract';
import type { RouteObject } from 'react-router';
import { createAppQueryClient } from '../src/app/query-client.js';
import type { GuardEnvironment } from '../src/features/auth/index.js';
import { buildRoutes, type RouteSlots } from '../src/routes/index.js';
import { type Answer, error, type Handler, renderRoutes, standIn } from './kit.js';

/**
 * Test kit of the auth core (test/auth-kit.tsx): the real route tree and guards over the shared kit (test/kit.tsx); the
 * areas' screens are small stand-ins.
 */

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

/** A stand-in home screen at `/` (the catalogue's index route). */
export const homeStandIn: RouteObject = { index: true, element: <p>home screen</p> };

/** Stand-in screens for the areas (home, help, account) so the tests see where they landed. */
export const TEST_SLOTS: RouteSlots = {
  catalogueRoutes: [homeStandIn],
  publicHelpRoutes: [standIn('/public/help/notice', 'public notice screen')],
  memberHelpRoutes: [standIn('/help/notice', 'notice screen'), standIn('/help/event', 'event screen')],
  publicAccountRoutes: [
    standIn('/account/signup', 'signup screen'),
    standIn('/account/find_email', 'find email screen'),
    standIn('/account/find_pwd', 'find password screen'),
    standIn('/account/change_pwd', 'change password screen'),
    standIn('/account/update_email', 'update email screen'),
    standIn('/account/update_detail', 'update detail screen'),
    standIn('/account/activate', 'activate screen'),
  ],
  memberAccountRoutes: [standIn('/user', 'user screen')],
};

export interface RenderAppOptions {
  slots?: Partial<RouteSlots>;
  guardEnvironment?: GuardEnvironment;
}

/** Renders the app's route tree at `url` with a fresh query client (like main.tsx, minus the restore). */
export function renderApp(url: string, options: RenderAppOptions = {}) {
  const queryClient = createAppQueryClient();
  const routes = buildRoutes({
    queryClient,
    slots: { ...TEST_SLOTS, ...options.slots },
    guardEnvironment: options.guardEnvironment,
  });
  return renderRoutes(routes, url, { queryClient });
}
