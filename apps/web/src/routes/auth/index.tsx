import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';
import type { AuthLoaders } from '../../features/auth/index.js';
import { createOAuthCallbackLoader, prefetchOAuthProviders } from '../../features/auth/index.js';
import { prefetchIntroSections } from '../../features/home/index.js';
import { lazyScreen } from '../lazy-screen.js';

function screen(load: () => Promise<{ default: ComponentType }>, title: string) {
  return {
    lazy: lazyScreen('auth', load),
    handle: { title: `auth:titles.${title}` } satisfies RouteHandle,
  };
}

/**
 * The auth routes of spec §2, all public: /intro and the social-login callbacks inside the public
 * layout; /logout (a loader only), /silk and /ie on their own (a Silk browser is kept on /silk, so
 * that page offers no links into the site).
 */
export function buildAuthRoutes(queryClient: QueryClient, loaders: AuthLoaders) {
  const publicAuthRoutes: RouteObject[] = [
    {
      path: '/intro',
      loader: loaders.intro,
      ...screen(() => import('./IntroRoute.js'), 'intro'),
      handle: {
        title: 'auth:titles.intro',
        // the landing sections, and the login form's social buttons (drawn in place, not pushed in later)
        prefetch: (queryClient, lang) => {
          prefetchIntroSections(queryClient, lang);
          prefetchOAuthProviders(queryClient);
        },
      } satisfies RouteHandle,
    },
    {
      path: '/oauth',
      loader: createOAuthCallbackLoader(queryClient),
      ...screen(() => import('./OAuthCallbackRoute.js'), 'oauth'),
    },
    {
      path: '/oauth/twitter',
      loader: createOAuthCallbackLoader(queryClient, 'twitter'),
      ...screen(() => import('./OAuthCallbackRoute.js'), 'oauth'),
    },
  ];
  const standaloneAuthRoutes: RouteObject[] = [
    { path: '/logout', loader: loaders.logout, element: null },
    { path: '/silk', ...screen(() => import('./SilkRoute.js'), 'silk') },
    { path: '/ie', ...screen(() => import('./IeRoute.js'), 'ie') },
  ];
  return { publicAuthRoutes, standaloneAuthRoutes };
}
