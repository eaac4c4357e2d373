import { CHAT_HISTORY_SIZE, type ChatMessage } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import type { ChatMessageRow } from './chat.repo.js';
import { createMessageStore } from './message-store.js';

const message = (n: number, liveId = 1): ChatMessage => ({
  id: `m${String(n).padStart(4, '0')}`,
  liveId,
  kind: 'member',
  userId: 5,
  nickname: 'kicker',
  text: `text ${n}`,
  at: '2026-11-23T12:00:00.000Z',
  videoAt: '2026-11-23T12:00:00.000Z',
});
const row = (m: ChatMessage): ChatMessageRow => ({ ...m, at: new Date(m.at), videoAt: new Date(m.videoAt) });

describe('the message store', () => {
  it('writes accepted messages in batches, and everything left when it closes', async () => {
    const batches: number[] = [];
    const store = createMessageStore({
      repo: { history: async () => [], insertMessages: async (rows) => void batches.push(rows.length) },
      log: { error() {} },
    });
    for (let i = 0; i < 1200; i++) store.enqueue(row(message(i)));
    for (let i = 1200; i < 1210; i++) store.enqueue(row(message(i)));
    await store.close();
    expect(batches).toEqual([500, 500, 210]);
  });

  it('reads a room once, adds what arrives meanwhile, and keeps the last 50', async () => {
    let release!: (rows: ChatMessage[]) => void;
    let reads = 0;
    const store = createMessageStore({
      repo: {
        history: () => {
          reads += 1;
          return new Promise((resolve) => {
            release = resolve;
          });
        },
        insertMessages: async () => {},
      },
      log: { error() {} },
    });
    const first = store.history(1);
    const second = store.history(1);
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    store.remember(message(100));
    release(Array.from({ length: CHAT_HISTORY_SIZE }, (_, i) => message(i)));
    const [a, b] = await Promise.all([first, second]);
    expect(reads).toBe(1);
    expect(a.map((m) => m.id)).toEqual(b.map((m) => m.id));
    expect(a).toHaveLength(CHAT_HISTORY_SIZE);
    expect(a.at(-1)!.id).toBe('m0100');
    expect(a[0]!.id).toBe('m0001');
    store.remember(message(101));
    store.forget(1, ['m0100'], 9, new Date());
    const after = await store.history(1);
    expect(after.map((m) => m.id).slice(-2)).toEqual(['m0049', 'm0101']);
    store.rename(5, 'renamed');
    expect((await store.history(1)).every((m) => m.nickname === 'renamed')).toBe(true);
  });

  it("adds another instance's messages it may not have written yet to a room read for the first time", async () => {
    const store = createMessageStore({
      // the other instance wrote m0001 but still holds m0002 and m0003
      repo: { history: async (liveId) => (liveId === 1 ? [message(1)] : []), insertMessages: async () => {} },
      log: { error() {} },
    });
    for (const n of [1, 2, 3]) store.remember(message(n));
    store.remember(message(9, 2));
    store.forget(1, ['m0003'], 9, new Date());
    expect((await store.history(1)).map((m) => m.id)).toEqual(['m0001', 'm0002']);
    expect((await store.history(2)).map((m) => m.id)).toEqual(['m0009']);
  });
});
