import type { ChatMessage } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { filterMessages, syncMessages } from './sync.js';

const T0 = Date.parse('2026-05-01T10:00:00.000Z');
const iso = (offsetSeconds: number) => new Date(T0 + offsetSeconds * 1000).toISOString();

function message(id: string, videoAtOffset: number, fields: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    liveId: 1,
    kind: 'member',
    userId: 2,
    nickname: 'Kei',
    text: id,
    at: iso(videoAtOffset + 4),
    videoAt: iso(videoAtOffset),
    ...fields,
  };
}

const room = [message('a', 0), message('b', 10), message('c', 20.6), message('mine', 30, { userId: 9 })];
const ids = (list: readonly ChatMessage[]) => list.map((m) => m.id);

describe('syncMessages (chat in step with the video)', () => {
  it('shows a message once the picture reaches the moment it was written', () => {
    expect(ids(syncMessages(room, { programTime: T0 + 9_000, enabled: true, ownUserId: 9 }).shown)).toEqual([
      'a',
      'mine',
    ]);
    const at10 = syncMessages(room, { programTime: T0 + 10_000, enabled: true, ownUserId: 9 });
    expect(ids(at10.shown)).toEqual(['a', 'b', 'mine']);
    expect(at10.held).toBe(1);
  });

  it('compares whole seconds, as the player reports them', () => {
    expect(
      ids(syncMessages(room, { programTime: T0 + 20_000, enabled: true, ownUserId: 9 }).shown),
    ).toContain('c');
  });

  it("shows the member's own messages at once", () => {
    const result = syncMessages(room, { programTime: T0 - 60_000, enabled: true, ownUserId: 9 });
    expect(ids(result.shown)).toEqual(['mine']);
    expect(result.held).toBe(3);
  });

  it('shows operator notices at once: they are not about a moment of the picture', () => {
    const notice = message('n', 30, { kind: 'notice', userId: null, nickname: null, at: iso(30) });
    const result = syncMessages([...room, notice], {
      programTime: T0 + 5_000,
      enabled: true,
      ownUserId: null,
    });
    expect(ids(result.shown)).toEqual(['a', 'n']);
    expect(result.held).toBe(3);
  });

  it('shows everything when the switch is off or there is no program time', () => {
    expect(syncMessages(room, { programTime: T0, enabled: false, ownUserId: 9 })).toEqual({
      shown: room,
      held: 0,
    });
    expect(syncMessages(room, { programTime: null, enabled: true, ownUserId: 9 })).toEqual({
      shown: room,
      held: 0,
    });
  });

  it('a rewind holds messages again, going forward releases them in order', () => {
    const live = syncMessages(room, { programTime: T0 + 40_000, enabled: true, ownUserId: null });
    expect(live.held).toBe(0);
    const rewound = syncMessages(room, { programTime: T0 + 5_000, enabled: true, ownUserId: null });
    expect(ids(rewound.shown)).toEqual(['a']);
    expect(rewound.held).toBe(3);
  });
});

describe('filterMessages', () => {
  it("hides blocked members' messages and, when asked, notices", () => {
    const notice = message('n', 0, { kind: 'notice', userId: null, nickname: null });
    const list = [...room, notice];
    expect(ids(filterMessages(list, { blocked: [2], hideNotices: false }))).toEqual(['mine', 'n']);
    expect(ids(filterMessages(list, { blocked: [], hideNotices: true }))).toEqual(['a', 'b', 'c', 'mine']);
  });
});
