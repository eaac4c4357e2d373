import { type RefObject, useEffect, useRef } from 'react';
import type { HlsHost } from './use-hls-policy.js';

interface PreviewLimit {
  /** What is left of the timed preview, as the server last answered; null when the content plays in full. */
  seconds: number | null;
  onEnd: () => void;
}

/**
 * Ends a timed preview when its time is up: the video pauses and the page shows "preview ended".
 * The server is the authority: it keeps when the member's preview began (their first open, on any
 * device) and answers what is left of it (`previewSeconds`), counted in wall-clock time, and signs the
 * URL to last no longer (and a margin). The player counts the same way from each answer — a pause does
 * not stop the clock, and a reload does not restart it, the server's answer already being shorter. A
 * fresh answer (the signed URL's refresh) can bring the end nearer, never push it back.
 */
export function usePreviewLimit(host: RefObject<HlsHost | null>, { seconds, onEnd }: PreviewLimit) {
  const end = useRef(onEnd);
  end.current = onEnd;
  /** When the preview ends (`Date.now()` time): the earliest end of every answer so far. */
  const endsAt = useRef<number | null>(null);

  useEffect(() => {
    const el = host.current as unknown as HTMLVideoElement | null;
    if (!el || seconds === null) return;
    const answered = Date.now() + seconds * 1000;
    const deadline = endsAt.current === null ? answered : Math.min(endsAt.current, answered);
    endsAt.current = deadline;
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      el.pause();
      end.current();
    };
    const check = () => {
      if (Date.now() >= deadline) finish();
    };
    const timer = setTimeout(finish, Math.max(0, deadline - Date.now()));
    // a timer may fire late (a tab in the background, a sleeping laptop): the video's events check too
    el.addEventListener('timeupdate', check);
    el.addEventListener('play', check);
    return () => {
      clearTimeout(timer);
      el.removeEventListener('timeupdate', check);
      el.removeEventListener('play', check);
    };
  }, [host, seconds]);
}
