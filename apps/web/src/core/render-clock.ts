import { useEffect, useReducer, useSyncExternalStore } from 'react';

/**
 * The clock a page is drawn with. The server draws a page at one instant (prerender.tsx); the app's
 * render that takes it over (app/hydrate.tsx) must draw exactly the same, or React throws the drawn page
 * away and draws it again: the EPG's now line shows the minute, a game turns live at its kick-off, a day
 * ends at midnight, and a phone's clock is seldom the server's. So the server draws at the instant it
 * pins here and sends it with the page; the renders that take the page over (each part of it, as React
 * reaches it: the screens hydrate after the shell) read that instant, every other render the device's
 * clock.
 */
let drawnAt: number | null = null;
let takenOverAt: number | null = null;

/** On the server, for the time of a render: the instant it draws the page at (then null again). */
export function pinDrawnAt(at: number | null): void {
  drawnAt = at;
}

/** In the browser, before the app takes a drawn page over: the instant the server drew it at. */
export function takeOverDrawnAt(at: number): void {
  takenOverAt = at;
}

/** Now, for code outside a component that runs while the server draws (a prefetch naming today). */
export function drawnNow(): Date {
  return new Date(drawnAt ?? Date.now());
}

const noChange = () => () => {};

/**
 * Now in epoch ms, for a component's render: the drawn instant in the render that takes a drawn page
 * over (React asks the "server" side of the store then), the device's clock in every other render;
 * a part taken over draws again at once with the device's. With `tickMs` the component also draws again
 * every `tickMs`, so what depends on the time (a now line, an on-air highlight) moves on its own while
 * the page stays open.
 */
export function useNow(tickMs?: number): number {
  const drawing = useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );
  const [, tick] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (tickMs === undefined) return;
    const id = setInterval(tick, tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return (drawing ? (drawnAt ?? takenOverAt) : null) ?? Date.now();
}
