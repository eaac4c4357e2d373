import { matchRoutes, type RouteObject, redirect } from 'react-router';
import { AppRoot, AppSplash } from '../app/AppRoot.js';
import { MemberLayout } from '../app/layouts/MemberLayout.js';
import { PublicLayout } from '../app/layouts/PublicLayout.js';
import { RouteErrorPanel } from '../app/RouteError.js';
import { memberHelpRoutes, publicHelpRoutes } from './help/index.js';

/**
 * The route tree of spec §2 (history mode). Each area plugs in a `RouteObject[]` of absolute paths:
 * - public layout (logged-out header): /public/help/*, /public/terms/privacy[/:id]; later /intro, /account/*
 * - member layout at `/` (member menu): /help/*; later home, /schedule, /channel, /league, …
 * A route's `handle: { title: 'ns:key' }` (see RouteHandle) names the document title.
 */
export interface RouteSlots {
  publicHelpRoutes: RouteObject[];
  memberHelpRoutes: RouteObject[];
}

/** Where `/` leads until the home screen exists. */
export const HOME_FALLBACK = '/help/notice';

export function buildRoutes(slots: RouteSlots = { publicHelpRoutes, memberHelpRoutes }): RouteObject[] {
  // Home comes with the catalogue issue: until then `/` opens the help notices. Only when that route
  // exists, or the catch-all (→ `/`) and `/` would send each other round in circles.
  const home: RouteObject = matchRoutes(slots.memberHelpRoutes, HOME_FALLBACK)
    ? { index: true, loader: () => redirect(HOME_FALLBACK), element: null }
    : { index: true, element: null };

  return [
    {
      id: 'root',
      element: <AppRoot />,
      hydrateFallbackElement: <AppSplash />,
      errorElement: <RouteErrorPanel variant="page" />,
      children: [
        {
          id: 'public',
          element: <PublicLayout />,
          // the pathless child keeps the header and footer around a failing screen
          children: [{ errorElement: <RouteErrorPanel />, children: [...slots.publicHelpRoutes] }],
        },
        {
          id: 'member',
          path: '/',
          element: <MemberLayout />,
          children: [{ errorElement: <RouteErrorPanel />, children: [home, ...slots.memberHelpRoutes] }],
        },
        // "/m (main page)" of spec §2: the web home serves as the main page until the TV work gives it one
        { path: '/m', loader: () => redirect('/'), element: null },
        // TV variant (spec §2): any unknown path under /stv/ goes to /m; TV screens will rank above this
        { path: '/stv/*', loader: () => redirect('/m'), element: null },
        // web: any unknown path goes to / (menu entries whose screens are not built yet land here too)
        { path: '*', loader: () => redirect('/'), element: null },
      ],
    },
  ];
}

export const routes = buildRoutes();
