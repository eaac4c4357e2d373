import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';
import { lazyScreen } from '../lazy-screen.js';

/** /player?type=vod|channel&id= (member layout): the player in the layout (spec §2). */
export const watchRoutes: RouteObject[] = [
  {
    path: '/player',
    lazy: lazyScreen('watch', () => import('./WatchRoute.js')),
    handle: { title: 'player:title.player' } satisfies RouteHandle,
  },
];

/**
 * /live?type=live&id= (spec §2): the live popup page, on its own (no header or footer) behind the
 * member guard, which sends a logged-out visit to /intro with the target kept (tp=live).
 */
export const liveRoutes: RouteObject[] = [
  {
    path: '/live',
    lazy: lazyScreen('watch', () => import('./LiveRoute.js')),
    handle: { title: 'player:title.live' } satisfies RouteHandle,
  },
];
