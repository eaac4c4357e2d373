import type { ChatMessage } from '@kickoff/contract';

/**
 * What the chat tells every instance at once (the realtime hub: in process, or Redis pub/sub when
 * REDIS_URL is set): each instance updates what it keeps of the room or the member and delivers the
 * change to its own sockets. Not the domain event bus: a message is the hot path, sent as it is,
 * without a schema check per event.
 */
export type ChatHubEvent =
  /** A message accepted (a member's, staff's or an operator notice). */
  | { t: 'message'; message: ChatMessage }
  | { t: 'deleted'; liveId: number; messageIds: string[]; by: number; at: string }
  /** An operator set the room's state. */
  | { t: 'state'; liveId: number }
  /** The member's standing changed (mute, ban, rules, pass): every instance reads it again. */
  | { t: 'standing'; userId: number }
  /** An operator replaced the member's nickname. */
  | { t: 'nickname'; userId: number; nickname: string };

/** The realtime hub as the chat sees it: it publishes, and hears every instance's events, its own included. */
export interface ChatFanout {
  /** Delivers to this instance's subscribers at once, and to every other instance's. */
  publish(event: ChatHubEvent): void;
  subscribe(handler: (event: ChatHubEvent) => void): () => void;
  /** Members connected to the room now, across instances (approximate). */
  viewers(liveId: number): Promise<number>;
}
