import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, PLAYER_OPTIONS_KEY, readPlayerOptions, writePlayerOptions } from './options.js';

afterEach(() => localStorage.clear());

describe('player options kept locally', () => {
  it('start at volume 0.5, not muted, automatic quality, no loop', () => {
    expect(readPlayerOptions()).toEqual({ volume: 0.5, muted: false, quality: 'auto', loop: false });
    expect(DEFAULT_OPTIONS.volume).toBe(0.5);
  });

  it('keep each change and merge it into the rest', () => {
    writePlayerOptions({ volume: 0.8 });
    writePlayerOptions({ quality: '720p30', loop: true });
    expect(readPlayerOptions()).toEqual({ volume: 0.8, muted: false, quality: '720p30', loop: true });
  });

  it('fall back per option when what is stored is broken or out of range', () => {
    localStorage.setItem(
      PLAYER_OPTIONS_KEY,
      JSON.stringify({ volume: 3, muted: 'yes', quality: '4k', loop: true }),
    );
    expect(readPlayerOptions()).toEqual({ ...DEFAULT_OPTIONS, loop: true });
    localStorage.setItem(PLAYER_OPTIONS_KEY, '{not json');
    expect(readPlayerOptions()).toEqual(DEFAULT_OPTIONS);
  });
});
