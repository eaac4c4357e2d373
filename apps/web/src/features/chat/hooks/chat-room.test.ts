import type { ChatInfo, ChatMessage } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { initialRoom, ROOM_MESSAGES_MAX, roomReducer, stateOfErrorCode } from './chat-room.js';

const info: ChatInfo = {
  liveId: 1,
  state: 'open',
  opensAt: '2026-05-01T09:30:00.000Z',
  endsAt: '2026-05-01T12:30:00.000Z',
  forbiddenWords: [],
  viewers: 3,
};

const message = (id: string, userId = 2, nickname = 'Kei'): ChatMessage => ({
  id,
  liveId: 1,
  kind: 'member',
  userId,
  nickname,
  text: id,
  at: '2026-05-01T10:00:00.000Z',
  videoAt: '2026-05-01T10:00:00.000Z',
});

describe('roomReducer', () => {
  it('a join brings the history and the state; a rejoin replaces the history', () => {
    const joined = roomReducer(initialRoom, { type: 'joined', info, history: [message('a'), message('b')] });
    expect(joined.joined).toBe(true);
    expect(joined.state).toBe('open');
    expect(joined.messages.map((m) => m.id)).toEqual(['a', 'b']);
    const more = roomReducer(joined, { type: 'message', message: message('c') });
    const rejoined = roomReducer(more, { type: 'joined', info, history: [message('b'), message('c')] });
    expect(rejoined.messages.map((m) => m.id)).toEqual(['b', 'c']);
  });

  it('adds a message once, drops deleted ones, follows state changes', () => {
    let room = roomReducer(initialRoom, { type: 'joined', info, history: [] });
    room = roomReducer(room, { type: 'message', message: message('a') });
    expect(roomReducer(room, { type: 'message', message: message('a') })).toBe(room);
    room = roomReducer(room, { type: 'message', message: message('b') });
    room = roomReducer(room, { type: 'deleted', ids: ['a'] });
    expect(room.messages.map((m) => m.id)).toEqual(['b']);
    room = roomReducer(room, { type: 'state', state: 'paused' });
    expect(room.state).toBe('paused');
  });

  it('relabels a member after a nickname change', () => {
    let room = roomReducer(initialRoom, {
      type: 'joined',
      info,
      history: [message('a', 2, 'Kei'), message('b', 3, 'Sora')],
    });
    room = roomReducer(room, { type: 'nickname', userId: 2, nickname: 'Keiko' });
    expect(room.messages.map((m) => m.nickname)).toEqual(['Keiko', 'Sora']);
  });

  it(`keeps the last ${ROOM_MESSAGES_MAX} messages`, () => {
    let room = roomReducer(initialRoom, { type: 'joined', info, history: [] });
    for (let i = 0; i < ROOM_MESSAGES_MAX + 5; i += 1) {
      room = roomReducer(room, { type: 'message', message: message(`m${i}`) });
    }
    expect(room.messages).toHaveLength(ROOM_MESSAGES_MAX);
    expect(room.messages[0]!.id).toBe('m5');
  });

  it('a refused join names the state when it is one', () => {
    expect(stateOfErrorCode('CHAT_UNAVAILABLE')).toBe('none');
    expect(stateOfErrorCode('CHAT_NOT_CREATED')).toBe('notCreated');
    expect(stateOfErrorCode('CHAT_NOT_JOINED')).toBeNull();
  });
});
