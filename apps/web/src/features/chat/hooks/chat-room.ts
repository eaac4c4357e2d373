import type { ChatInfo, ChatMessage, ChatState } from '@kickoff/contract';

/** The most messages a room keeps on screen (the join brings the last 50; older ones fall off the top). */
export const ROOM_MESSAGES_MAX = 200;

/** One live's room as this client knows it: filled by the join answer, then by the room's frames. */
export interface RoomState {
  /** The join answer came (history and info are in). */
  joined: boolean;
  info: ChatInfo | null;
  /** The room's state (the join's info, then cmd 114); null before either. */
  state: ChatState | null;
  /** Oldest first. */
  messages: readonly ChatMessage[];
}

export type RoomAction =
  | { type: 'joined'; info: ChatInfo; history: readonly ChatMessage[] }
  | { type: 'message'; message: ChatMessage }
  | { type: 'deleted'; ids: readonly string[] }
  | { type: 'state'; state: ChatState }
  | { type: 'nickname'; userId: number; nickname: string };

export const initialRoom: RoomState = { joined: false, info: null, state: null, messages: [] };

/** A join refused with one of these codes says the room's state instead (cmd 120 on join). */
const STATE_OF_CODE: Readonly<Record<string, ChatState>> = {
  CHAT_UNAVAILABLE: 'none',
  CHAT_NOT_CREATED: 'notCreated',
  CHAT_ENDED: 'ended',
  CHAT_STOPPED: 'stopped',
  CHAT_PAUSED: 'paused',
};

export function stateOfErrorCode(code: string): ChatState | null {
  return STATE_OF_CODE[code] ?? null;
}

/**
 * The room's reducer. A join (also the rejoin after a reconnection) replaces the messages with its
 * history — what was deleted while away goes, and messages already on screen keep their place (same
 * ids, same rows). A message already held is not added twice; a deleted one vanishes; a nickname
 * change relabels the member's messages.
 */
export function roomReducer(room: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'joined':
      return {
        joined: true,
        info: action.info,
        state: action.info.state,
        messages: action.history.slice(-ROOM_MESSAGES_MAX),
      };
    case 'message': {
      if (room.messages.some((m) => m.id === action.message.id)) return room;
      const messages = [...room.messages, action.message];
      return {
        ...room,
        messages: messages.length > ROOM_MESSAGES_MAX ? messages.slice(-ROOM_MESSAGES_MAX) : messages,
      };
    }
    case 'deleted': {
      const gone = new Set(action.ids);
      const messages = room.messages.filter((m) => !gone.has(m.id));
      return messages.length === room.messages.length ? room : { ...room, messages };
    }
    case 'state':
      return room.state === action.state ? room : { ...room, state: action.state };
    case 'nickname': {
      if (!room.messages.some((m) => m.userId === action.userId && m.nickname !== action.nickname))
        return room;
      return {
        ...room,
        messages: room.messages.map((m) =>
          m.userId === action.userId ? { ...m, nickname: action.nickname } : m,
        ),
      };
    }
  }
}
