import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';

/** The search screen (member layout): `/search`, the keyword in `?q=` (spec §2). */
export const searchRoutes: RouteObject[] = [
  {
    path: '/search',
    lazy: async () => ({ Component: (await import('./SearchRoute.js')).default }),
    handle: { title: 'search:title' } satisfies RouteHandle,
  },
];
