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
 * Every answer carries helmet's headers (set before the route runs: a route may replace one, e.g. the
 * CSP of the sandbox checkout pages). /media is answered before Fastify's hooks (media/origin-http.ts);
 * the cached answers of http/fast-answers.ts write the headers returned here.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
): Record<string, string> {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return headers;
}
