import { describe, expect, it } from 'vitest';
import { nextInLoop } from './loop.js';

const list = [{ id: 11 }, { id: 12 }, { id: 13 }];

describe('loop playback', () => {
  it('goes on to the next VOD of the game', () => {
    expect(nextInLoop(list, 11)).toBe(12);
    expect(nextInLoop(list, 12)).toBe(13);
  });

  it('stops after the last one', () => {
    expect(nextInLoop(list, 13)).toBeNull();
    expect(nextInLoop([], 1)).toBeNull();
  });

  it('starts the list when the VOD playing is not in it', () => {
    expect(nextInLoop(list, 99)).toBe(11);
  });
});
