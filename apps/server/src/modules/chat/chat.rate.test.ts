import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.js';
import { createMemoryCounters } from '../../shared/counters.js';
import { createChatRate } from './chat.rate.js';

/** The rate limit over the shared counters, on a fixed clock moved by the test. */
describe('the chat rate limit', () => {
  const setup = () => {
    const clock = fixedClock('2026-11-23T12:00:00Z');
    return { clock, rate: createChatRate({ counters: createMemoryCounters(clock), clock }) };
  };

  it('allows 5 messages in 10 s, refuses the 6th, and blocks for 30 s from then', async () => {
    const { clock, rate } = setup();
    for (let i = 0; i < 5; i++) {
      expect(await rate.take(1)).toBeNull();
      clock.advance(1_000);
    }
    const start = clock.now().getTime();
    expect(await rate.take(1)).toEqual({ code: 'CHAT_TOO_MANY_MESSAGES', retryAt: new Date(start + 30_000) });
    clock.advance(10_000);
    expect(await rate.take(1)).toEqual({ code: 'CHAT_TOO_MANY_MESSAGES', retryAt: new Date(start + 30_000) });
    clock.advance(19_999);
    expect((await rate.take(1))?.code).toBe('CHAT_TOO_MANY_MESSAGES');
    clock.advance(1);
    expect(await rate.take(1)).toBeNull();
  });

  it('starts a new window after 10 s, and counts each member apart', async () => {
    const { clock, rate } = setup();
    for (let i = 0; i < 5; i++) expect(await rate.take(1)).toBeNull();
    expect(await rate.take(2)).toBeNull();
    clock.advance(10_000);
    for (let i = 0; i < 5; i++) expect(await rate.take(1)).toBeNull();
    expect((await rate.take(1))?.code).toBe('CHAT_TOO_MANY_MESSAGES');
  });

  it('counts two sends at once once each', async () => {
    const { rate } = setup();
    const results = await Promise.all(Array.from({ length: 8 }, () => rate.take(3)));
    expect(results.filter((r) => r === null)).toHaveLength(5);
  });
});
