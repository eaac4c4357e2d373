import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';
import { lazyScreen } from '../lazy-screen.js';

/** A pass screen loaded on first visit, with billing's texts: the code and the words come together. */
function screen(load: () => Promise<{ default: ComponentType }>, title: string) {
  return {
    lazy: lazyScreen('purchase', load),
    handle: { title: `billing:titles.${title}` } satisfies RouteHandle,
  };
}

/** /purchase of spec §2 (member layout): buy (default), change, coupon, campaign. */
export const purchaseRoutes: RouteObject[] = [
  {
    path: '/purchase',
    ...screen(() => import('./PurchaseLayoutRoute.js'), 'purchase'),
    children: [
      { index: true, ...screen(() => import('./PurchaseRoute.js'), 'purchase') },
      { path: 'change', ...screen(() => import('./ChangeRoute.js'), 'change') },
      { path: 'coupon', ...screen(() => import('./CouponRoute.js'), 'coupon') },
      { path: 'campaign', ...screen(() => import('./CampaignRoute.js'), 'campaign') },
    ],
  },
];

/** /pay_result/:id (spec §2, public): the outcome of a checkout, under the public layout. */
export const payResultRoutes: RouteObject[] = [
  { path: '/pay_result/:id', ...screen(() => import('./PayResultRoute.js'), 'result') },
];
