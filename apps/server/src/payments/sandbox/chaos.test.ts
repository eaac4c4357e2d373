import { describe, expect, it } from 'vitest';
import { planDeliveries, seededRandom } from './chaos.js';
import { GIVE_UP_AFTER_MS, retryDelayMs } from './webhook-deliverer.js';

/** A random source answering the given numbers in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => {
    const value = values[i++];
    if (value === undefined) throw new Error('the sequence ran out');
    return value;
  };
};

describe('the webhook chaos policy', () => {
  it('delivers once and at once when the chaos is off', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 100; i++) {
      expect(planDeliveries({ duplicateRate: 0, maxDelayMs: 0 }, random)).toEqual([0]);
    }
  });

  it('delivers every event twice at a rate of 1', () => {
    const random = seededRandom(2);
    for (let i = 0; i < 100; i++) {
      expect(planDeliveries({ duplicateRate: 1, maxDelayMs: 0 }, random)).toEqual([0, 0]);
    }
  });

  it('reads the dice it is handed: a delay from the first, a duplicate from the second', () => {
    const chaos = { duplicateRate: 0.2, maxDelayMs: 3000 };
    // 0.5 → 1500 ms late; 0.1 < 0.2 → a duplicate, 0.999… → 3000 ms late
    expect(planDeliveries(chaos, sequence(0.5, 0.1, 0.9999))).toEqual([1500, 3000]);
    // 0 → at once; 0.2 is not below the rate → once
    expect(planDeliveries(chaos, sequence(0, 0.2))).toEqual([0]);
  });

  it('duplicates about the configured share, each delay within [0, max]', () => {
    const random = seededRandom(20_261_123);
    const chaos = { duplicateRate: 0.2, maxDelayMs: 3000 };
    let twice = 0;
    const delays: number[] = [];
    for (let i = 0; i < 10_000; i++) {
      const plan = planDeliveries(chaos, random);
      if (plan.length === 2) twice++;
      delays.push(...plan);
    }
    expect(twice / 10_000).toBeGreaterThan(0.18);
    expect(twice / 10_000).toBeLessThan(0.22);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThanOrEqual(3000);
    // late on the whole: half the deliveries wait over 1.5 s
    expect(delays.filter((d) => d > 1500).length / delays.length).toBeGreaterThan(0.45);
  });

  it('gives the same plan for the same seed', () => {
    const chaos = { duplicateRate: 0.5, maxDelayMs: 1000 };
    const plans = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => planDeliveries(chaos, random));
    };
    expect(plans(7)).toEqual(plans(7));
    expect(plans(7)).not.toEqual(plans(8));
  });
});

describe('the retry backoff', () => {
  it('waits 10 s after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4, 5, 9, 10, 11, 30].map((n) => retryDelayMs(n) / 1000)).toEqual([
      10, 20, 40, 80, 160, 2560, 3600, 3600, 3600,
    ]);
  });

  it('keeps trying for a day: some 30 attempts before it gives up', () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed <= GIVE_UP_AFTER_MS) {
      attempts++;
      elapsed += retryDelayMs(attempts);
    }
    expect(attempts).toBeGreaterThan(25);
    expect(attempts).toBeLessThan(40);
  });
});
