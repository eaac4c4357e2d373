import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: HTTPMethods;
  /** The full path pattern, prefix included (`/api/v2/terms/:id`, `/api/v2/art/*`). */
  url: string;
  schema: FastifySchema | undefined;
  pattern: RegExp;
}

/** Every route the app registers, and which methods a concrete path allows. */
export interface RouteTable {
  readonly entries: readonly RouteEntry[];
  /** The methods of the routes whose pattern matches this path (without its query), in order. */
  allowedMethods(path: string): HTTPMethods[];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteTable;
  }
}

/** `/terms/:id` → /^\/terms\/[^/]+$/, `/art/*` → /^\/art\/.*$/ (the route syntax the app uses). */
export function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.startsWith(':')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Records each route as it is registered (an onRoute hook: call this before any route), and decorates
 * the app with the table as `app.routeTable`: the not-found handler answers 405 from it, and the
 * input fuzz test walks it.
 */
export function registerRouteTable(app: FastifyInstance): RouteTable {
  const entries: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      entries.push({ method, url: route.url, schema: route.schema, pattern: patternOf(route.url) });
    }
  });
  const table: RouteTable = {
    entries,
    allowedMethods: (path) => [
      ...new Set(entries.filter((entry) => entry.pattern.test(path)).map((entry) => entry.method)),
    ],
  };
  app.decorate('routeTable', table);
  return table;
}
