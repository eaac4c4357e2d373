import { isLocale, type Locale } from '@kickoff/contract';
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppShell } from './App.js';
import { createAppQueryClient } from './app/query-client.js';
import { setTransport } from './core/call.js';
import { formatTitle, type RouteHandle } from './core/document-title.js';
import { sessionKeys } from './core/session-keys.js';
import { i18n, loadLanguage } from './i18n/index.js';
import { buildRoutes } from './routes/index.js';

/**
 * The server's render of a public page (issue 13 point 3): the server (apps/server/src/http/prerender.ts)
 * loads this module from the SSR build (`dist-ssr/prerender.js`) and sends a logged-out visitor the page
 * already drawn, in their language, so it paints before the app's code has arrived; the app then hydrates
 * it (main.tsx) from the state sent beside it. Only the pages of `PRERENDERED` — what a visitor lands on
 * before logging in — and only for a visit with no session: a member's pages are theirs alone.
 *
 * The render runs the app's own route tree (loaders, lazy screens, the screens' `handle.prefetch`) with
 * the app's calls answered by the server's own API (`transport`), one render at a time per process (the
 * language and the transport are the module's: the server queues its renders).
 *
 * Each page names the screen modules its routes load (held to the routes by prerender.test.tsx): the
 * server links their stylesheets and scripts from the build's manifest into the page's head, so the drawn
 * page is styled at its first paint and the app hydrates it without waiting for them.
 */
export const PRERENDERED: Readonly<Record<string, readonly string[]>> = {
  '/intro': ['src/routes/auth/IntroRoute.tsx'],
};

export interface PrerenderState {
  path: string;
  lang: Locale;
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
  queries: DehydratedState;
}

/** The app's module that takes a drawn page over (app/hydrate.tsx): the server names it in the page too. */
const HYDRATE_MODULE = 'src/app/hydrate.tsx';

export interface Prerendered {
  /** The markup of `#root`. */
  html: string;
  /** The modules the app needs to take the page over: its screens', and app/hydrate.tsx (manifest keys). */
  screens: readonly string[];
  /** The document title, as the app sets it. */
  title: string;
  /** What the app hydrates from (main.tsx), to be sent as JSON beside the markup. */
  state: PrerenderState;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** The page `path` in `lang` for a visitor with no session, or null when the app would redirect. */
export async function prerender(
  path: string,
  lang: string,
  transport: Transport,
): Promise<Prerendered | null> {
  const screens = PRERENDERED[path];
  if (!screens) throw new Error(`${path} is not prerendered`);
  const locale: Locale = isLocale(lang) ? lang : 'ja';
  setTransport(transport);
  await loadLanguage(locale);
  await i18n.changeLanguage(locale);

  const queryClient = createAppQueryClient();
  // the server renders for a visit without a session cookie: logged out, with no call to ask
  queryClient.setQueryData(sessionKeys.current(), null);
  const handler = createStaticHandler(buildRoutes({ queryClient }));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) return null;
  if (context.errors) throw new Error(`prerender ${path}: ${JSON.stringify(context.errors).slice(0, 300)}`);

  // the screens' main data, as the app asks for it on a first visit (app/router.ts warmFirstScreen)
  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
  for (const handle of handles) handle?.prefetch?.(queryClient, locale);
  await settled(queryClient);

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppShell queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </StrictMode>,
  );
  const titleKey = handles.map((handle) => handle?.title).findLast(Boolean);
  const t = i18n.getFixedT(locale, 'common');
  return {
    html,
    screens: [HYDRATE_MODULE, ...screens],
    title: formatTitle(titleKey ? t(titleKey) : undefined, t('tagline')),
    state: {
      path,
      lang: locale,
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
      queries: dehydrate(queryClient),
    },
  };
}

/** Waits until no query of the client is fetching. */
function settled(queryClient: ReturnType<typeof createAppQueryClient>): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}
