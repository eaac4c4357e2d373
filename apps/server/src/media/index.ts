import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { EventBus } from '../shared/event-bus.js';
import { type AssetResolver, cacheAssets } from './assets.js';
import { type LoadEndedSessions, trackEndedSessions } from './ended-sessions.js';
import { createLivePackager, type OnAirFeeds } from './live-packager.js';
import { createMediaOrigin } from './origin.js';
import { createPlaybackTokens } from './playback-token.js';

/**
 * The media side of one instance (ARCHITECTURE.md "How video flows"): the playback token signer and
 * the origin that checks them, with its live packager. `resolveAsset` is the media library's answer to
 * "where is this asset's ready ladder" (the core wires the pipeline's assetState); `endedSessions` the
 * sessions' answer to "which sessions ended since" (the core wires the session service's).
 */
export function createMediaServices(deps: {
  config: Pick<Config, 'SESSION_SECRET' | 'MEDIA_CACHE_MB'>;
  clock: Clock;
  log: FastifyBaseLogger;
  bus: Pick<EventBus, 'subscribe'>;
  feeds: OnAirFeeds;
  /** Where an asset's ready ladder is (the media library's assetState), or null. */
  resolveAsset: AssetResolver;
  /** The sessions ended since a time, read once at start (ended-sessions.ts). */
  endedSessions: LoadEndedSessions;
}) {
  const { config, clock, log, bus, feeds } = deps;
  const tokens = createPlaybackTokens(config.SESSION_SECRET);
  const assets = cacheAssets(deps.resolveAsset, clock);
  const origin = createMediaOrigin({
    tokens,
    ended: trackEndedSessions({ bus, clock, load: deps.endedSessions }),
    assets,
    packager: createLivePackager({ feeds, assets, clock, log }),
    clock,
    log,
    cacheBytes: config.MEDIA_CACHE_MB * 1024 * 1024,
  });
  return { tokens, origin };
}

export { mediaFirstServer, mediaRoutes } from './origin-http.js';
