import type { RenditionId } from '@kickoff/contract';
import { type LadderManifest, readLadderManifest } from '../../media/library.js';

/**
 * What the media pipeline says of one asset (a `video_id` or `clip_id` of the catalogue):
 * - `ready`: playable; `manifest` holds what this asset plays — its renditions (the ladder rungs
 *   encoded) and its own length in seconds (a preview clip's, for a clip);
 * - `preparing`: being encoded, `progress` 0–1 (the player shows "being prepared" and asks again);
 * - `failed`: the encoding failed; `missing`: the pipeline knows no such asset.
 */
export type AssetState =
  | { state: 'ready'; manifest: Pick<LadderManifest, 'renditions' | 'durationSeconds'> }
  | { state: 'preparing'; progress: number }
  | { state: 'failed' }
  | { state: 'missing' };

/**
 * The one thing playback asks of the media pipeline. The pipeline's core service `assetState(assetId)`
 * answers it; the core hands it in (`CoreOptions.mediaAssets`), so wiring the pipeline is one line.
 */
export interface MediaAssets {
  stateOf(assetId: string): Promise<AssetState>;
}

/**
 * Until the pipeline is wired: an asset is the full part of the ladder of the same name in MEDIA_DIR
 * (media/library.ts), ready once its manifest is there, missing otherwise.
 */
export function ladderAssets(mediaDir: string): MediaAssets {
  return {
    async stateOf(assetId) {
      const manifest = await readLadderManifest(mediaDir, assetId);
      return manifest ? { state: 'ready', manifest } : { state: 'missing' };
    },
  };
}

/** Assets held in memory, for tests: each unknown asset is `missing` unless a default is given. */
export function memoryAssets(
  states: Record<string, AssetState> = {},
  fallback: AssetState = { state: 'missing' },
): MediaAssets & { set(assetId: string, state: AssetState): void } {
  const known = new Map(Object.entries(states));
  return {
    async stateOf(assetId) {
      return known.get(assetId) ?? fallback;
    },
    set(assetId, state) {
      known.set(assetId, state);
    },
  };
}

/** A ready asset of these renditions and length (tests and stand-ins). */
export const readyAsset = (renditions: readonly RenditionId[], durationSeconds: number): AssetState => ({
  state: 'ready',
  manifest: { renditions: [...renditions], durationSeconds },
});
