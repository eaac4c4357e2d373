import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.js';
import { createMemoryCounters } from './counters.js';

describe('in-process counters', () => {
  it('count in a fixed window from the first hit, on the injected clock', async () => {
    const clock = fixedClock('2026-11-23T03:00:00Z');
    const counters = createMemoryCounters(clock);
    expect(await counters.get('k')).toBe(0);
    expect(await counters.hit('k', 1000)).toBe(1);
    clock.advance(600);
    expect(await counters.hit('k', 1000)).toBe(2);
    clock.advance(399);
    expect(await counters.get('k')).toBe(2);
    clock.advance(1);
    expect(await counters.get('k')).toBe(0);
    expect(await counters.hit('k', 1000)).toBe(1);
  });

  it('keep keys apart and reset several at once', async () => {
    const counters = createMemoryCounters(fixedClock('2026-11-23T03:00:00Z'));
    await counters.hit('a', 1000);
    await counters.hit('b', 1000);
    await counters.hit('c', 1000);
    await counters.reset('a', 'b');
    expect([await counters.get('a'), await counters.get('b'), await counters.get('c')]).toEqual([0, 0, 1]);
  });
});
