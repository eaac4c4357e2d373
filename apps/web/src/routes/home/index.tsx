import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';

/** The home screens (member layout): `/` itself, the index route of the layout. */
export const homeRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./HomeRoute.js')).default }),
    handle: { title: 'home:title' } satisfies RouteHandle,
  },
];
