import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';

/** /player?type=vod|channel&id= (member layout): the player in the layout (spec §2). */
export const watchRoutes: RouteObject[] = [
  {
    path: '/player',
    lazy: async () => ({ Component: (await import('./WatchRoute.js')).default }),
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
    lazy: async () => ({ Component: (await import('./LiveRoute.js')).default }),
    handle: { title: 'player:title.live' } satisfies RouteHandle,
  },
];
