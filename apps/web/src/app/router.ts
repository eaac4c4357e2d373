import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '../core/document-title.js';
import { hasLoggedInMarker } from '../core/session.js';
import { currentLocale } from '../i18n/index.js';
import { buildRoutes } from '../routes/index.js';

/** History-mode router over the route tree of spec §2; the guards share the app's query client. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes({ queryClient }));
}

const MEMBER_BRANCHES = new Set(['member', 'member-standalone']);

/**
 * Starts fetching the first screen's code and messages (its routes' `lazy`) and main data (their
 * `handle.prefetch`) while the session is refreshed and the language loads, instead of after
 * (main.tsx): the router, created later, finds them loaded. A member's screen is skipped without the logged-in marker (the guard will send the visit to
 * /intro); a failure is left for the router to meet and show.
 */
export function warmFirstScreen(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname'> = window.location,
  routes: RouteObject[] = buildRoutes({ queryClient }),
): void {
  const matches = matchRoutes(routes, location) ?? [];
  if (!hasLoggedInMarker() && matches.some(({ route }) => route.id && MEMBER_BRANCHES.has(route.id))) return;
  for (const { route } of matches) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
    (route.handle as RouteHandle | undefined)?.prefetch?.(queryClient, currentLocale());
  }
}
