import { LIMITS, type RenditionId } from '@kickoff/contract';
import type { LadderManifest, LadderPart } from '../../media/library.js';

/**
 * What the media pipeline says of one asset (a `video_id` or `clip_id` of the catalogue), the part of
 * the pipeline's answer playback reads:
 * - `ready`: playable: the asset is the `part` (full, or the preview) of a ladder whose `manifest`
 *   says which renditions were encoded and how long each part is;
 * - `preparing`: being encoded, `progress` 0–1 (the player shows "being prepared" and asks again);
 * - `failed`: the encoding failed; `missing`: the pipeline knows no such asset.
 */
export type AssetState =
  | {
      state: 'ready';
      part: LadderPart;
      manifest: Pick<LadderManifest, 'renditions' | 'durationSeconds' | 'previewSeconds'>;
    }
  | { state: 'preparing'; progress: number }
  | { state: 'failed' }
  | { state: 'missing' };

/** The seconds a ready asset plays: its ladder's full length, or the preview's. */
export const secondsOf = (asset: Extract<AssetState, { state: 'ready' }>): number =>
  asset.part === 'preview' ? asset.manifest.previewSeconds : asset.manifest.durationSeconds;

/**
 * The one thing playback asks of the media pipeline. The pipeline's core service `assetState(assetId)`
 * answers it; the core hands it in (`CoreOptions.mediaAssets`), so wiring the pipeline is one line.
 */
export interface MediaAssets {
  stateOf(assetId: string): Promise<AssetState>;
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

/** A ready asset: the full part of a ladder of these renditions and `seconds` (tests and stand-ins). */
export const readyAsset = (renditions: readonly RenditionId[], seconds: number): AssetState => ({
  state: 'ready',
  part: 'full',
  manifest: {
    renditions: [...renditions],
    durationSeconds: seconds,
    previewSeconds: Math.min(LIMITS.vodPreviewSeconds, seconds),
  },
});
