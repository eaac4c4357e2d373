import { isLocale, type Locale, type SessionUser } from '@kickoff/contract';
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppShell } from './App.js';
import { createAppQueryClient } from './app/query-client.js';
import { setTransport } from './core/call.js';
import { formatTitle, type RouteHandle } from './core/document-title.js';
import { pinDrawnAt } from './core/render-clock.js';
import { sessionKeys } from './core/session-keys.js';
import { forcedLogout } from './features/auth/index.js';
import { prefetchChannelToday } from './features/channel/index.js';
import { prefetchScheduleToday } from './features/schedule/index.js';
import { i18n, loadLanguage } from './i18n/index.js';
import { buildRoutes } from './routes/index.js';

/**
 * The server's render of a page (issue 13 point 3): the server (apps/server/src/http/prerender.ts) loads
 * this module from the SSR build (`dist-ssr/prerender.js`) and sends the page already drawn, in the
 * visitor's language, so it paints before the app's code has arrived; the app then hydrates it (main.tsx)
 * from the state sent beside it. Only the pages of `PRERENDERED`: what a logged-out visitor lands on
 * (`guest`: drawn for a visit with no session, reused between visitors) and the member's first screens
 * (`member`: drawn for that member's session, for them alone, never reused).
 *
 * The render runs the app's own route tree (middleware with its guards, loaders, lazy screens, the
 * screens' `handle.prefetch`) with the app's calls answered by the server's own API (`transport`, which
 * carries the visitor's cookies), one render at a time per process (the language and the transport are
 * the module's: the server queues its renders).
 *
 * Each page names the screen modules its routes load (held to the routes by prerender.test.tsx): the
 * server links their stylesheets and scripts from the build's manifest into the page's head, so the drawn
 * page is styled at its first paint and the app hydrates it without waiting for them.
 */
export interface PrerenderedPath {
  /** Who the page is drawn for: a visit with no session, or a member's own session. */
  visitor: 'guest' | 'member';
  screens: readonly string[];
  /**
   * The screen's main data beyond its route's `handle.prefetch` (which the app also asks for on a first
   * visit): asked for here only, so the browser's first load does not carry it.
   */
  data?: (queryClient: QueryClient, lang: string) => Promise<unknown>;
}
export const PRERENDERED: Readonly<Record<string, PrerenderedPath>> = {
  '/intro': { visitor: 'guest', screens: ['src/routes/auth/IntroRoute.tsx'] },
  '/': { visitor: 'member', screens: ['src/routes/home/HomeRoute.tsx'] },
  '/schedule/0': {
    visitor: 'member',
    screens: ['src/routes/schedule/ScheduleDayRoute.tsx'],
    data: prefetchScheduleToday,
  },
  '/channel': {
    visitor: 'member',
    screens: ['src/routes/channel/ChannelRoute.tsx'],
    data: prefetchChannelToday,
  },
};

export interface PrerenderState {
  path: string;
  lang: Locale;
  /** The member the page was drawn for (their user id), or null: drawn for a visit with no session. */
  member: number | null;
  /** The instant the page was drawn at (epoch ms): the app's clock while it takes the page over. */
  drawnAt: number;
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

/**
 * The page `path` in `lang`, or null when the app would not draw it: it would redirect (a member page
 * with no live session behind the transport's cookie, a status to resolve), or the visitor is not the
 * page's (a guest page is drawn with no session, without asking).
 */
export async function prerender(
  path: string,
  lang: string,
  transport: Transport,
): Promise<Prerendered | null> {
  const page = PRERENDERED[path];
  if (!page) throw new Error(`${path} is not prerendered`);
  // one instant for the whole page (today's date, what is on air, the now line), sent with it
  const drawnAt = Date.now();
  pinDrawnAt(drawnAt);
  try {
    return await drawPage(path, page, lang, transport, drawnAt);
  } finally {
    pinDrawnAt(null);
  }
}

async function drawPage(
  path: string,
  page: PrerenderedPath,
  lang: string,
  transport: Transport,
  drawnAt: number,
): Promise<Prerendered | null> {
  const locale: Locale = isLocale(lang) ? lang : 'ja';
  setTransport(transport);
  await loadLanguage(locale);
  await i18n.changeLanguage(locale);

  // what a render leaves in the app's module state is the visitor's own: the next one starts clean
  forcedLogout.set(false);
  const queryClient = createAppQueryClient();
  // a guest page is drawn for a visit without a session cookie: logged out, with no call to ask; a
  // member page's guard asks for the session as the app does (through the transport, with the cookie)
  if (page.visitor === 'guest') queryClient.setQueryData(sessionKeys.current(), null);
  const handler = createStaticHandler(buildRoutes({ queryClient }));
  const request = new Request(new URL(path, 'http://prerender.invalid'));
  // the routes' middleware (the guards of spec §2) runs as in the browser, then the loaders; a redirect
  // anywhere ends the render (no page: the app will go where it says)
  const outcome: { context?: StaticHandlerContext } = {};
  await handler.query(request, {
    requestContext: new RouterContextProvider(),
    generateMiddlewareResponse: async (query) => {
      const result = await query(request);
      if (result instanceof Response) return result;
      outcome.context = result;
      return new Response(null);
    },
  });
  const { context } = outcome;
  if (!context) return null;
  if (context.errors) throw new Error(`prerender ${path}: ${JSON.stringify(context.errors).slice(0, 300)}`);
  const user = queryClient.getQueryData<SessionUser | null>(sessionKeys.current()) ?? null;
  if ((page.visitor === 'member') !== (user !== null)) return null;

  // the screens' main data, as the app asks for it on a first visit (app/router.ts warmFirstScreen)
  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
  for (const handle of handles) handle?.prefetch?.(queryClient, locale);
  await page.data?.(queryClient, locale);
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
    screens: [HYDRATE_MODULE, ...page.screens],
    title: formatTitle(titleKey ? t(titleKey) : undefined, t('tagline')),
    state: {
      path,
      lang: locale,
      member: user?.userId ?? null,
      drawnAt,
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
