import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';
import { lazyScreen } from '../lazy-screen.js';

function screen(load: () => Promise<{ default: ComponentType }>, title: string): RouteObject {
  return {
    lazy: lazyScreen('news', load),
    handle: { title: `news:titles.${title}` } satisfies RouteHandle,
  };
}

/** The news screens (member layout) of spec §2: /news/post (list and `?id=` article), standinglist, playerlist. */
export const newsRoutes: RouteObject[] = [
  {
    path: '/news',
    lazy: lazyScreen('news', () => import('./NewsLayoutRoute.js')),
    handle: { title: 'news:titles.news' } satisfies RouteHandle,
    children: [
      { index: true, element: <Navigate to="/news/post" replace /> },
      { path: 'post', ...screen(() => import('./PostRoute.js'), 'post') },
      { path: 'standinglist', ...screen(() => import('./StandingListRoute.js'), 'standinglist') },
      { path: 'playerlist', ...screen(() => import('./PlayerListRoute.js'), 'playerlist') },
    ],
  },
];
