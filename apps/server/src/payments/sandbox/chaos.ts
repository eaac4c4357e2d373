/**
 * How the sandbox delivers webhooks unreliably on purpose, as real providers do: some events twice,
 * and each delivery a little late (config SANDBOX_WEBHOOK_DUPLICATE_RATE, SANDBOX_WEBHOOK_MAX_DELAY_MS).
 * Billing must settle an order exactly once whatever arrives, in whatever order.
 */
export interface WebhookChaos {
  /** The share of events delivered twice, 0–1. */
  duplicateRate: number;
  /** The longest random delay before a delivery, ms. */
  maxDelayMs: number;
}

/** A random number in [0, 1): Math.random, or a fixed sequence in tests. */
export type RandomSource = () => number;

/**
 * The deliveries of one event: the delay of each copy after the event, in ms. One copy, or two when
 * the dice say so; each copy gets its own delay in [0, maxDelayMs], so a duplicate may even come first.
 */
export function planDeliveries(chaos: WebhookChaos, random: RandomSource): number[] {
  const delay = () => Math.floor(random() * (chaos.maxDelayMs + 1));
  const first = delay();
  if (!(random() < chaos.duplicateRate)) return [first];
  return [first, delay()];
}

/** A seeded random source (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
