import {
  type ContinueItem,
  decodeScope,
  entitlementOf,
  LIMITS,
  type Locale,
  type VodItem,
  type VodPosition,
  watchProgressOf,
} from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import { AppError } from '../../shared/app-error.js';
import type { PassService } from '../passes/index.js';
import type { PlaybackRepo } from './playback.repo.js';
import type { PositionRepo } from './positions.repo.js';

/** The catalogue's VOD items of some ids, in the member's language and score setting (any order). */
export type VodItemsOf = (ids: number[], viewer: { userId: number; locale: Locale }) => Promise<VodItem[]>;

/**
 * Continue watching: the position of each VOD is kept per member (PUT /vod/{id}/position, sent by
 * the player), offered as `resumeAt` on the next open and listed on the home rail (GET /continue).
 * Only a VOD the member plays in full keeps a position: a preview clip is not the video.
 */
export function createWatchingService({
  content,
  positions,
  passes,
  vodItems,
  clock,
}: {
  content: Pick<PlaybackRepo, 'vod'>;
  positions: Pick<PositionRepo, 'save' | 'resumable'>;
  passes: Pick<PassService, 'scopeOf'>;
  vodItems: VodItemsOf;
  clock: Clock;
}) {
  return {
    async savePosition(
      userId: number,
      vodId: number,
      body: { seconds: number; duration: number },
    ): Promise<VodPosition> {
      const vod = await content.vod(vodId);
      if (!vod) throw new AppError('VOD_NOT_FOUND', 'This video does not exist.');
      const access = await passes.scopeOf(userId);
      const decision = entitlementOf(
        { scope: decodeScope(access.scope) },
        { type: 'vod', free: vod.free, hasClip: vod.clipId !== null },
      );
      if (decision.mode !== 'full') {
        throw new AppError('PASS_REQUIRED', 'Only a video played in full keeps its position.');
      }
      const seconds = Math.min(body.seconds, body.duration);
      const { finished, resumeAt } = watchProgressOf(seconds, body.duration);
      const saved = await positions.save({
        userId,
        vodId,
        seconds,
        durationSeconds: body.duration,
        resumeAt,
        updatedAt: clock.now(),
      });
      return {
        vodId,
        seconds: saved.seconds,
        durationSeconds: saved.durationSeconds,
        finished,
        updatedAt: saved.updatedAt.toISOString(),
      };
    },

    /** GET /continue: the member's unfinished VODs, the latest watched first. */
    async continueList(viewer: { userId: number; locale: Locale }): Promise<ContinueItem[]> {
      const rows = await positions.resumable(viewer.userId, LIMITS.continueWatching.railItems);
      if (rows.length === 0) return [];
      const items = new Map(
        (
          await vodItems(
            rows.map((r) => r.vodId),
            viewer,
          )
        ).map((v) => [v.id, v]),
      );
      return rows.flatMap((row) => {
        const item = items.get(row.vodId);
        if (!item || row.resumeAt === null) return [];
        return [
          {
            ...item,
            resumeAt: row.resumeAt,
            progress: Math.min(1, row.resumeAt / row.durationSeconds),
            watchedAt: row.updatedAt.toISOString(),
          },
        ];
      });
    },
  };
}
