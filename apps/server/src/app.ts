import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { realtimeUrlOf } from './config.js';
import type { Core } from './core.js';
import { registerCompression } from './http/compression.js';
import { csrfGuard } from './http/csrf.js';
import { registerErrorHandler } from './http/error-handler.js';
import { createFastAnswers } from './http/fast-answers.js';
import { servedOverHttps } from './http/https.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerLocale } from './http/locale.js';
import { loadPrerender } from './http/prerender.js';
import { rateLimitStore } from './http/rate-limit.js';
import { clientErrorHandler, frameworkErrors } from './http/refusals.js';
import { registerRouteTable } from './http/route-table.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWeb } from './http/web.js';
import { mediaFirstServer, mediaRoutes } from './media/index.js';
import { accountRoutes, SESSION_COOKIE } from './modules/account/index.js';
import { artRoutes } from './modules/art/index.js';
import { billingRoutes } from './modules/billing/index.js';
import { catalogueRoutes } from './modules/catalogue/index.js';
import { channelRoutes } from './modules/channels/index.js';
import { chatRoutes } from './modules/chat/index.js';
import { favoriteRoutes } from './modules/favorites/index.js';
import { helpRoutes } from './modules/help/index.js';
import { messagingRoutes } from './modules/messaging/index.js';
import { oauthRoutes } from './modules/oauth/index.js';
import { passesRoutes } from './modules/passes/index.js';
import { playbackRoutes } from './modules/playback/index.js';
import { popupRoutes } from './modules/popups/index.js';
import { reservationsRoutes } from './modules/reservations/index.js';
import { scheduleRoutes } from './modules/schedule/index.js';
import { settingsRoutes } from './modules/settings/index.js';
import { SANDBOX_PAGES_PREFIX, sandboxPagesRoutes } from './payments/sandbox/index.js';

/**
 * Builds the whole HTTP app from the core (core.ts); main.ts and the tests both call this. Closing the
 * app closes the HTTP side only: the core belongs to whoever built it.
 */
export async function buildApp(core: Core): Promise<FastifyInstance> {
  const { config, database, auth, readCache: cache, services } = core;
  // members' cached answers, served before Fastify's routing and hooks on a listening server
  const fast = createFastAnswers();
  const app = Fastify({
    loggerInstance: core.log,
    // one compact line per request (the onResponse hook below) instead of fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // fastify's and Node's own refusals answer { code, message } too
    frameworkErrors,
    clientErrorHandler,
    // /media/… goes to the media origin before Fastify's routing and hooks (media/origin-http.ts)
    serverFactory: mediaFirstServer(core.delivery.origin, fast.serve),
  });
  // the media origin serves nothing before it knows the sessions that ended before this instance
  // started (media/ended-sessions.ts); a database that cannot tell fails the start
  await core.delivery.origin.ready;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes = registerRouteTable(app);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerLocale(app);
  // The API speaks JSON only: any other body answers 415 UNSUPPORTED_MEDIA_TYPE.
  app.removeContentTypeParser('text/plain');

  // One compact line per request, instead of pino's two.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  const apiSecurityHeaders = registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: servedOverHttps(config.PUBLIC_URL),
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie, { secret: config.SESSION_SECRET });
  // answers over 1 KiB in br or gzip (static files are compressed at build, /media never)
  await registerCompression(app);

  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  app.decorate('fastAnswers', fast);
  fast.connect({
    cookies: (cookieHeader) => (cookieHeader ? app.parseCookie(cookieHeader) : {}),
    member: (cookies) => auth.liveOf(cookies),
    memberKept: (cookies) => auth.keptOf(cookies),
    securityHeaders: apiSecurityHeaders,
    log: core.log,
  });
  // from ready to close (then Fastify answers 503)
  app.addHook('onReady', async () => fast.open(true));
  app.addHook('preClose', async () => fast.open(false));
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (closing) return reply.status(503).send({ code: 'SERVICE_UNAVAILABLE', message: 'Shutting down' });
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ code: 'SERVICE_UNAVAILABLE', message: 'Database unreachable' });
    }
  });

  await app.register(
    async (api) => {
      api.addHook('onRequest', csrfGuard(config.PUBLIC_URL));
      api.addHook('onSend', async (request, reply, payload) => {
        // a change answered here is read back at once, even before its NOTIFY arrives (PostgreSQL)
        if (request.method !== 'GET' && request.method !== 'HEAD') core.catalogueVersion.stale();
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        // every answer may differ by language, and those over 1 KiB by the coding the client accepts
        reply.header('vary', 'accept-encoding, accept-language');
        return payload;
      });
      // per-IP limits of the routes that declare one, in Redis when configured so they hold across instances
      await api.register(fastifyRateLimit, { global: false, ...rateLimitStore(core) });
      await api.register(helpRoutes({ auth }, services.help));
      await api.register(catalogueRoutes({ auth, cache, fast }, services.catalogue));
      await api.register(accountRoutes({ auth, clock: core.clock }, services.account));
      await api.register(messagingRoutes({ auth }, services.messaging));
      await api.register(oauthRoutes({ config }, services.oauth));
      await api.register(scheduleRoutes({ auth, cache, fast }, services.schedule));
      await api.register(settingsRoutes({ auth }, services.settings));
      await api.register(channelRoutes({ auth, cache, fast }, services.channels));
      await api.register(favoriteRoutes({ auth }, services.favorites));
      await api.register(reservationsRoutes({ auth }, services.reservations));
      await api.register(popupRoutes(services.popups));
      await api.register(artRoutes(services.art));
      await api.register(passesRoutes({ auth }, services.passes));
      await api.register(playbackRoutes({ auth }, services.playback));
      await api.register(billingRoutes({ auth }, services.billing));
      await api.register(chatRoutes({ auth }, services.chat));
    },
    { prefix: '/api/v2' },
  );

  await app.register(mediaRoutes(core.delivery.origin));
  // The sandbox payment provider's hosted checkout: its own HTML pages, forms and CSRF token, outside
  // the API (no JSON, no API origin guard or rate limits: a provider's pages, not ours).
  const checkoutPages = sandboxPagesRoutes(core.payments.pages, {
    publicUrl: config.PUBLIC_URL,
    clock: core.clock,
  });
  await app.register(checkoutPages, { prefix: SANDBOX_PAGES_PREFIX });
  const prerender = await loadPrerender(
    config.WEB_PRERENDER ?? join(config.WEB_DIST, '..', 'dist-ssr', 'prerender.js'),
    app,
    app.log,
    config.PRERENDER_WAIT_MS,
  );
  await registerWeb(app, config.WEB_DIST, routes, {
    realtimeUrl: realtimeUrlOf(config),
    prerender,
    sessionCookie: SESSION_COOKIE,
  });
  return app;
}
