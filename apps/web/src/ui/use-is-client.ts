import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server (the prerender: src/prerender.tsx) and while the browser hydrates its markup,
 * true from the render after: for what only the browser can draw (a portal into document.body), so
 * hydration finds what the server drew.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
