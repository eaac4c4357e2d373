import { type ErrorResponse, isErrorResponse, LIMITS } from '@kickoff/contract';
import { i18n } from '../i18n/index.js';

/** A failed call, carrying the server's `{ code, message }` (or a client-side code for network failures). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
  static from(status: number, body: ErrorResponse): ApiError {
    return new ApiError(status, body.code, body.message, body.fields);
  }
}

export const API_BASE = '/api/v2';

export type Query = Record<string, string | number | boolean | undefined | null>;

function toSearch(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Every call of spec §7: base path /api/v2, cookies sent, a 30 s timeout, the member's language in
 * Accept-Language. Answers `data` of the `{ data }` envelope; failures throw ApiError.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(LIMITS.apiTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { 'accept-language': i18n.language || 'ja', ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${toSearch(options.query)}`, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body,
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
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
  return (json as { data: T }).data;
}

/** Downloads a file as a blob and hands it to the browser under its name (spec §3 board files). */
export async function downloadFile(url: string, name: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok)
    throw new ApiError(response.status, 'FILE_NOT_FOUND', `Download failed: ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
