import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { PlaybackTokens } from '../../media/playback-token.js';
import type { PassService } from '../passes/index.js';
import type { MediaAssets } from './media-assets.js';
import { createPlaybackRepo } from './playback.repo.js';
import { createPlaybackService } from './playback.service.js';
import { createPositionRepo } from './positions.repo.js';
import { createPreviewRepo } from './previews.repo.js';
import { createPreviewService } from './previews.service.js';
import { createWatchingService, type VodItemsOf } from './watching.service.js';

/**
 * Playback (spec §3 video info, §4, §7): what a member may play and the signed URL to play it, and
 * continue watching. `media` is the media pipeline's asset state; `vodItems` the catalogue's VOD items.
 */
export function createPlaybackServices({
  db,
  clock,
  tokens,
  passes,
  media,
  vodItems,
}: {
  db: Database;
  clock: Clock;
  /** The signer the media origin checks against (the core's one). */
  tokens: PlaybackTokens;
  passes: Pick<PassService, 'scopeOf'>;
  media: MediaAssets;
  vodItems: VodItemsOf;
}) {
  const content = createPlaybackRepo(db);
  const positions = createPositionRepo(db);
  return {
    playback: createPlaybackService({
      content,
      positions,
      passes,
      previews: createPreviewService({ previews: createPreviewRepo(db), clock }),
      media,
      tokens,
      clock,
    }),
    watching: createWatchingService({ content, positions, passes, vodItems, clock }),
  };
}
export type PlaybackServices = ReturnType<typeof createPlaybackServices>;
