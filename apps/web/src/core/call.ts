import type { EndpointData, EndpointInput } from '@kickoff/contract';
import { type EndpointName, endpoints, pathOf } from '@kickoff/contract/endpoints';
import { api, type Query, type RequestOptions } from './api-client.js';

/** What a call takes besides its input: an abort signal, extra headers. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'headers'>;
type Input<N extends EndpointName> = EndpointInput<N> & CallOptions;
/** The input may be left out when the call needs none. */
type CallArgs<N extends EndpointName> =
  object extends EndpointInput<N> ? [input?: Input<N>] : [input: Input<N>];

/** Query values as the URL writes them: strings, numbers and booleans (others are left out). */
function toQuery(query: object | undefined): Query | undefined {
  if (!query) return undefined;
  const out: Query = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = value;
  }
  return out;
}

/**
 * Calls one endpoint of the contract's table by name: the table gives the method and the path, the
 * input fills its path parameters, query and body, and the answer is typed by the endpoint's response
 * schema (types only: no schema is loaded). `call('reservations.remove', { params: { id } })`.
 */
export function call<N extends EndpointName>(name: N, ...[input]: CallArgs<N>): Promise<EndpointData<N>> {
  const { params, query, body, signal, headers } = (input ?? {}) as Input<EndpointName> & {
    params?: Record<string, string | number>;
    query?: object;
    body?: unknown;
  };
  return api<EndpointData<N>>(pathOf(name, params), {
    method: endpoints[name].method,
    query: toQuery(query),
    body,
    signal,
    headers,
  });
}
