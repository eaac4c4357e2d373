import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';
import { lazyScreen } from '../lazy-screen.js';

/**
 * A screen loaded on first visit (the my page is its own chunk). The overview and my passes speak of
 * the pass in billing's words: that namespace comes with the area's.
 */
function screen(load: () => Promise<{ default: ComponentType }>, title: string) {
  return {
    lazy: lazyScreen('mypage', load),
    handle: { title: `mypage:titles.${title}` } satisfies RouteHandle,
  };
}

/** The my page of spec §2 (member layout): overview, favourite editor, my passes, inquiries. */
export const mypageRoutes: RouteObject[] = [
  {
    path: '/mypage',
    lazy: lazyScreen('mypage', () => import('./MypageLayoutRoute.js')),
    handle: { title: 'mypage:titles.home' } satisfies RouteHandle,
    children: [
      { index: true, ...screen(() => import('./MypageHomeRoute.js'), 'home') },
      { path: 'favorite', ...screen(() => import('./FavoriteRoute.js'), 'favorite') },
      { path: 'purchase', ...screen(() => import('./PurchaseRoute.js'), 'purchase') },
      { path: 'qna', ...screen(() => import('./QnaRoute.js'), 'qna') },
    ],
  },
];
