import type { EndpointData, SessionUser } from '@kickoff/contract';
import { type EndpointName, endpoints } from '@kickoff/contract/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import { AppProviders } from '../src/app/providers.js';
import { createAppQueryClient } from '../src/app/query-client.js';
import { DocumentTitle } from '../src/core/document-title.js';
import { sessionKeys } from '../src/core/session-keys.js';

export * from './fixtures.js';

/**
 * The web screens' test kit: the real routes, providers, query client and `api` client; only `fetch` is a
 * stand-in. The areas' kits (routes/<area>/<area>-test-kit.tsx) add their fixtures and handlers.
 */

// ── the stubbed API ──────────────────────────────────────────────────────────────────────────

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export type Answer = { status?: number; body: unknown };
export type Handler = (call: Call) => Answer | undefined;

/** Stubs `globalThis.fetch`; each call goes to the first handler that answers, otherwise 404. */
export function stubApi(...handlers: Handler[]) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v2/, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const answer = handlers.reduce<Answer | undefined>(
      (found, handler) => found ?? handler(call),
      undefined,
    ) ?? {
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Not found' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

/** `method path` answered with `{ data }` (a function receives the call). */
export function answer<T>(method: string, path: string | RegExp, data: T | ((call: Call) => T)): Handler {
  return (call) =>
    call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path))
      ? { body: { data: typeof data === 'function' ? (data as (c: Call) => T)(call) : data } }
      : undefined;
}

/** `GET path` answered with `{ data }` (a function receives the call). */
export const get = <T,>(path: string, data: T | ((call: Call) => T)): Handler => answer('GET', path, data);

/** A call as `respond` hands it to a function: the call and the path parameters the table names. */
export type RespondCall = Call & { params: Record<string, string> };

interface Route {
  name: EndpointName;
  method: string;
  pattern: RegExp;
  keys: string[];
  /** Static segments count: like the server's router, `/league/sort` wins over `/league/:type`. */
  statics: number;
}

const ROUTES: Route[] = (Object.keys(endpoints) as EndpointName[]).map((name) => {
  const { method, path } = endpoints[name];
  const keys: string[] = [];
  const segments = path.split('/').slice(1);
  const source = segments
    .map((segment) => {
      if (segment === '*') return '.+';
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      keys.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const statics = segments.filter((segment) => !segment.startsWith(':') && segment !== '*').length;
  return { name, method, pattern: new RegExp(`^/${source}$`), keys, statics };
});

/** The endpoint of the table a call reaches, with its path parameters (decoded). */
export function endpointOf(call: Pick<Call, 'method' | 'path'>) {
  let best: { route: Route; match: RegExpExecArray } | undefined;
  for (const route of ROUTES) {
    if (route.method !== call.method) continue;
    const match = route.pattern.exec(call.path);
    if (match && (!best || route.statics > best.route.statics)) best = { route, match };
  }
  if (!best) return undefined;
  const { route, match } = best;
  const params = Object.fromEntries(
    route.keys.map((key, i) => [key, decodeURIComponent(match[i + 1] ?? '')]),
  );
  return { name: route.name, params };
}

/**
 * The endpoint `name` of the contract's table answered with `{ data }` and the table's success status,
 * the data typed by its response schema (a function receives the call and its path parameters, and may
 * answer undefined to leave the call to the next handlers). Matches the table's method and path, so
 * `respond('news.detail', …)` answers GET /news/post/7 but not GET /news/post; `only` narrows it to some
 * path parameters (`respond('terms.get', privacy, { id: 'privacy' })`).
 */
export function respond<N extends EndpointName>(
  name: N,
  data: EndpointData<N> | ((call: RespondCall) => EndpointData<N> | undefined),
  only: Record<string, string | number> = {},
): Handler {
  return (call) => {
    const found = endpointOf(call);
    if (found?.name !== name) return undefined;
    if (Object.entries(only).some(([key, value]) => found.params[key] !== String(value))) return undefined;
    const answer = typeof data === 'function' ? data({ ...call, params: found.params }) : data;
    return answer === undefined ? undefined : { status: endpoints[name].status, body: { data: answer } };
  };
}

/** The API's error shape (`fields`: the per-field messages of a validation error). */
export const error = (status: number, code: string, fields?: Record<string, string>): Answer => ({
  status,
  body: { code, message: code, ...(fields ? { fields } : {}) },
});

// ── rendering ────────────────────────────────────────────────────────────────────────────────

export interface RenderOptions {
  /** The query client the routes were built with; a fresh one otherwise. */
  queryClient?: QueryClient;
  /** Seeds the logged-in member (null: nobody; undefined: not known, asked as the app asks). */
  session?: SessionUser | null;
}

/** Renders `routes` at `url` inside the app's providers (language, query client, toasts). */
export function renderRoutes(routes: RouteObject[], url = '/', options: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = options.queryClient ?? createAppQueryClient();
  if (options.session !== undefined) queryClient.setQueryData(sessionKeys.current(), options.session);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** A stand-in screen at `path` that says where the test landed. */
export const standIn = (path: string, text: string): RouteObject => ({ path, element: <p>{text}</p> });

/** Renders an area's `routes` at `url` inside a root like the app's (document title included). */
export function renderScreens(url: string, routes: RouteObject[], options: RenderOptions = {}) {
  const root: RouteObject = {
    element: (
      <>
        <DocumentTitle />
        <Outlet />
      </>
    ),
    hydrateFallbackElement: <p>booting</p>,
    children: routes,
  };
  return renderRoutes([root], url, options);
}

// ── waiting ──────────────────────────────────────────────────────────────────────────────────

/** Generous: the whole web project runs in parallel and the first render imports a lot. */
export const WAIT = { timeout: 5000 };

/** The whole web project runs in parallel: a screen test may take longer than vitest's 5 s default. */
export const SLOW_TEST_MS = 20_000;

type Router = ReturnType<typeof createMemoryRouter>;

/** Waits until the router rests at `pathname` (and `search`, when given). */
export async function landed(router: Router, pathname: string, search?: string) {
  await waitFor(() => {
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe(pathname);
    if (search !== undefined) expect(router.state.location.search).toBe(search);
  }, WAIT);
}

/** Every pathname the router passes through (redirects included). */
export function trackPaths(router: Router) {
  const paths: string[] = [];
  router.subscribe((state) => {
    const next = state.navigation.location?.pathname ?? state.location.pathname;
    if (paths.at(-1) !== next) paths.push(next);
  });
  return paths;
}
