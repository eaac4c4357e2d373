import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';

/** A screen loaded on first visit (the my page is its own chunk). */
function screen(load: () => Promise<{ default: ComponentType }>, title: string) {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    handle: { title: `mypage:titles.${title}` } satisfies RouteHandle,
  };
}

/**
 * The my page of spec §2 (member layout): overview, favourite editor, inquiries. The pass section
 * (/mypage/purchase) comes with the billing screens.
 */
export const mypageRoutes: RouteObject[] = [
  {
    path: '/mypage',
    lazy: async () => ({ Component: (await import('./MypageLayoutRoute.js')).default }),
    handle: { title: 'mypage:titles.home' } satisfies RouteHandle,
    children: [
      { index: true, ...screen(() => import('./MypageHomeRoute.js'), 'home') },
      { path: 'favorite', ...screen(() => import('./FavoriteRoute.js'), 'favorite') },
      { path: 'qna', ...screen(() => import('./QnaRoute.js'), 'qna') },
    ],
  },
];
