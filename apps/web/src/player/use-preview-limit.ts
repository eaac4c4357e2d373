import { type RefObject, useEffect, useRef } from 'react';
import { addWatchedSeconds, watchedSeconds } from './preview-budget.js';
import type { HlsHost } from './use-hls-policy.js';

interface PreviewLimit {
  key: string;
  /** The preview's length; null when the content plays in full. */
  seconds: number | null;
  onEnd: () => void;
}

/** A jump in `currentTime` larger than this between two time updates is a seek, not playing time. */
const MAX_STEP_S = 2;

/**
 * Counts the seconds actually played (not seeked over) and ends a timed preview at its length: the
 * video pauses and the page shows "preview ended".
 */
export function usePreviewLimit(host: RefObject<HlsHost | null>, { key, seconds, onEnd }: PreviewLimit) {
  const end = useRef(onEnd);
  end.current = onEnd;

  useEffect(() => {
    const el = host.current as unknown as HTMLVideoElement | null;
    if (!el || seconds === null) return;
    let last: number | null = null;
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      el.pause();
      end.current();
    };
    if (watchedSeconds(key) >= seconds) {
      finish();
      return;
    }
    const onTime = () => {
      const now = el.currentTime;
      const step = last === null ? 0 : now - last;
      last = now;
      if (el.paused || step <= 0 || step > MAX_STEP_S) return;
      if (addWatchedSeconds(key, step) >= seconds) finish();
    };
    const onSeek = () => {
      last = null;
    };
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('seeking', onSeek);
    el.addEventListener('play', finishIfSpent);
    function finishIfSpent() {
      if (seconds !== null && watchedSeconds(key) >= seconds) finish();
    }
    return () => {
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('seeking', onSeek);
      el.removeEventListener('play', finishIfSpent);
    };
  }, [host, key, seconds]);
}
