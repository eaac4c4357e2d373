import {
  type EndpointArgs,
  type EndpointData,
  type EndpointName,
  endpoints,
  pathOf,
} from '@kickoff/contract';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Calls the API from a journey by the contract's endpoint table (method, path, typed answer), the
 * browser context's cookies included; expects the call's success status (or `status`) and answers
 * the `{ data }`.
 */
export async function callApi<N extends EndpointName>(
  request: APIRequestContext,
  name: N,
  ...[input]: EndpointArgs<N, { status?: number }>
): Promise<EndpointData<N>> {
  const { params, query, body, status } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean>;
    body?: unknown;
    status?: number;
  };
  const response = await request.fetch(`/api/v2${pathOf(name, params)}`, {
    method: endpoints[name].method,
    ...(query ? { params: query } : {}),
    ...(body !== undefined ? { data: body } : {}),
  });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(status ?? endpoints[name].status);
  return ((await response.json()) as { data: EndpointData<N> }).data;
}
