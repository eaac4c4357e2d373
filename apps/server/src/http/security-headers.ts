import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers for `options`, worked out once: helmet builds them per request (its CSP
 * is parsed and serialised each time — 7% of a cached answer's CPU), but ours are the same for every
 * request (no nonces, no per-request directives).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * The security headers of an API answer (/api/…: JSON, a file, a redirect; never a page to render), as
 * OWASP's REST Security Cheat Sheet lists them: nothing may load from it or frame it, no MIME sniffing,
 * no referrer, no cross-origin read. helmet's other headers govern documents (COOP, Origin-Agent-Cluster,
 * DNS prefetching, IE's download and XSS filters, Flash's policy files) and cost an API answer ~650 bytes
 * of headers: a bare node:http server writing a cached home with them served 24% fewer answers (32,800–
 * 34,400/s against 42,100–46,000/s), with these 12% fewer (37,700–39,200/s). `documents` is helmet's set,
 * whose Strict-Transport-Security, when it is sent, an API answer carries too. A route may replace one (a
 * help attachment sets its own sandboxing CSP).
 */
export function apiSecurityHeaders(documents: Record<string, string>): Record<string, string> {
  const hsts = documents['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/** The path prefix of the API scope (its answers carry `apiSecurityHeaders`). */
const API_PREFIX = '/api/';

/**
 * Every answer carries security headers, set before the route runs (a route may replace one, e.g. the CSP
 * of the sandbox checkout pages): an API answer those of `apiSecurityHeaders`, any other helmet's. /media
 * is answered before Fastify's hooks (media/origin-http.ts); the cached answers of http/fast-answers.ts
 * write the API's, returned here.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
): Record<string, string> {
  const documents = securityHeaders(options);
  const api = apiSecurityHeaders(documents);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(API_PREFIX) ? api : documents);
    done();
  });
  return api;
}
