import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';
import { lazyScreen } from '../lazy-screen.js';

/** The search screen (member layout): `/search`, the keyword in `?q=` (spec §2). */
export const searchRoutes: RouteObject[] = [
  {
    path: '/search',
    lazy: lazyScreen('search', () => import('./SearchRoute.js')),
    handle: { title: 'search:title' } satisfies RouteHandle,
  },
];
