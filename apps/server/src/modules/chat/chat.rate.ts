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
  return {
    /** Counts one message of the member: null when it may go, else the refusal with the block's end. */
    async take(userId: number): Promise<Refusal | null> {
      const now = clock.now();
      const blockedFor = await counters.remainingMs(blockKey(userId));
      if (blockedFor > 0) {
        return { code: 'CHAT_TOO_MANY_MESSAGES', retryAt: new Date(now.getTime() + blockedFor) };
      }
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
