import Fastify, { type FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createMediaServices } from './media/index.js';
import { ladderDir } from './media/library.js';
import { createMediaLibrary } from './media/media.service.js';
import { createAccountServices, createAuth, createSessions } from './modules/account/index.js';
import { createArtServices } from './modules/art/index.js';
import { createBillingServices, type Faults } from './modules/billing/index.js';
import { createCatalogueServices } from './modules/catalogue/index.js';
import { createChannelsServices, createOnAirFeeds } from './modules/channels/index.js';
import { createChatServices } from './modules/chat/index.js';
import { createFavoritesServices } from './modules/favorites/index.js';
import { createHelpServices } from './modules/help/index.js';
import { createMessagingServices } from './modules/messaging/index.js';
import { createOAuthServices } from './modules/oauth/index.js';
import { createPassesServices } from './modules/passes/index.js';
import { createPlaybackServices, type MediaAssets } from './modules/playback/index.js';
import { createPopupsServices } from './modules/popups/index.js';
import {
  createReservationsServices,
  createWebPushSender,
  type PushSender,
} from './modules/reservations/index.js';
import { createScheduleServices } from './modules/schedule/index.js';
import { createSettingsServices } from './modules/settings/index.js';
import type { PaymentProvider } from './payments/provider.js';
import { createSandboxPayments, type RandomSource } from './payments/sandbox/index.js';
import { createMemoryHub, createRedisHub } from './realtime/hub.js';
import { createCatalogueVersion } from './shared/catalogue-version.js';
import { createMemoryCounters, createRedisCounters } from './shared/counters.js';
import { createMemoryBus, createRedisBus } from './shared/event-bus.js';
import { createReadCache } from './shared/read-cache.js';

export interface CoreOptions {
  /** The database, opened (and migrated) by the caller, who also closes it. */
  database: DatabaseHandle;
  /** Time for every rule; tests hand in a fixed clock. */
  clock?: Clock;
  /** Where everything logs; by default one logger at config.LOG_LEVEL (the HTTP app logs through it too). */
  log?: FastifyBaseLogger;
  /** The Web Push sender of the reservation alerts; by default Web Push with the VAPID keys of the config. */
  pushSender?: PushSender;
  /**
   * What the media pipeline says of each asset (ready, preparing, failed, missing); by default the
   * core's media library (`media.assetState`). Tests hand in assets held in memory.
   */
  mediaAssets?: MediaAssets;
  /** The dice of the sandbox payment provider's webhook chaos (duplicates, delays); by default Math.random. */
  paymentsRandom?: RandomSource;
  /**
   * The provider billing charges through instead of the sandbox's: tests that need one they steer
   * (down, declining) hand in a stand-in. By default `payments.provider`.
   */
  paymentProvider?: PaymentProvider;
  /** Named points where a settlement may be stopped (the kill -9 test); nothing by default. */
  faults?: Faults;
}

/** The process's logger: pino, made as Fastify makes it (the server declares no logger package of its own). */
const createLogger = (level: Config['LOG_LEVEL']): FastifyBaseLogger => Fastify({ logger: { level } }).log;

/**
 * The composition root: every connection and service of one instance, built once. The HTTP app
 * (app.ts), the background jobs and whatever else runs in the process (the socket server, the media
 * origin) take what they need from it, so a session ended through one of them is ended for all, and
 * an event published on the bus reaches every instance.
 */
export function createCore(config: Config, options: CoreOptions) {
  const { database, clock = systemClock } = options;
  const log = options.log ?? createLogger(config.LOG_LEVEL);
  const db = database.db;

  // Shared state across instances (counters, rate limits, events) lives in Redis when REDIS_URL is set.
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  redis?.on('error', (error) => log.warn({ err: error }, 'Redis connection problem'));
  /** Short-lived shared counters (login lock): in process, or Redis when REDIS_URL is set. */
  const counters = redis ? createRedisCounters(redis, config.REDIS_KEY_PREFIX) : createMemoryCounters(clock);
  /** Domain events delivered to every instance: in process, or Redis pub/sub when REDIS_URL is set. */
  const bus = redis ? createRedisBus(redis, config.REDIS_KEY_PREFIX, log) : createMemoryBus(log);
  /** The chat's changes and rooms' presence across instances (realtime/hub.ts): Redis pub/sub when configured. */
  const hub = redis ? createRedisHub(redis, config.REDIS_KEY_PREFIX, log) : createMemoryHub(log);
  /** The answers shared by every member who asks alike, kept until the catalogue changes. */
  /** The catalogue version in memory, raised by the NOTIFY of every catalogue commit. */
  const catalogueVersion = createCatalogueVersion({ database, bus, clock });
  const readCache = createReadCache({
    version: catalogueVersion.current,
    versionKept: catalogueVersion.kept,
    clock,
  });

  const messaging = createMessagingServices({ db, clock, config, log });
  const sessions = createSessions({ db, clock, bus });
  /** Passes held: the scope of every session and playback decision, read at the clock. */
  const passes = createPassesServices({ db, clock, bus });
  /** Who is calling: `auth.member(request)`, `auth.self(request, userId)`, `auth.login(...)`. */
  const auth = createAuth({ sessions, config, passes });
  const settings = createSettingsServices({ db, clock, bus });
  const favorites = createFavoritesServices({ db });
  const schedule = createScheduleServices({
    db,
    clock,
    scores: settings.scores,
    favorites: favorites.favorites,
  });
  const pushSender =
    options.pushSender ??
    createWebPushSender({
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: config.VAPID_SUBJECT,
    });

  const catalogue = createCatalogueServices({ db, clock, scores: settings.scores });

  /** The media library: which asset is which part of which ladder, and whether it is ready to play. */
  const media = createMediaLibrary({ db, clock, bus, mediaDir: config.MEDIA_DIR, log });
  /**
   * Playback tokens and the media origin with its live packager (/media), serving the ladders the
   * media library says are ready.
   */
  const delivery = createMediaServices({
    config,
    clock,
    log,
    bus,
    feeds: createOnAirFeeds(db),
    resolveAsset: async (assetId) => {
      const asset = await media.assetState(assetId);
      if (asset.state !== 'ready') return null;
      return {
        ladderDir: ladderDir(config.MEDIA_DIR, asset.ladderId),
        partDir: asset.dir,
        part: asset.part,
        manifest: asset.manifest,
      };
    },
    endedSessions: (since) => sessions.endedSince(since),
  });

  /**
   * Payments: the provider billing charges through (`payments.provider`, a `PaymentProvider`) — the
   * built-in sandbox, whose hosted pages the app serves (`payments.pages`) and whose webhook deliveries
   * and session expiry run with the jobs (`payments.webhooks`, jobs/sandbox-payments.ts).
   */
  const payments = createSandboxPayments({ db, clock, config, random: options.paymentsRandom });
  const account = createAccountServices({
    db,
    clock,
    config,
    counters,
    mailer: messaging.mailer,
    outbox: messaging.outbox,
    sessions,
    passes,
    bus,
  });

  /** Live chat: the members' side and the operators' moderation, on the realtime hub. */
  const chat = createChatServices({ db, clock, counters, bus, passes, fanout: hub, log });

  const services = {
    account,
    chat,
    oauth: createOAuthServices({ db, clock, config }),
    messaging,
    help: createHelpServices({ db, clock }),
    art: createArtServices({ db }),
    catalogue,
    settings,
    schedule,
    channels: createChannelsServices({ db, clock, scores: settings.scores, games: schedule.games }),
    favorites,
    reservations: createReservationsServices({
      db,
      clock,
      vapidPublicKey: config.VAPID_PUBLIC_KEY,
      sender: pushSender,
    }),
    popups: createPopupsServices({ db, clock }),
    passes,
    playback: createPlaybackServices({
      db,
      clock,
      tokens: delivery.tokens,
      passes,
      media: options.mediaAssets ?? { stateOf: (assetId) => media.assetState(assetId) },
      vodItems: catalogue.vods.items,
    }),
    billing: createBillingServices({
      db,
      clock,
      bus,
      // billing reaches the provider only through its interface (payments/provider.ts)
      provider: options.paymentProvider ?? payments.provider,
      passes,
      codes: account.codes,
      publicUrl: config.PUBLIC_URL,
      log,
      faults: options.faults,
    }),
  };

  return {
    config,
    database,
    db,
    clock,
    log,
    /** The Redis connection when REDIS_URL is set (rate limits across instances), else null. */
    redis,
    counters,
    bus,
    /** The realtime hub: the chat's changes delivered to every instance (the socket server listens). */
    hub,
    readCache,
    catalogueVersion,
    /** E-mail and SMS, always recorded in the outbox; e-mail through SMTP when SMTP_URL is set. */
    mailer: messaging.mailer,
    sessions,
    auth,
    services,
    media,
    delivery,
    payments,
    /** Closes what the core opened: the bus, Redis and the SMTP transport (not the caller's database). */
    async close(): Promise<void> {
      delivery.origin.close();
      media.close();
      // the chat's messages still waiting are written before the database goes
      await chat.close();
      await hub.close();
      sessions.close();
      await catalogueVersion.close();
      await bus.close();
      messaging.mailer.close();
      await redis?.quit();
    },
  };
}
export type Core = ReturnType<typeof createCore>;
