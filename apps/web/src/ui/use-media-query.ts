import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes (window resized, reduced motion switched on).
 * Without matchMedia (old browsers, some test DOMs) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, read, () => fallback);
}

/** Spec §9: 768 px and narrower is mobile; the layer popup shows on desktop only (spec §2). */
export const DESKTOP_QUERY = '(min-width: 769px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
