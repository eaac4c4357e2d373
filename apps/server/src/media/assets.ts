import type { Clock } from '../clock.js';
import type { LadderManifest, LadderPart } from './library.js';

/** A playable asset: one part of one complete ladder on disk (library.ts). */
export interface ResolvedAsset {
  /** MEDIA_DIR/ladders/<ladderId>: poster.jpg, thumbs.jpg, thumbs.vtt. */
  ladderDir: string;
  /** The part's directory: master.m3u8 and one folder per rendition. */
  partDir: string;
  part: LadderPart;
  manifest: LadderManifest;
}

/**
 * The one thing the origin asks the media library: where an asset's ready ladder is, or null while it
 * is missing, preparing or failed. The pipeline's `assetState(assetId)` answers this (core.ts).
 */
export type AssetResolver = (assetId: string) => Promise<ResolvedAsset | null>;

/** A ladder never changes once complete; an asset not ready is asked about again after this. */
const NOT_READY_MS = 5_000;
const MAX_HELD = 10_000;

export interface AssetCache {
  /** The asset if known ready: the hot path, synchronous. */
  peek(assetId: string): ResolvedAsset | undefined;
  get(assetId: string): Promise<ResolvedAsset | null>;
}

/** Remembers what the resolver answered: ready assets for good, the others for a few seconds. */
export function cacheAssets(resolve: AssetResolver, clock: Clock): AssetCache {
  const ready = new Map<string, ResolvedAsset>();
  const notReadyUntil = new Map<string, number>();
  const asking = new Map<string, Promise<ResolvedAsset | null>>();

  const ask = async (assetId: string) => {
    const asset = await resolve(assetId);
    if (asset) {
      if (ready.size >= MAX_HELD) ready.delete(ready.keys().next().value as string);
      ready.set(assetId, asset);
      notReadyUntil.delete(assetId);
    } else {
      if (notReadyUntil.size >= MAX_HELD) notReadyUntil.clear();
      notReadyUntil.set(assetId, clock.now().getTime() + NOT_READY_MS);
    }
    return asset;
  };

  return {
    peek: (assetId) => ready.get(assetId),
    async get(assetId) {
      const known = ready.get(assetId);
      if (known) return known;
      if ((notReadyUntil.get(assetId) ?? 0) > clock.now().getTime()) return null;
      let pending = asking.get(assetId);
      if (!pending) {
        pending = ask(assetId).finally(() => asking.delete(assetId));
        asking.set(assetId, pending);
      }
      return pending;
    },
  };
}
