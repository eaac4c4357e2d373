import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { EventBus } from '../shared/event-bus.js';
import { type AssetResolver, cacheAssets } from './assets.js';
import { trackEndedSessions } from './ended-sessions.js';
import { createLivePackager, type OnAirFeeds } from './live-packager.js';
import { createMediaOrigin } from './origin.js';
import { createPlaybackTokens } from './playback-token.js';

/**
 * The media side of one instance (ARCHITECTURE.md "How video flows"): the playback token signer and
 * the origin that checks them, with its live packager. `resolveAsset` is the media library's answer to
 * "where is this asset's ready ladder" (the core wires the pipeline's assetState).
 */
export function createMediaServices(deps: {
  config: Pick<Config, 'SESSION_SECRET' | 'MEDIA_CACHE_MB'>;
  clock: Clock;
  log: FastifyBaseLogger;
  bus: Pick<EventBus, 'subscribe'>;
  feeds: OnAirFeeds;
  /** Where an asset's ready ladder is (the media library's assetState), or null. */
  resolveAsset: AssetResolver;
}) {
  const { config, clock, log, bus, feeds } = deps;
  const tokens = createPlaybackTokens(config.SESSION_SECRET);
  const assets = cacheAssets(deps.resolveAsset, clock);
  const origin = createMediaOrigin({
    tokens,
    ended: trackEndedSessions({ bus, clock }),
    assets,
    packager: createLivePackager({ feeds, assets, clock, log }),
    clock,
    log,
    cacheBytes: config.MEDIA_CACHE_MB * 1024 * 1024,
  });
  return { tokens, origin };
}

export { mediaFirstServer, mediaRoutes } from './origin-http.js';
