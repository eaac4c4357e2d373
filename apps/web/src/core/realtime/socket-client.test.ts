import { CMD, SOCKET_CLOSE } from '@kickoff/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseServerFrame } from './frames.js';
import { backoffDelay, RealtimeClient, type SessionEnd, type SocketLike } from './socket-client.js';

/** A WebSocket stand-in: the test opens, answers and closes it. */
class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: unknown[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
  }
  open() {
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  hello(userId = 7) {
    this.receive({ cmd: CMD.hello, userId, serverTime: '2026-05-01T10:00:00.000Z' });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const ends: SessionEnd[] = [];
  const client = new RealtimeClient({
    url: 'ws://localhost:3030/',
    userId: 7,
    source: 'web',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onSessionEnd: (reason) => ends.push(reason),
    random: () => 0.5,
    backoff: { baseMs: 1000, maxMs: 8000 },
    helloTimeoutMs: 5000,
  });
  const last = () => sockets.at(-1)!;
  return { client, sockets, ends, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeClient', () => {
  it('says hello with the member and the source, and is open once the hello is answered', () => {
    const { client, last } = setup();
    client.start();
    expect(client.status).toBe('connecting');
    last().open();
    expect(last().sent).toEqual([{ cmd: CMD.hello, userId: 7, source: 'web' }]);
    expect(client.status).toBe('connecting');
    last().hello();
    expect(client.status).toBe('open');
  });

  it('joins rooms after the hello, and nothing is sent before it', () => {
    const { client, last } = setup();
    client.start();
    const leave = client.join(12);
    last().open();
    expect(client.send({ cmd: CMD.join, liveId: 3 })).toBe(false);
    last().hello();
    expect(last().sent).toContainEqual({ cmd: CMD.join, liveId: 12 });
    leave();
    expect(last().sent.at(-1)).toEqual({ cmd: CMD.leave, liveId: 12 });
  });

  it('reconnects with exponential backoff and jitter, and rejoins its rooms', () => {
    const { client, sockets, last } = setup();
    client.start();
    client.join(12);
    last().open();
    last().hello();
    last().drop(1006);
    expect(client.status).toBe('waiting');
    // attempt 0: step 1000 → between 500 and 1000; random 0.5 → 750
    vi.advanceTimersByTime(749);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // fails again before opening: the next wait doubles (step 2000 → 1500)
    last().drop(1006);
    vi.advanceTimersByTime(1499);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    last().hello();
    expect(last().sent).toEqual([
      { cmd: CMD.hello, userId: 7, source: 'web' },
      { cmd: CMD.join, liveId: 12 },
    ]);
    // a good connection resets the backoff
    last().drop(SOCKET_CLOSE.goingAway);
    vi.advanceTimersByTime(750);
    expect(sockets).toHaveLength(4);
  });

  it('caps the wait and spreads it with jitter', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
    expect(backoffDelay(40, () => 1)).toBe(30_000);
    expect(backoffDelay(40, () => 0)).toBe(15_000);
  });

  it('drops a socket whose hello is never answered and tries again', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().open();
    vi.advanceTimersByTime(5000);
    expect(sockets[0]!.closedWith).toBe(4000);
    expect(client.status).toBe('waiting');
    vi.advanceTimersByTime(750);
    expect(sockets).toHaveLength(2);
  });

  it("cmd 0 'replaced' ends the session at once and stops reconnecting", () => {
    const { client, sockets, ends, last } = setup();
    client.start();
    last().open();
    last().hello();
    last().receive({ cmd: CMD.forcedLogout, reason: 'replaced' });
    expect(ends).toEqual(['replaced']);
    expect(client.status).toBe('ended');
    expect(sockets[0]!.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('cmd 0 for another reason ends the session with that reason', () => {
    const { client, ends, last } = setup();
    client.start();
    last().open();
    last().hello();
    last().receive({ cmd: CMD.forcedLogout, reason: 'password_changed' });
    expect(ends).toEqual(['password_changed']);
  });

  it('close 4401 (no session) ends it as unauthorized, once, without retrying', () => {
    const { client, sockets, ends, last } = setup();
    client.start();
    last().open();
    last().drop(SOCKET_CLOSE.unauthorized);
    expect(ends).toEqual(['unauthorized']);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('ended');
  });

  it('close 4409 without a cmd 0 before it is a login elsewhere', () => {
    const { client, ends, last } = setup();
    client.start();
    last().open();
    last().hello();
    last().drop(SOCKET_CLOSE.forcedLogout);
    expect(ends).toEqual(['replaced']);
  });

  it('stop closes and stays closed; retryNow skips the wait', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().drop(1006);
    client.retryNow();
    expect(sockets).toHaveLength(2);
    client.stop();
    expect(sockets[1]!.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('hands frames to subscribers and ignores what is not the contract', () => {
    const { client, last } = setup();
    const seen: number[] = [];
    client.subscribe((frame) => seen.push(frame.cmd));
    client.start();
    last().open();
    last().hello();
    last().onmessage?.({ data: 'not json' });
    last().receive({ cmd: 999 });
    last().receive({ cmd: CMD.state, liveId: 1, state: 'exploded' });
    last().receive({ cmd: CMD.state, liveId: 1, state: 'paused' });
    expect(seen).toEqual([CMD.hello, CMD.state]);
  });
});

describe('parseServerFrame', () => {
  it('reads a chat message and refuses a wrong shape', () => {
    const message = {
      id: 'm1',
      liveId: 1,
      kind: 'member',
      userId: 2,
      nickname: 'Kei',
      text: '<b>hi</b>',
      at: '2026-05-01T10:00:00.000Z',
      videoAt: '2026-05-01T09:59:58.000Z',
    };
    expect(parseServerFrame(JSON.stringify({ cmd: CMD.message, message }))).toEqual({
      cmd: CMD.message,
      message,
    });
    expect(
      parseServerFrame(JSON.stringify({ cmd: CMD.message, message: { ...message, text: 5 } })),
    ).toBeNull();
    expect(parseServerFrame(new ArrayBuffer(4))).toBeNull();
  });
});
