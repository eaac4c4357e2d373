import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';

/** The league screens (member layout): /league/{type}, the league home of a sport; /league opens the first sport. */
export const leagueRoutes: RouteObject[] = [
  {
    path: '/league',
    lazy: async () => ({ Component: (await import('./LeagueIndexRoute.js')).default }),
    handle: { title: 'league:title' } satisfies RouteHandle,
  },
  {
    path: '/league/:type',
    lazy: async () => ({ Component: (await import('./LeagueRoute.js')).default }),
    handle: { title: 'league:title' } satisfies RouteHandle,
  },
];
