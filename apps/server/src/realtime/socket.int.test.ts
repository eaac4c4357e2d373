import { CMD, SOCKET_CLOSE, SOCKET_MAX_FRAME_BYTES } from '@kickoff/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFlows } from '../../test/account-flows.js';
import { loginAs } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { helloSocket, liveAround, openSocket, startRealtime } from '../../test/realtime.js';
import type { RealtimeServer } from './index.js';

/** The realtime socket on a real port with real `ws` clients (spec §4, §7; issue 12 "Robustness"). */
describe('the realtime socket', () => {
  let t: TestApp;
  let flows: ReturnType<typeof accountFlows>;
  let server: RealtimeServer;

  beforeAll(async () => {
    t = await createTestApp({ config: { REALTIME_ALLOWED_ORIGINS: ['http://localhost:5173'] } });
    flows = accountFlows(t);
    server = await startRealtime(t.core, { helloTimeoutMs: 400 });
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('answers hello (cmd 100) with the member and the server time', async () => {
    const { member, cookie } = await flows.loggedIn();
    const socket = await openSocket(server.port, { cookie });
    socket.send({ cmd: CMD.hello, userId: member.id, source: 'web' });
    const hello = await socket.next(CMD.hello);
    expect(hello).toEqual({ cmd: 100, userId: member.id, serverTime: t.clock.now().toISOString() });
    expect(server.stats().members).toBeGreaterThanOrEqual(1);
    socket.close();
  });

  it('closes a socket without a session with 4401 at once (the browser goes to /intro)', async () => {
    const started = Date.now();
    const socket = await openSocket(server.port, { cookie: null });
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    expect(Date.now() - started).toBeLessThan(5000);
    const forged = await openSocket(server.port, { cookie: 'kickoff_sid=not-a-session' });
    expect((await forged.closed).code).toBe(SOCKET_CLOSE.unauthorized);
  });

  it('closes a socket that does not say hello in time with 4408', async () => {
    const { cookie } = await flows.loggedIn();
    const socket = await openSocket(server.port, { cookie });
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.helloTimeout);
  });

  it('closes a hello naming another member with 4401', async () => {
    const { member, cookie } = await flows.loggedIn();
    const socket = await openSocket(server.port, { cookie });
    socket.send({ cmd: CMD.hello, userId: member.id + 1000, source: 'web' });
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.unauthorized);
  });

  it('refuses an upgrade from another origin, or without one (403)', async () => {
    const { cookie } = await flows.loggedIn();
    await expect(openSocket(server.port, { cookie, origin: 'http://evil.example' })).rejects.toMatchObject({
      status: 403,
    });
    await expect(openSocket(server.port, { cookie, origin: null })).rejects.toMatchObject({ status: 403 });
    // an origin allowed besides PUBLIC_URL's (the dev server's)
    const dev = await openSocket(server.port, { cookie, origin: 'http://localhost:5173' });
    dev.close();
  });

  it('answers a plain HTTP request 426 with the error shape (websocket only)', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/`);
    expect(response.status).toBe(426);
    expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('sends cmd 0 to the older socket within 2 s of a login elsewhere, then closes it with 4409', async () => {
    const { member, cookie } = await flows.loggedIn();
    const older = await helloSocket(server.port, cookie, member.id);
    const started = Date.now();
    const newer = await loginAs(t.app, member.email!);
    expect(await older.next(CMD.forcedLogout, undefined, 2000)).toEqual({ cmd: 0, reason: 'replaced' });
    expect((await older.closed).code).toBe(SOCKET_CLOSE.forcedLogout);
    expect(Date.now() - started).toBeLessThan(2000);
    // the new session's socket is not touched, and the ended session cannot come back
    const current = await helloSocket(server.port, newer, member.id);
    const again = await openSocket(server.port, { cookie });
    expect(await again.next(CMD.forcedLogout)).toEqual({ cmd: 0, reason: 'replaced' });
    expect((await again.closed).code).toBe(SOCKET_CLOSE.forcedLogout);
    expect(current.ws.readyState).toBe(current.ws.OPEN);
    current.close();
  });

  it('ends the socket of a session logged out (cmd 0, reason logout)', async () => {
    const { member, cookie } = await flows.loggedIn();
    const socket = await helloSocket(server.port, cookie, member.id);
    await flows.api.get('/logout', { cookie });
    expect(await socket.next(CMD.forcedLogout)).toEqual({ cmd: 0, reason: 'logout' });
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.forcedLogout);
  });

  it('answers a frame that is not a { cmd } object with cmd 120, and closes after repeated ones (4400)', async () => {
    const { member, cookie } = await flows.loggedIn();
    const socket = await helloSocket(server.port, cookie, member.id);
    socket.ws.send('not json');
    expect(await socket.next(CMD.error)).toEqual({ cmd: 120, code: 'BAD_REQUEST' });
    socket.send({ cmd: 999 });
    expect(await socket.next(CMD.error)).toEqual({ cmd: 120, code: 'VALIDATION_FAILED' });
    socket.send({ hello: true });
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.badFrame);
  });

  it('refuses a frame over 16 KB (closed with 1009, message too big)', async () => {
    const { member, cookie } = await flows.loggedIn();
    const socket = await helloSocket(server.port, cookie, member.id);
    socket.ws.send(
      JSON.stringify({ cmd: CMD.send, liveId: 1, ref: 'big', text: 'x'.repeat(SOCKET_MAX_FRAME_BYTES) }),
    );
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.tooBig);
  });

  it('drops a reader too slow to keep up (4429) instead of buffering without bound', async () => {
    const slowServer = await startRealtime(t.core, { maxBufferedBytes: 256 * 1024 });
    try {
      const { member, cookie } = await flows.loggedIn();
      const liveId = await liveAround(t.database.db, t.clock.now());
      const slow = await helloSocket(slowServer.port, cookie, member.id);
      slow.send({ cmd: CMD.join, liveId });
      await slow.next(CMD.join);
      // the client stops reading: its socket is paused, the kernel's buffers fill, then the server's
      (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
      const text = 'x'.repeat(8 * 1024);
      const started = Date.now();
      for (let i = 0; slowServer.stats().slowReadersDropped === 0; i++) {
        if (Date.now() - started > 20_000) throw new Error('the slow reader was never dropped');
        t.core.hub.publish({
          t: 'message',
          message: {
            id: `slow-${i}`,
            liveId,
            kind: 'notice',
            userId: null,
            nickname: null,
            text,
            at: t.clock.now().toISOString(),
            videoAt: t.clock.now().toISOString(),
          },
        });
        if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
      }
      expect(slowServer.stats().slowReadersDropped).toBe(1);
      (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
      expect([SOCKET_CLOSE.slowReader, 1006]).toContain((await slow.closed).code);
    } finally {
      await slowServer.close();
    }
  });

  it('cuts a socket that misses a heartbeat, and keeps one that answers', async () => {
    const beating = await startRealtime(t.core, { heartbeatMs: 100 });
    try {
      const { member, cookie } = await flows.loggedIn();
      const alive = await helloSocket(beating.port, cookie, member.id);
      const other = await flows.loggedIn();
      // a client that does not answer pings (a dead network path looks the same to the server)
      const dead = await openSocket(beating.port, { cookie: other.cookie, autoPong: false });
      dead.send({ cmd: CMD.hello, userId: other.member.id, source: 'web' });
      await dead.next(CMD.hello);
      expect((await dead.closed).code).toBe(1006);
      expect(alive.ws.readyState).toBe(alive.ws.OPEN);
      alive.close();
    } finally {
      await beating.close();
    }
  });

  it('closes every socket with 1001 when the server shuts down', async () => {
    const closing = await startRealtime(t.core);
    const { member, cookie } = await flows.loggedIn();
    const socket = await helloSocket(closing.port, cookie, member.id);
    await closing.close();
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.goingAway);
  });
});
