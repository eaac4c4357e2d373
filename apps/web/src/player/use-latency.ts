import { type RefObject, useEffect, useState } from 'react';
import type { HlsHost } from './use-hls-policy.js';

/**
 * How far behind the live edge the picture is, in seconds (hls.js's estimate), read every second
 * while a live plays; null for a VOD or before it is known.
 */
export function useLatency(host: RefObject<HlsHost | null>, live: boolean): number | null {
  const [latency, setLatency] = useState<number | null>(null);
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      const value = host.current?.api?.latency;
      setLatency(typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);
    }, 1_000);
    return () => clearInterval(timer);
  }, [host, live]);
  return live ? latency : null;
}
