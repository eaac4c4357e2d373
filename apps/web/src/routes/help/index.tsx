import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';
import { lazyScreen } from '../lazy-screen.js';

/** A screen loaded on first visit (help is a small part of the product: its code is its own chunk). */
function screen(load: () => Promise<{ default: ComponentType }>, title: string): RouteObject {
  return {
    lazy: lazyScreen('help', load),
    handle: { title: `help:titles.${title}` } satisfies RouteHandle,
  };
}

/** The screens shared by /public/help and /help (paths relative to the hub). */
const sharedHelpScreens: RouteObject[] = [
  { path: 'notice', ...screen(() => import('./NoticeListRoute.js'), 'notice') },
  { path: 'notice/:id', ...screen(() => import('./NoticeDetailRoute.js'), 'notice') },
  { path: 'cs', ...screen(() => import('./FaqRoute.js'), 'faq') },
  { path: 'cs/contact', ...screen(() => import('./ContactRoute.js'), 'contact') },
  { path: 'cs/cooperate', ...screen(() => import('./CooperateRoute.js'), 'cooperate') },
];

/**
 * Children of the public (logged-out) layout: the visitors' help (notices, FAQ, inquiries) and the
 * privacy policy with its past versions.
 */
export const publicHelpRoutes: RouteObject[] = [
  {
    path: '/public/help',
    lazy: lazyScreen('help', () => import('./PublicHelpLayout.js')),
    handle: { title: 'help:titles.help' } satisfies RouteHandle,
    children: [{ index: true, element: <Navigate to="/public/help/notice" replace /> }, ...sharedHelpScreens],
  },
  { path: '/public/terms/privacy', ...screen(() => import('./PublicTermsRoute.js'), 'privacy') },
  { path: '/public/terms/privacy/:id', ...screen(() => import('./PublicTermsRoute.js'), 'privacy') },
];

/** Children of the logged-in layout: the help tabs of spec §2 (FAQ, inquiries, notices, events, terms). */
export const memberHelpRoutes: RouteObject[] = [
  {
    path: '/help',
    lazy: lazyScreen('help', () => import('./MemberHelpLayout.js')),
    handle: { title: 'help:titles.help' } satisfies RouteHandle,
    children: [
      { index: true, element: <Navigate to="/help/notice" replace /> },
      ...sharedHelpScreens,
      { path: 'event', ...screen(() => import('./EventListRoute.js'), 'event') },
      { path: 'event/:id', ...screen(() => import('./EventDetailRoute.js'), 'event') },
      { path: 'term', element: <Navigate to="/help/term/service" replace /> },
      { path: 'term/:kind', ...screen(() => import('./TermsRoute.js'), 'terms') },
      { path: 'term/:kind/:id', ...screen(() => import('./TermsRoute.js'), 'terms') },
    ],
  },
];
