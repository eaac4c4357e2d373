import type { ChatMessage } from '@kickoff/contract';

export interface SyncInput {
  /** The player's program date-time at the playhead (epoch ms), null when nothing plays with one. */
  programTime: number | null;
  /** "In step with the video" is on (the member's switch; on by default). */
  enabled: boolean;
  /** The member: their own messages show at once. */
  ownUserId: number | null;
}

export interface SyncResult {
  shown: ChatMessage[];
  /** Messages written at a moment the member's video has not reached yet. */
  held: number;
}

/** Compared in whole seconds, like the player reports its time (program-time.ts). */
const second = (ms: number) => Math.floor(ms / 1000);

/**
 * Chat in step with the video (issue 12): a viewer behind the live edge — a DVR rewind, a slow
 * connection — is shown a message once their picture reaches the moment it was written (`videoAt`,
 * the writer's program date-time), so chat never tells of a goal before it is seen. Shown at once:
 * the member's own messages; operator notices (words to everyone now, not about a moment of the
 * picture: their `videoAt` is the server's time, always a live latency ahead of any picture, so a
 * viewer at the live edge would have each notice held for that latency under a "the video will
 * catch up" hint); and everything when the switch is off or there is no program time (not playing,
 * a preview that ended). Pure: the player's time comes in, nothing reads a clock.
 */
export function syncMessages(messages: readonly ChatMessage[], input: SyncInput): SyncResult {
  const { programTime, enabled, ownUserId } = input;
  if (!enabled || programTime === null) return { shown: [...messages], held: 0 };
  const now = second(programTime);
  const shown: ChatMessage[] = [];
  let held = 0;
  for (const message of messages) {
    const own = ownUserId !== null && message.userId === ownUserId;
    const at = Date.parse(message.videoAt);
    if (own || message.kind === 'notice' || !Number.isFinite(at) || second(at) <= now) shown.push(message);
    else held += 1;
  }
  return { shown, held };
}

/** What the member chose not to see: blocked members' messages, and notices when hidden. */
export function filterMessages(
  messages: readonly ChatMessage[],
  options: { blocked: readonly number[]; hideNotices: boolean },
): ChatMessage[] {
  const blocked = new Set(options.blocked);
  return messages.filter(
    (m) => !(m.userId !== null && blocked.has(m.userId)) && !(options.hideNotices && m.kind === 'notice'),
  );
}
