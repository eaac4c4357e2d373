import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';
import { lazyScreen } from '../lazy-screen.js';

/** The league screens (member layout): /league/{type}, the league home of a sport; /league opens the first sport. */
export const leagueRoutes: RouteObject[] = [
  {
    path: '/league',
    lazy: lazyScreen('league', () => import('./LeagueIndexRoute.js')),
    handle: { title: 'league:title' } satisfies RouteHandle,
  },
  {
    path: '/league/:type',
    lazy: lazyScreen('league', () => import('./LeagueRoute.js')),
    handle: { title: 'league:title' } satisfies RouteHandle,
  },
];
