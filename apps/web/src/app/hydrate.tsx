import type { SessionUser } from '@kickoff/contract';
import { hashKey, hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { App } from '../App.js';
import { takeOverDrawnAt } from '../core/render-clock.js';
import { sessionKeys } from '../core/session-keys.js';
import { memberEntryPending } from '../features/auth/index.js';
import { currentLocale } from '../i18n/index.js';
import type { PrerenderState } from '../prerender.js';
import { buildRoutes } from '../routes/index.js';

/** The state the server sent with the page it drew (`#kickoff-prerender`), when it is this page's. */
function prerenderedState(): PrerenderState | null {
  try {
    const state = JSON.parse(
      document.getElementById('kickoff-prerender')?.textContent ?? '',
    ) as PrerenderState;
    return state.path === window.location.pathname + window.location.search ? state : null;
  } catch {
    return null;
  }
}

/**
 * Whether the page was drawn for whom the app now knows is here: the session as refreshed at start
 * (the logged_in marker), else the one the server drew the page with (the same cookie, a moment ago).
 * A guest page wants no session; a member page that member, with no guard redirect pending in this tab.
 */
function drawnForThisVisitor(queryClient: QueryClient, state: PrerenderState): boolean {
  const known = queryClient.getQueryState<SessionUser | null>(sessionKeys.current());
  const sent = state.queries.queries.find((q) => q.queryHash === hashKey(sessionKeys.current()));
  const user = known?.data !== undefined ? known.data : ((sent?.state.data as SessionUser | null) ?? null);
  if (state.member === null) return user === null;
  return user?.userId === state.member && !memberEntryPending(user, window.location);
}

/**
 * Takes over a page the server drew (prerender.tsx) when the app would draw the same: the page in the
 * language the member reads (the server had it from the `kickoff_lang` cookie), for the same visitor
 * (logged out, or the member it was drawn for), its screens' code and the server's data at hand. Answers
 * whether it did; otherwise main.tsx renders afresh over the markup. Loaded only for such a page (a
 * chunk of its own: the other pages' first load does not carry it), and named in the page's head by
 * the server.
 */
export async function hydratePrerendered(container: HTMLElement, queryClient: QueryClient): Promise<boolean> {
  const state = prerenderedState();
  if (!state || state.lang !== currentLocale()) return false;
  if (!drawnForThisVisitor(queryClient, state)) return false;
  hydrate(queryClient, state.queries);
  const router = await createHydratedRouter(queryClient, state);
  // the app takes the page over drawing it at the instant the server drew it (core/render-clock.ts)
  takeOverDrawnAt(state.drawnAt);
  // a transition: React hydrates in slices, yielding to the browser between them (no long task)
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
  return true;
}

/** What the server's prerender (prerender.tsx) left for the router to start from. */
interface RouterHydration {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

/**
 * The router for a page the server prerendered: its screens' code loaded first (a lazy route still
 * loading would render nothing where the server drew the screen) and the loaders' answers taken from
 * the server, so the first render draws what the server did.
 */
async function createHydratedRouter(queryClient: QueryClient, hydration: RouterHydration) {
  const routes = buildRoutes({ queryClient });
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    Object.assign(route, await route.lazy(), { lazy: undefined });
  }
  return createBrowserRouter(routes, { hydrationData: hydration });
}
