import type { Clock } from '../../clock.js';
import type { Counters } from '../../shared/counters.js';
import { CHAT_RATE, type Refusal, rateRefusal } from './chat.rules.js';

/**
 * The chat's rate limit (decisions.md: 5 messages in 10 s, then 30 s of "too many messages") on the
 * shared counters: in process, or in Redis when REDIS_URL is set, so it holds across instances and two
 * sends at once are counted once each (INCR is atomic).
 */
export function createChatRate({ counters, clock }: { counters: Counters; clock: Clock }) {
  const rateKey = (userId: number) => `chat:rate:${userId}`;
  const blockKey = (userId: number) => `chat:block:${userId}`;
  /** The end of the member's block, when one runs now. */
  const blockedUntil = async (userId: number, now: Date): Promise<Refusal | null> => {
    const blockedFor = await counters.remainingMs(blockKey(userId));
    return blockedFor > 0
      ? { code: 'CHAT_TOO_MANY_MESSAGES', retryAt: new Date(now.getTime() + blockedFor) }
      : null;
  };
  return {
    /** A block running now (checked first: a flooding member costs one lookup per message), or null. */
    blocked: (userId: number) => blockedUntil(userId, clock.now()),

    /** Counts one message of the member: null when it may go, else the refusal with the block's end. */
    async take(userId: number): Promise<Refusal | null> {
      const now = clock.now();
      const blocked = await blockedUntil(userId, now);
      if (blocked) return blocked;
      const refusal = rateRefusal(await counters.hit(rateKey(userId), CHAT_RATE.windowMs), now);
      if (refusal) {
        await counters.hit(blockKey(userId), CHAT_RATE.blockMs);
        await counters.reset(rateKey(userId));
      }
      return refusal;
    },
  };
}
export type ChatRate = ReturnType<typeof createChatRate>;
