import { useSyncExternalStore } from 'react';

/**
 * The program date-time at the playhead of the player on screen (hls.js's `playingDate`: the live
 * playlists carry EXT-X-PROGRAM-DATE-TIME), in epoch milliseconds, or null when nothing plays with one
 * (no player, a VOD, the preview ended). The player writes it on `timeupdate`, whole seconds only, so a
 * reader re-renders at most once a second and the player never re-renders for it. The live chat reads
 * it to keep messages in step with the picture.
 */
let value: number | null = null;
const listeners = new Set<() => void>();

export const programTime = {
  get: (): number | null => value,
  /** Whole seconds: readers wake once a second at most. */
  set(next: number | null): void {
    const rounded = next === null || !Number.isFinite(next) ? null : Math.floor(next / 1000) * 1000;
    if (rounded === value) return;
    value = rounded;
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The player's program date-time (epoch ms, whole seconds), followed; null without one. */
export function useProgramTime(): number | null {
  return useSyncExternalStore(programTime.subscribe, programTime.get, programTime.get);
}
