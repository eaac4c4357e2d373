/**
 * The player's one recovery policy (issue: "fatal network error → retry then reload, media error →
 * recover, 403 → refresh the signed URL once, then the error screen"). A pure state machine: the
 * player feeds it hls.js's fatal errors and does what it answers, so the policy is tested without a
 * browser. A stretch of good playback (`onProgress`) forgives earlier network and media errors.
 */

/** A fatal error as the player sees it (hls.js `ErrorData` reduced to what the policy reads). */
export interface PlaybackFailure {
  kind: 'network' | 'media' | 'other';
  /** The HTTP status of a failed playlist or segment request, when there was one. */
  status?: number;
}

export type RecoveryAction =
  /** Start loading again where it stopped (hls.js `startLoad`). */
  | { do: 'retry'; delayMs: number }
  /** Load the source again from scratch (a new hls.js instance on the same URL). */
  | { do: 'reload' }
  /** Recover the media element's decoder (hls.js `recoverMediaError`). */
  | { do: 'recover-media' }
  /** Ask the API for fresh playback data (a new signed URL), then reload with it. */
  | { do: 'refresh-url' }
  /** Give up: show the error screen ("the video cannot be played"). */
  | { do: 'fail'; reason: 'network' | 'media' | 'forbidden' | 'other' };

export const RECOVERY = {
  /** Network retries before a reload, and their back-off. */
  retries: 3,
  retryDelayMs: [1_000, 2_000, 4_000] as const,
  /** Reloads after the retries ran out, before giving up. */
  reloads: 1,
  /** Media recoveries before giving up. */
  mediaRecoveries: 2,
  /** URL refreshes after a 403, before giving up. */
  refreshes: 1,
};

export interface Recovery {
  next(failure: PlaybackFailure): RecoveryAction;
  /** Playback advanced: the network and media budgets start again (the URL refresh does not). */
  onProgress(): void;
}

export function createRecovery(): Recovery {
  let retries = 0;
  let reloads = 0;
  let mediaRecoveries = 0;
  let refreshes = 0;

  return {
    next(failure) {
      if (failure.status === 401 || failure.status === 403) {
        if (refreshes < RECOVERY.refreshes) {
          refreshes += 1;
          return { do: 'refresh-url' };
        }
        return { do: 'fail', reason: 'forbidden' };
      }
      if (failure.kind === 'network') {
        if (retries < RECOVERY.retries) {
          const delayMs = RECOVERY.retryDelayMs[retries] ?? RECOVERY.retryDelayMs.at(-1) ?? 1_000;
          retries += 1;
          return { do: 'retry', delayMs };
        }
        if (reloads < RECOVERY.reloads) {
          reloads += 1;
          retries = 0;
          return { do: 'reload' };
        }
        return { do: 'fail', reason: 'network' };
      }
      if (failure.kind === 'media') {
        if (mediaRecoveries < RECOVERY.mediaRecoveries) {
          mediaRecoveries += 1;
          return { do: 'recover-media' };
        }
        return { do: 'fail', reason: 'media' };
      }
      return { do: 'fail', reason: 'other' };
    },
    onProgress() {
      retries = 0;
      reloads = 0;
      mediaRecoveries = 0;
    },
  };
}
