import { eq } from 'drizzle-orm';
import { chatForbiddenWords, lives } from '../db/schema/index.js';
import type { SeedContext } from './seed-context.js';

/**
 * The chat's demo words a message may not hold (README "Live chat"): any of them, in any case or
 * width, refuses a message with CHAT_FORBIDDEN_WORD.
 */
export const DEMO_FORBIDDEN_WORDS = ['badword', 'ばかやろう', '바보야'];

/**
 * The demo's chat: its forbidden words, and no chat on rebroadcasts (broadcast type 300), so the
 * "no chat for this content" state can be seen on the day's replays.
 */
export async function seedChat({ db }: SeedContext): Promise<string> {
  await db
    .insert(chatForbiddenWords)
    .values(DEMO_FORBIDDEN_WORDS.map((word) => ({ word })))
    .onConflictDoNothing();
  const off = await db
    .update(lives)
    .set({ chat: false })
    .where(eq(lives.broadcastType, 300))
    .returning({ id: lives.id });
  return `${DEMO_FORBIDDEN_WORDS.length} forbidden words, ${off.length} rebroadcasts without chat`;
}
