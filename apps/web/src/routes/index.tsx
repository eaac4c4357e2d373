import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject, redirect } from 'react-router';
import { AppRoot, AppSplash } from '../app/AppRoot.js';
import { MemberLayout } from '../app/layouts/MemberLayout.js';
import { PublicLayout } from '../app/layouts/PublicLayout.js';
import { RouteErrorPanel } from '../app/RouteError.js';
import { createAuthLoaders, type GuardEnvironment } from '../features/auth/index.js';
import { memberAccountRoutes, publicAccountRoutes } from './account/index.js';
import { buildAuthRoutes } from './auth/index.js';
import { channelRoutes } from './channel/index.js';
import { memberHelpRoutes, publicHelpRoutes } from './help/index.js';
import { homeRoutes } from './home/index.js';
import { leagueRoutes } from './league/index.js';
import { mypageRoutes } from './mypage/index.js';
import { newsRoutes } from './news/index.js';
import { programRoutes } from './program/index.js';
import { payResultRoutes, purchaseRoutes } from './purchase/index.js';
import { scheduleRoutes } from './schedule/index.js';
import { searchRoutes } from './search/index.js';
import { liveRoutes, watchRoutes } from './watch/index.js';

/**
 * The route tree of spec §2 (history mode). Each area plugs in a `RouteObject[]` of absolute paths:
 * - public layout (logged-out header): /intro, /oauth, /account/*, /public/help/*, /public/terms/privacy,
 *   /pay_result/:id (the checkout's way back: a member or not)
 * - member layout at `/` (member menu): /help/*, /user …; later home, /schedule, /channel, /league, …
 *   Its middleware is the login guard of spec §2: the session is loaded first, logged-out visits go
 *   to /intro, then the status, voucher and today-schedule redirects (features/auth/loaders.ts).
 * - on their own: /logout, /silk, /ie, /m, /stv/*
 * Unknown paths are caught under the member layout (→ `/`, or /intro when logged out).
 * A route's `handle: { title: 'ns:key' }` (see RouteHandle) names the document title.
 */
export interface RouteSlots {
  publicHelpRoutes: RouteObject[];
  memberHelpRoutes: RouteObject[];
  publicAccountRoutes: RouteObject[];
  memberAccountRoutes: RouteObject[];
  /**
   * The catalogue (member layout): home (the index route), schedules, channels, leagues … It must hold
   * the index route: the catch-all sends unknown paths to `/`.
   */
  catalogueRoutes: RouteObject[];
}

export interface BuildRoutesOptions {
  /** The app's query client: the guards read and fill its session cache. */
  queryClient: QueryClient;
  /** Stand-ins for the areas' routes (tests); the real ones by default. */
  slots?: Partial<RouteSlots>;
  /** What the guards read from the browser (tests). */
  guardEnvironment?: GuardEnvironment;
}

const DEFAULT_SLOTS: RouteSlots = {
  publicHelpRoutes,
  memberHelpRoutes,
  publicAccountRoutes,
  memberAccountRoutes,
  catalogueRoutes: [
    ...homeRoutes,
    ...scheduleRoutes,
    ...channelRoutes,
    ...programRoutes,
    ...leagueRoutes,
    ...newsRoutes,
    ...searchRoutes,
    ...mypageRoutes,
    ...purchaseRoutes,
    ...watchRoutes,
  ],
};

export function buildRoutes({ queryClient, slots, guardEnvironment }: BuildRoutesOptions): RouteObject[] {
  const areas: RouteSlots = { ...DEFAULT_SLOTS, ...slots };
  const guards = createAuthLoaders(queryClient, guardEnvironment);
  const { publicAuthRoutes, standaloneAuthRoutes } = buildAuthRoutes(queryClient, guards);

  return [
    {
      id: 'root',
      middleware: [guards.root],
      element: <AppRoot />,
      hydrateFallbackElement: <AppSplash />,
      errorElement: <RouteErrorPanel variant="page" />,
      children: [
        {
          id: 'public',
          element: <PublicLayout />,
          // the pathless child keeps the header and footer around a failing screen
          children: [
            {
              errorElement: <RouteErrorPanel />,
              children: [
                ...publicAuthRoutes,
                ...areas.publicAccountRoutes,
                ...areas.publicHelpRoutes,
                ...payResultRoutes,
              ],
            },
          ],
        },
        {
          id: 'member',
          path: '/',
          middleware: [guards.member],
          element: <MemberLayout />,
          children: [
            {
              errorElement: <RouteErrorPanel />,
              children: [
                ...areas.catalogueRoutes,
                ...areas.memberHelpRoutes,
                ...areas.memberAccountRoutes,
                // web: any unknown path goes to / (menu entries whose screens are not built yet land
                // here too). Under the member layout, so a logged-out visit meets the login guard first:
                // /schedule/0 → /intro?re=y&tp=schedule&url=… (spec §2) rather than a bare /intro.
                { path: '*', loader: () => redirect('/'), element: null },
              ],
            },
          ],
        },
        // pages of their own behind the member guard: the live popup (spec §2)
        { id: 'member-standalone', middleware: [guards.member], children: liveRoutes },
        ...standaloneAuthRoutes,
        // "/m (main page)" of spec §2: the web home serves as the main page until the TV work gives it one
        { path: '/m', loader: () => redirect('/'), element: null },
        // TV variant (spec §2): any unknown path under /stv/ goes to /m; TV screens will rank above this
        { path: '/stv/*', loader: () => redirect('/m'), element: null },
      ],
    },
  ];
}
