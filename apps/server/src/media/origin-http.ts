import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyPluginAsync, FastifyServerFactory } from 'fastify';
import type { MediaOrigin } from './origin.js';

const PREFIX = '/media/';

/**
 * The HTTP server of the app with `/media/…` answered by the origin before Fastify: a segment then
 * costs the origin's own work only — no routing, no request hooks (helmet's headers, cookies, the input
 * guard, the request log line), no reply serialisation. Measured with `npm run bench playback`. The
 * server keeps the timeouts Fastify sets on the one it makes.
 */
export function mediaFirstServer(
  origin: MediaOrigin,
  /**
   * Asked next, before Fastify (the API's cached answers, http/fast-answers.ts): true (or a promise of
   * it) when it answered, false (or a promise of it) leaves it to Fastify.
   */
  first?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean,
): FastifyServerFactory {
  return (handler, options) => {
    const server: Server = createServer((req, res) => {
      if (req.url?.startsWith(PREFIX)) return origin.handle(req, res);
      const answered = first?.(req, res);
      if (answered === true) return;
      if (!answered) return handler(req, res);
      answered.then((done) => {
        if (!done) handler(req, res);
      });
    });
    const { keepAliveTimeout, requestTimeout, connectionTimeout } = options;
    if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
    if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
    if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout);
    return server;
  };
}

/**
 * The same origin as a Fastify route (GET and HEAD of `/media/*`): what `app.inject` reaches (the
 * integration tests) and what the route table lists. On a listening server mediaFirstServer answers
 * these paths first.
 */
export function mediaRoutes(origin: MediaOrigin): FastifyPluginAsync {
  return async (app) => {
    app.get('/media/*', (request, reply) => {
      reply.hijack();
      origin.handle(request.raw, reply.raw);
    });
  };
}
