import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';
import { prefetchHome } from '../../features/home/index.js';
import { lazyScreen } from '../lazy-screen.js';

/** The home screens (member layout): `/` itself, the index route of the layout. */
export const homeRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyScreen('home', () => import('./HomeRoute.js')),
    handle: { title: 'home:title', prefetch: prefetchHome } satisfies RouteHandle,
  },
];
