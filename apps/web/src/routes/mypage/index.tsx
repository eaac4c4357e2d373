import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';
import { loadNamespace } from '../../i18n/index.js';

/**
 * A screen loaded on first visit (the my page is its own chunk). The overview and my passes speak of
 * the pass in billing's words: that namespace comes with them.
 */
function screen(load: () => Promise<{ default: ComponentType }>, title: string, billing = false) {
  return {
    lazy: async () => {
      const [mod] = await Promise.all([load(), billing ? loadNamespace('billing') : undefined]);
      return { Component: mod.default };
    },
    handle: { title: `mypage:titles.${title}` } satisfies RouteHandle,
  };
}

/** The my page of spec §2 (member layout): overview, favourite editor, my passes, inquiries. */
export const mypageRoutes: RouteObject[] = [
  {
    path: '/mypage',
    lazy: async () => ({ Component: (await import('./MypageLayoutRoute.js')).default }),
    handle: { title: 'mypage:titles.home' } satisfies RouteHandle,
    children: [
      { index: true, ...screen(() => import('./MypageHomeRoute.js'), 'home', true) },
      { path: 'favorite', ...screen(() => import('./FavoriteRoute.js'), 'favorite') },
      { path: 'purchase', ...screen(() => import('./PurchaseRoute.js'), 'purchase', true) },
      { path: 'qna', ...screen(() => import('./QnaRoute.js'), 'qna') },
    ],
  },
];
