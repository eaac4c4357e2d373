import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { csrfGuard } from './http/csrf.js';
import { registerErrorHandler } from './http/error-handler.js';
import { servedOverHttps } from './http/https.js';
import { registerLocale } from './http/locale.js';
import { registerWeb } from './http/web.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { type Auth, createAuth } from './modules/account/auth.js';
import { createSessionRepo } from './modules/account/session.repo.js';
import { createSessionService, type SessionService } from './modules/account/session.service.js';
import { artRoutes } from './modules/art/art.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { helpRoutes } from './modules/help/help.routes.js';
import { createMailer, type Mailer } from './modules/messaging/mailer.js';
import { messagingRoutes } from './modules/messaging/messaging.routes.js';
import { createOutboxRepo } from './modules/messaging/outbox.repo.js';
import { oauthRoutes } from './modules/oauth/oauth.routes.js';
import { scheduleRoutes } from './modules/schedule/schedule.routes.js';
import { type Counters, createMemoryCounters, createRedisCounters } from './shared/counters.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
}

/** Builds the whole HTTP app from its dependencies; main.ts and the tests both call this. */
export async function buildApp({ config, database, clock = systemClock }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // one compact line per request (the onResponse hook below) instead of fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
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

  await app.register(fastifyHelmet, {
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

  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
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

  const db = database.db;
  const sessions = createSessionService({ db, repo: createSessionRepo(db), clock });
  // Shared state across instances (counters, rate limits) lives in Redis when REDIS_URL is set.
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'Redis connection problem'));
  const counters = redis ? createRedisCounters(redis, config.REDIS_KEY_PREFIX) : createMemoryCounters(clock);
  const mailer = createMailer({ repo: createOutboxRepo(db), clock, config, log: app.log });
  app.addHook('onClose', async () => {
    mailer.close();
    await redis?.quit();
  });
  const deps: ModuleDeps = {
    db,
    clock,
    config,
    auth: createAuth({ sessions, config }),
    sessions,
    counters,
    mailer,
    redis,
  };
  await app.register(
    async (api) => {
      api.addHook('onRequest', csrfGuard(config.PUBLIC_URL));
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        reply.header('vary', 'Accept-Language');
        return payload;
      });
      await api.register(helpRoutes(deps));
      await api.register(catalogueRoutes(deps));
      await api.register(accountRoutes(deps));
      await api.register(messagingRoutes(deps));
      await api.register(oauthRoutes(deps));
      await api.register(scheduleRoutes(deps));
      await api.register(artRoutes(deps));
    },
    { prefix: '/api/v2' },
  );

  await registerWeb(app, config.WEB_DIST);
  return app;
}

/** What every domain module is built from (services take the narrow parts they need). */
export interface ModuleDeps {
  db: DatabaseHandle['db'];
  clock: Clock;
  config: Config;
  /** Who is calling: `auth.member(request)`, `auth.self(request, userId)`, `auth.login(...)`. */
  auth: Auth;
  sessions: SessionService;
  /** Short-lived shared counters (login lock): in process, or Redis when REDIS_URL is set. */
  counters: Counters;
  /** E-mail and SMS, always recorded in the outbox; e-mail through SMTP when SMTP_URL is set. */
  mailer: Mailer;
  /** The Redis connection when REDIS_URL is set (rate limits across instances), else null. */
  redis: Redis | null;
}
