import { type EndpointName, endpointSchemas, endpoints } from '@kickoff/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { SANDBOX_PAGES_PREFIX } from './payments/sandbox/index.js';

const API = '/api/v2';
const names = Object.keys(endpoints) as EndpointName[];
const keyOf = (method: string, path: string) => `${method} ${path}`;

/**
 * The server serves exactly the calls of the contract's endpoint table, each validated by the table's
 * schemas (the same objects), so the web's and the tests' types are the server's.
 */
describe('the endpoint table and the routes the server serves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.routeTable.entries.filter((route) => route.url.startsWith(`${API}/`) && route.method !== 'HEAD');

  it('serves every call of the table, and no call the table lacks', () => {
    const served = apiRoutes().map((route) => keyOf(route.method, route.url.slice(API.length)));
    const table = names.map((name) => keyOf(endpoints[name].method, endpoints[name].path));
    expect([...served].sort()).toEqual([...table].sort());
  });

  it("serves the sandbox payment provider's hosted pages outside /api/v2: a provider's pages, not calls", () => {
    const pages = t.app.routeTable.entries
      .filter((route) => route.url.startsWith(`${SANDBOX_PAGES_PREFIX}/`) && route.method !== 'HEAD')
      .map((route) => keyOf(route.method, route.url));
    expect(pages.sort()).toEqual([
      'GET /sandbox-pay/checkout/:sessionId',
      'GET /sandbox-pay/checkout/:sessionId/authenticate',
      'POST /sandbox-pay/checkout/:sessionId',
      'POST /sandbox-pay/checkout/:sessionId/authenticate',
    ]);
    expect(names.filter((name) => endpoints[name].path.startsWith(SANDBOX_PAGES_PREFIX))).toEqual([]);
  });

  it("validates each call with the table's own schemas and answers its success status", () => {
    const byKey = new Map(
      apiRoutes().map((route) => [keyOf(route.method, route.url.slice(API.length)), route]),
    );
    for (const name of names) {
      const { method, path, status } = endpoints[name];
      const schema = byKey.get(keyOf(method, path))?.schema;
      const want = endpointSchemas[name] as {
        params?: unknown;
        query?: unknown;
        body?: unknown;
        response?: unknown;
      };
      expect(schema?.params, `${name} params`).toBe(want.params);
      expect(schema?.querystring, `${name} query`).toBe(want.query);
      // a body that depends on today is built from the table's function with the server's clock
      if (typeof want.body === 'function') expect(schema?.body, `${name} body`).toBeDefined();
      else expect(schema?.body, `${name} body`).toBe(want.body);
      const response = (schema?.response ?? {}) as Record<number, unknown>;
      expect(response[status], `${name} response`).toBe(want.response);
    }
  });
});
