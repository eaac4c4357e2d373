import { CMD, SOCKET_CLOSE } from '@kickoff/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, factories, loginAs } from '../../test/factories.js';
import type { TestInstance } from '../../test/harness.js';
import { helloSocket, joinRoom, liveAround, say, startRealtime } from '../../test/realtime.js';
import { redisSuite, twoInstancesOnRedis } from '../../test/redis.js';
import { fixedClock } from '../clock.js';
import type { DatabaseHandle } from '../db/client.js';
import type { RealtimeServer } from './index.js';

const { available, title } = await redisSuite('the realtime socket on two instances sharing one Redis');

/**
 * Issue 12 "Scale out": two instances (each its core, HTTP app and socket server) on one database
 * and one Redis, under a key prefix of this run. Rooms, moderation, forced logouts and the rate limit
 * hold across them.
 */
describe(title, () => {
  const clock = fixedClock('2026-11-23T03:00:00Z');
  let database: DatabaseHandle;
  let instances: TestInstance[] = [];
  let sockets: RealtimeServer[] = [];
  let close: () => Promise<void>;
  let operatorCookie: string;

  beforeAll(async () => {
    if (!available) return;
    ({ database, instances, close } = await twoInstancesOnRedis(clock));
    sockets = await Promise.all(instances.map((i) => startRealtime(i.core)));
    const operator = await factories(database.db).member({ role: 'operator' });
    operatorCookie = await loginAs(instances[0]!.app, operator.email!);
  });

  afterAll(async () => {
    if (!available) return;
    await Promise.all(sockets.map((s) => s.close()));
    await close();
  });

  /** A member who may write, logged in through instance `on`, with a socket on the instance `socketOn`. */
  async function writer(on: 0 | 1, socketOn: 0 | 1 = on) {
    const f = factories(database.db);
    const member = await f.member();
    await f.subscription({ userId: member.id, pass: 'basic' });
    const cookie = await loginAs(instances[on]!.app, member.email!);
    await apiClient(instances[on]!.app).endpoint('chat.agreeRules', { body: { agree: true }, cookie });
    const socket = await helloSocket(sockets[socketOn]!.port, cookie, member.id);
    return { member, cookie, socket };
  }

  it.runIf(available)('delivers a message sent on one instance to a client of the other', async () => {
    const liveId = await liveAround(database.db, clock.now());
    const a = await writer(0);
    const b = await writer(1);
    await joinRoom(a.socket, liveId);
    const joined = await joinRoom(b.socket, liveId);
    expect(joined.info.viewers).toBe(2);
    const sent = await say(a.socket, liveId, 'across instances');
    expect(sent.ok).toBe(true);
    const got = await b.socket.next(CMD.message, (m) => m.message.id === sent.messageId);
    expect(got.message).toMatchObject({ text: 'across instances', userId: a.member.id });
    // and a late joiner on the other instance finds it in the history
    const late = await writer(1);
    const history = (await joinRoom(late.socket, liveId)).history;
    expect(history.map((m) => m.id)).toContain(sent.messageId);
    for (const s of [a, b, late]) s.socket.close();
  });

  it.runIf(available)(
    "closes the older session's socket on the other instance at a login (cmd 0, 4409)",
    async () => {
      const { member, cookie, socket } = await writer(0);
      const started = Date.now();
      await loginAs(instances[1]!.app, member.email!);
      expect(await socket.next(CMD.forcedLogout, undefined, 2000)).toEqual({ cmd: 0, reason: 'replaced' });
      expect((await socket.closed).code).toBe(SOCKET_CLOSE.forcedLogout);
      expect(Date.now() - started).toBeLessThan(2000);
      void cookie;
    },
  );

  it.runIf(available)('holds a mute made on one instance on both', async () => {
    const liveId = await liveAround(database.db, clock.now());
    const m = await writer(1);
    const other = await writer(0, 0);
    await joinRoom(m.socket, liveId);
    await joinRoom(other.socket, liveId);
    // the member has written already: each instance has read their standing
    expect(await say(m.socket, liveId, 'before')).toMatchObject({ ok: true });
    expect(await say(other.socket, liveId, 'before')).toMatchObject({ ok: true });
    const muted = await apiClient(instances[0]!.app).endpoint('chat.mute', {
      body: { userId: m.member.id, minutes: 5 },
      cookie: operatorCookie,
    });
    expect(muted.statusCode, muted.body).toBe(200);
    expect((await m.socket.next(CMD.standing)).profile.mutedUntil).not.toBeNull();
    expect(await say(m.socket, liveId, 'muted?')).toMatchObject({ ok: false, code: 'CHAT_MUTED' });
    const onOther = await helloSocket(sockets[0]!.port, m.cookie, m.member.id);
    await joinRoom(onOther, liveId);
    expect(await say(onOther, liveId, 'muted here too?')).toMatchObject({ ok: false, code: 'CHAT_MUTED' });
    for (const s of [m.socket, other.socket, onOther]) s.close();
  });

  it.runIf(available)(
    'counts the rate limit across instances: the 6th message on either is refused',
    async () => {
      const liveId = await liveAround(database.db, clock.now());
      const m = await writer(0);
      const second = await helloSocket(sockets[1]!.port, m.cookie, m.member.id);
      await joinRoom(m.socket, liveId);
      await joinRoom(second, liveId);
      const results = await Promise.all([
        ...[0, 1, 2].map((i) => say(m.socket, liveId, `a${i}`)),
        ...[0, 1, 2].map((i) => say(second, liveId, `b${i}`)),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(5);
      expect(results.filter((r) => !r.ok).map((r) => r.code)).toEqual(['CHAT_TOO_MANY_MESSAGES']);
      expect(await say(m.socket, liveId, 'blocked')).toMatchObject({ code: 'CHAT_TOO_MANY_MESSAGES' });
      expect(await say(second, liveId, 'blocked')).toMatchObject({ code: 'CHAT_TOO_MANY_MESSAGES' });
      m.socket.close();
      second.close();
    },
  );
});
