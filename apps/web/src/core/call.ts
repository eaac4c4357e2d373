import { type EndpointArgs, type EndpointData, isErrorResponse, LIMITS } from '@kickoff/contract';
import { type EndpointName, endpoints, urlOf } from '@kickoff/contract/endpoints';
import { i18n } from '../i18n/index.js';
import { API_BASE, ApiError } from './api-client.js';

/** What a call takes besides its input: an abort signal, extra headers. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** What sends a call: the browser's fetch; a render on the server hands in its own (`setTransport`). */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Sends every call through `next` from now on: the server's prerender (src/prerender.tsx) answers the
 * app's calls from its own API in the same process. Never called in the browser.
 */
export function setTransport(next: Transport): void {
  transport = next;
}

interface Request {
  method: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Every call of spec §7: cookies sent, a 30 s timeout, the member's language in Accept-Language.
 * Answers `data` of the `{ data }` envelope; failures throw ApiError. Private: only `call` sends, so
 * the endpoint table, not the caller, decides what an answer is.
 */
async function send(request: Request): Promise<unknown> {
  const timeout = AbortSignal.timeout(LIMITS.apiTimeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const headers: Record<string, string> = { 'accept-language': i18n.language || 'ja', ...request.headers };
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  let response: Response;
  try {
    response = await transport(request.url, {
      method: request.method,
      credentials: 'include',
      headers,
      body,
      signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    const timedOut = timeout.aborted;
    throw new ApiError(
      0,
      timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
      timedOut ? 'Request timed out' : 'Network error',
    );
  }
  const text = await response.text();
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  if (!response.ok) {
    if (isErrorResponse(json)) throw ApiError.from(response.status, json);
    throw new ApiError(
      response.status,
      response.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST',
      response.statusText,
    );
  }
  return (json as { data: unknown }).data;
}

/**
 * Calls one endpoint of the contract's table by name: the table gives the method and the path, the
 * input fills its path parameters, query and body, and the answer is typed by the endpoint's response
 * schema (types only: no schema is loaded). `call('reservations.remove', { params: { id } })`.
 */
export async function call<N extends EndpointName>(
  name: N,
  ...[input]: EndpointArgs<N, CallOptions>
): Promise<EndpointData<N>> {
  const { params, query, body, signal, headers } = (input ?? {}) as CallOptions & {
    params?: Record<string, string | number>;
    query?: object;
    body?: unknown;
  };
  const url = `${API_BASE}${urlOf(name, { params, query })}`;
  // the one cast of the web's calls: the table's response schema types the answer
  return (await send({ method: endpoints[name].method, url, body, signal, headers })) as EndpointData<N>;
}
