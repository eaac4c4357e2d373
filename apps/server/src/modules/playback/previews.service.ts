import { tokyoDateString } from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import type { PreviewKey, PreviewRepo } from './previews.repo.js';

/** What plays as a timed preview (the contract's `entitlementOf`): a paid live, a channel. */
export type PreviewedType = PreviewKey['contentType'];

/**
 * Which preview a request at `now` belongs to. decisions.md gives a member without LIVE scope "a
 * 3-minute preview" of a paid live and says no more; our reading:
 * - a live: one preview per live, ever — it is one broadcast, and a second preview of the same match
 *   would be the rest of it a few minutes at a time;
 * - a channel: one preview per channel per Tokyo day (the product's "today", tokyo-time.ts) — a
 *   channel runs without end, so once ever would shut a free member out of it for good, and the
 *   schedule a member comes back for changes by the day. A preview begun before midnight ends when
 *   its 3 minutes do; the next day's begins at the first open after midnight.
 */
export function previewPeriodOf(type: PreviewedType, now: Date): string {
  return type === 'live' ? 'once' : tokyoDateString(now);
}

/**
 * The timed preview, kept by the server (not the browser): the first playable request of a member for
 * a preview records when it began; every later request — a reload, another browser, another device —
 * gets what is left of it; once it is used up, the answer says "preview ended". A member who gains the
 * scope plays in full and never comes here (the playback service asks only for `timed` decisions).
 */
export function createPreviewService({
  previews,
  clock,
}: {
  previews: Pick<PreviewRepo, 'startedAt' | 'start'>;
  clock: Clock;
}) {
  return {
    /**
     * The whole seconds left at the clock of this member's preview of this content, out of
     * `lengthSeconds`; 0 once used up. `start`: this request can play (its media is ready), so it
     * begins the preview if it has not begun; a request that cannot play yet only looks.
     */
    async secondsLeft(
      userId: number,
      content: { type: PreviewedType; id: number },
      lengthSeconds: number,
      { start }: { start: boolean },
    ): Promise<number> {
      const now = clock.now();
      const key: PreviewKey = {
        userId,
        contentType: content.type,
        contentId: content.id,
        period: previewPeriodOf(content.type, now),
      };
      const startedAt = start ? await previews.start(key, now) : await previews.startedAt(key);
      if (!startedAt) return lengthSeconds;
      const elapsed = (now.getTime() - startedAt.getTime()) / 1000;
      // never more than the whole preview (a start stamped a little ahead by another instance's clock)
      return Math.min(lengthSeconds, Math.max(0, Math.floor(lengthSeconds - elapsed)));
    },
  };
}
export type PreviewService = ReturnType<typeof createPreviewService>;
