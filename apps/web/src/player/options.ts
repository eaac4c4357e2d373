import { LIMITS, RENDITION_IDS, type RenditionId } from '@kickoff/contract';
import { readItem, writeItem } from '../core/storage.js';

/**
 * The player options kept locally (spec §3 "settings kept locally": player options, loop): volume,
 * muted, the chosen quality (`auto` lets the player adapt) and loop playback. Spec §9: volume 0.5 at
 * first.
 */
export interface PlayerOptions {
  volume: number;
  muted: boolean;
  quality: RenditionId | 'auto';
  loop: boolean;
}

export const PLAYER_OPTIONS_KEY = 'kickoff.player';

export const DEFAULT_OPTIONS: PlayerOptions = {
  volume: LIMITS.player.volume,
  muted: false,
  quality: 'auto',
  loop: false,
};

const isQuality = (v: unknown): v is PlayerOptions['quality'] =>
  v === 'auto' || (typeof v === 'string' && (RENDITION_IDS as readonly string[]).includes(v));

/** The stored options, each one falling back to its default when missing or unreadable. */
export function readPlayerOptions(): PlayerOptions {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(readItem('local', PLAYER_OPTIONS_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // unreadable: the defaults
  }
  const { volume, muted, quality, loop } = stored;
  return {
    volume:
      typeof volume === 'number' && Number.isFinite(volume) && volume >= 0 && volume <= 1
        ? volume
        : DEFAULT_OPTIONS.volume,
    muted: typeof muted === 'boolean' ? muted : DEFAULT_OPTIONS.muted,
    quality: isQuality(quality) ? quality : DEFAULT_OPTIONS.quality,
    loop: typeof loop === 'boolean' ? loop : DEFAULT_OPTIONS.loop,
  };
}

/** Keeps a change (merged into what is stored) and answers the options now kept. */
export function writePlayerOptions(change: Partial<PlayerOptions>): PlayerOptions {
  const next = { ...readPlayerOptions(), ...change };
  writeItem('local', PLAYER_OPTIONS_KEY, JSON.stringify(next));
  return next;
}
