import { CHAT_HISTORY_SIZE, CMD } from '@kickoff/contract';
import { XSS_PAYLOADS } from '@kickoff/contract/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFlows } from '../../../test/account-flows.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  helloSocket,
  joinRoom,
  liveAround,
  say,
  startRealtime,
  type TestSocket,
} from '../../../test/realtime.js';
import { chatForbiddenWords, chatMessages } from '../../db/schema/index.js';
import type { RealtimeServer } from '../../realtime/index.js';

/**
 * The live chat end to end: the HTTP calls and real `ws` clients on a real port, on PGlite or
 * PostgreSQL (TEST_DATABASE_URL). The clock is fixed; the rate limit's windows move with it.
 */
describe('live chat', () => {
  let t: TestApp;
  let flows: ReturnType<typeof accountFlows>;
  let server: RealtimeServer;
  let operator: { id: number; cookie: string };
  const open: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    flows = accountFlows(t);
    server = await startRealtime(t.core);
    await t.database.db.insert(chatForbiddenWords).values({ word: 'badword' });
    const staff = await flows.loggedIn({ role: 'operator' });
    operator = { id: staff.member.id, cookie: staff.cookie };
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server.close();
    await t.close();
  });

  /** A member who may write: a pass, the rules agreed, a nickname; with a socket said hello. */
  async function writer(options: { pass?: boolean; agree?: boolean; nickname?: string | null } = {}) {
    const { member, cookie } = await flows.loggedIn(
      options.nickname === undefined ? {} : { nickname: options.nickname },
    );
    if (options.pass ?? true) await flows.f.subscription({ userId: member.id, pass: 'basic' });
    if (options.agree ?? true) {
      const agreed = await flows.api.endpoint('chat.agreeRules', { body: { agree: true }, cookie });
      expect(agreed.statusCode, agreed.body).toBe(200);
    }
    const socket = await helloSocket(server.port, cookie, member.id);
    open.push(socket);
    return { member, cookie, socket };
  }

  it('GET /chat/info/{id} answers every state, to anyone', async () => {
    const now = t.clock.now();
    const hour = 3_600_000;
    const cases = [
      [await liveAround(t.database.db, now), 'open'],
      [
        await liveAround(t.database.db, now, { beginAt: new Date(now.getTime() + 31 * 60_000) }),
        'notCreated',
      ],
      [await liveAround(t.database.db, now, { beginAt: new Date(now.getTime() + 29 * 60_000) }), 'open'],
      [
        await liveAround(t.database.db, now, {
          beginAt: new Date(now.getTime() - 3 * hour),
          endAt: new Date(now.getTime() - 30 * 60_000),
        }),
        'ended',
      ],
      [await liveAround(t.database.db, now, { chat: false }), 'none'],
    ] as const;
    for (const [id, state] of cases) {
      const info = await flows.api.endpoint('chat.info', { params: { id } });
      expect(info.statusCode, info.body).toBe(200);
      expect(info.data.state, `live ${id}`).toBe(state);
      expect(info.data.forbiddenWords).toContain('badword');
    }
    const missing = await flows.api.endpoint('chat.info', { params: { id: 999_999 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'LIVE_NOT_FOUND' });
  });

  it('GET and PUT /user/profile/chat: the standing, and agreeing to the rules', async () => {
    const { member, cookie } = await flows.loggedIn();
    const before = await flows.api.endpoint('chat.profile', { cookie });
    expect(before.data).toMatchObject({
      userId: member.id,
      rulesAgreed: false,
      writeRole: 0,
      writeRoleReason: 'passRequired',
      mutedUntil: null,
      banned: false,
      blocked: [],
    });
    const agreed = await flows.api.endpoint('chat.agreeRules', { body: { agree: true }, cookie });
    expect(agreed.data.rulesAgreed).toBe(true);
    expect((await flows.api.endpoint('chat.profile')).statusCode).toBe(401);
    expect((await flows.api.put('/user/profile/chat', { cookie, body: { agree: false } })).statusCode).toBe(
      400,
    );
    const staff = await flows.api.endpoint('chat.profile', { cookie: operator.cookie });
    expect(staff.data.writeRole).toBe(2);
  });

  it('delivers a message to everyone in the room, with server time and the clamped video time', async () => {
    const liveId = await liveAround(t.database.db, t.clock.now());
    const a = await writer();
    const b = await writer();
    await joinRoom(a.socket, liveId);
    await joinRoom(b.socket, liveId);
    const videoAt = new Date(t.clock.now().getTime() - 20_000).toISOString();
    const sent = await say(a.socket, liveId, '  ナイスゴール！  ', videoAt);
    expect(sent).toMatchObject({ ok: true });
    const got = await b.socket.next(CMD.message);
    expect(got.message).toEqual({
      id: sent.messageId,
      liveId,
      kind: 'member',
      userId: a.member.id,
      nickname: a.member.nickname,
      text: 'ナイスゴール！',
      at: t.clock.now().toISOString(),
      videoAt,
    });
    // a video time in the future is the send time; one before the DVR window is its start
    const future = await say(
      a.socket,
      liveId,
      'future',
      new Date(t.clock.now().getTime() + 60_000).toISOString(),
    );
    expect((await b.socket.next(CMD.message, (m) => m.message.id === future.messageId)).message.videoAt).toBe(
      t.clock.now().toISOString(),
    );
    const old = await say(a.socket, liveId, 'old', '2020-01-01T00:00:00.000Z');
    expect((await b.socket.next(CMD.message, (m) => m.message.id === old.messageId)).message.videoAt).toBe(
      new Date(t.clock.now().getTime() - 2 * 3_600_000).toISOString(),
    );
  });

  it(`shows a late joiner the last ${CHAT_HISTORY_SIZE} messages, oldest first, from memory and after a restart from the database`, async () => {
    const liveId = await liveAround(t.database.db, t.clock.now());
    for (let i = 1; i <= 60; i++) {
      const notice = await flows.api.endpoint('chat.notice', {
        params: { liveId },
        body: { text: `notice ${i}` },
        cookie: operator.cookie,
      });
      expect(notice.statusCode, notice.body).toBe(201);
    }
    const late = await writer();
    const joined = await joinRoom(late.socket, liveId);
    expect(joined.history.map((m) => m.text)).toEqual(
      Array.from({ length: CHAT_HISTORY_SIZE }, (_, i) => `notice ${i + 11}`),
    );
    expect(joined.info.state).toBe('open');
    // every message is stored (batched): all 60 are in the table once the batch is written
    await t.core.services.chat.chat.join(liveId);
    await waitFor(async () => (await countMessages(liveId)) === 60);
  });

  it('refuses each message the rules refuse, with its chat error code', async () => {
    const liveId = await liveAround(t.database.db, t.clock.now());
    const ok = await writer();
    await joinRoom(ok.socket, liveId);
    const refusals: [string, string][] = [
      ['   ', 'CHAT_MESSAGE_INVALID'],
      ['x'.repeat(101), 'CHAT_MESSAGE_INVALID'],
      ['see https://example.com', 'CHAT_URL_BLOCKED'],
      ['go to example.com now', 'CHAT_URL_BLOCKED'],
      ['you ＢＡＤＷＯＲＤ', 'CHAT_FORBIDDEN_WORD'],
      ['line\nbreak', 'CHAT_POLICY_VIOLATION'],
      ['\u200b\u200b', 'CHAT_POLICY_VIOLATION'],
      ['\u202eevil', 'CHAT_POLICY_VIOLATION'],
    ];
    for (const [text, code] of refusals) {
      expect(await say(ok.socket, liveId, text), JSON.stringify(text)).toMatchObject({ ok: false, code });
    }
    expect(await say(ok.socket, liveId, 'x'.repeat(100))).toMatchObject({ ok: true });
    expect(await say(ok.socket, liveId + 1000, 'not joined')).toMatchObject({
      ok: false,
      code: 'CHAT_NOT_JOINED',
    });

    const noPass = await writer({ pass: false });
    const noRules = await writer({ agree: false });
    const noNick = await writer({ nickname: null });
    for (const [who, code] of [
      [noPass, 'CHAT_PASS_REQUIRED'],
      [noRules, 'CHAT_RULES_NOT_AGREED'],
      [noNick, 'CHAT_NICKNAME_REQUIRED'],
    ] as const) {
      await joinRoom(who.socket, liveId);
      expect(await say(who.socket, liveId, 'hello')).toMatchObject({ ok: false, code });
    }
  });

  it('refuses messages by the room state: not created, ended, none, paused and stopped by an operator', async () => {
    const now = t.clock.now();
    const m = await writer();
    const rooms = {
      notCreated: await liveAround(t.database.db, now, { beginAt: new Date(now.getTime() + 3_600_000) }),
      ended: await liveAround(t.database.db, now, {
        beginAt: new Date(now.getTime() - 4 * 3_600_000),
        endAt: new Date(now.getTime() - 3_600_000),
      }),
      none: await liveAround(t.database.db, now, { chat: false }),
    };
    for (const [state, liveId] of Object.entries(rooms)) {
      const joined = await joinRoom(m.socket, liveId);
      expect(joined.info.state).toBe(state);
    }
    expect(await say(m.socket, rooms.notCreated, 'hi')).toMatchObject({ code: 'CHAT_NOT_CREATED' });
    expect(await say(m.socket, rooms.ended, 'hi')).toMatchObject({ code: 'CHAT_ENDED' });
    expect(await say(m.socket, rooms.none, 'hi')).toMatchObject({ code: 'CHAT_UNAVAILABLE' });

    const liveId = await liveAround(t.database.db, now);
    const other = await writer();
    await joinRoom(m.socket, liveId);
    await joinRoom(other.socket, liveId);
    for (const [state, code] of [
      ['paused', 'CHAT_PAUSED'],
      ['open', null],
      ['stopped', 'CHAT_STOPPED'],
    ] as const) {
      const set = await flows.api.endpoint('chat.setState', {
        params: { liveId },
        body: { state },
        cookie: operator.cookie,
      });
      expect(set.data.state).toBe(state);
      for (const s of [m.socket, other.socket]) {
        expect(await s.next(CMD.state, (e) => e.liveId === liveId)).toEqual({ cmd: 114, liveId, state });
      }
      const sent = await say(m.socket, liveId, `while ${state}`);
      expect(sent).toMatchObject(code ? { ok: false, code } : { ok: true });
    }
    expect((await flows.api.endpoint('chat.info', { params: { id: liveId } })).data.state).toBe('stopped');
  });

  it('allows 5 messages in 10 s, then refuses for 30 s (CHAT_TOO_MANY_MESSAGES with retryAt)', async () => {
    const liveId = await liveAround(t.database.db, t.clock.now());
    const m = await writer();
    await joinRoom(m.socket, liveId);
    for (let i = 0; i < 5; i++) expect(await say(m.socket, liveId, `m${i}`)).toMatchObject({ ok: true });
    const sixth = await say(m.socket, liveId, 'm5');
    expect(sixth).toMatchObject({
      ok: false,
      code: 'CHAT_TOO_MANY_MESSAGES',
      retryAt: new Date(t.clock.now().getTime() + 30_000).toISOString(),
    });
    t.clock.advance(29_000);
    expect(await say(m.socket, liveId, 'still')).toMatchObject({ code: 'CHAT_TOO_MANY_MESSAGES' });
    t.clock.advance(1_000);
    expect(await say(m.socket, liveId, 'again')).toMatchObject({ ok: true });
  });

  it('mutes, bans and renames a member and deletes a message: every connected client sees it at once, and it is logged', async () => {
    const liveId = await liveAround(t.database.db, t.clock.now());
    const target = await writer();
    const watcher = await writer();
    await joinRoom(target.socket, liveId);
    await joinRoom(watcher.socket, liveId);
    const call = (name: 'chat.mute' | 'chat.ban' | 'chat.nickname', body: object, cookie = operator.cookie) =>
      flows.api.post(
        name === 'chat.mute'
          ? '/chat/moderation/mute'
          : name === 'chat.ban'
            ? '/chat/moderation/ban'
            : '/chat/moderation/nickname',
        { body, cookie },
      );

    // mute for 10 minutes: the member's sockets get their standing; a send is refused until then
    const muted = await call('chat.mute', { userId: target.member.id, minutes: 10, liveId, reason: 'spam' });
    expect(muted.statusCode, muted.body).toBe(200);
    expect(muted.json().data).toMatchObject({
      action: 'mute',
      actorId: operator.id,
      targetUserId: target.member.id,
    });
    const until = new Date(t.clock.now().getTime() + 600_000).toISOString();
    expect((await target.socket.next(CMD.standing)).profile.mutedUntil).toBe(until);
    expect(await say(target.socket, liveId, 'hello')).toMatchObject({
      ok: false,
      code: 'CHAT_MUTED',
      retryAt: until,
    });
    await call('chat.mute', { userId: target.member.id, minutes: 0, liveId });
    expect((await target.socket.next(CMD.standing)).profile.mutedUntil).toBeNull();
    const sent = await say(target.socket, liveId, 'I am back');
    expect(sent).toMatchObject({ ok: true });

    // delete: every client of the room gets cmd 113; the message stays in the table for audit
    const deleted = await flows.api.endpoint('chat.deleteMessage', {
      params: { liveId, messageId: sent.messageId! },
      cookie: operator.cookie,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const s of [target.socket, watcher.socket]) {
      expect(await s.next(CMD.deleted)).toEqual({ cmd: 113, liveId, messageIds: [sent.messageId] });
    }
    const [row] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, sent.messageId!));
    expect(row).toMatchObject({ text: 'I am back', deletedBy: operator.id });
    const again = await flows.api.endpoint('chat.deleteMessage', {
      params: { liveId, messageId: 'nope' },
      cookie: operator.cookie,
    });
    expect(again.json()).toMatchObject({ code: 'CHAT_MESSAGE_NOT_FOUND' });

    // nickname: every client in a room gets cmd 116; a taken nickname is refused
    const fresh = flows.freshNickname();
    const renamed = await call('chat.nickname', { userId: target.member.id, nickname: fresh });
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const s of [target.socket, watcher.socket]) {
      expect(await s.next(CMD.nickname)).toEqual({ cmd: 116, userId: target.member.id, nickname: fresh });
    }
    const taken = await call('chat.nickname', {
      userId: target.member.id,
      nickname: watcher.member.nickname,
    });
    expect(taken.json()).toMatchObject({ code: 'NICKNAME_IN_USE' });
    const next = await say(target.socket, liveId, 'renamed');
    expect(
      (await watcher.socket.next(CMD.message, (m) => m.message.id === next.messageId)).message.nickname,
    ).toBe(fresh);

    // ban: write role 0 (banned); lifted, the member writes again
    await call('chat.ban', { userId: target.member.id, banned: true });
    expect((await target.socket.next(CMD.standing, (m) => m.profile.banned)).profile).toMatchObject({
      writeRole: 0,
      writeRoleReason: 'banned',
    });
    expect(await say(target.socket, liveId, 'banned?')).toMatchObject({ ok: false, code: 'CHAT_BANNED' });
    await call('chat.ban', { userId: target.member.id, banned: false });
    await target.socket.next(CMD.standing, (m) => !m.profile.banned);
    t.clock.advance(30_000);
    expect(await say(target.socket, liveId, 'unbanned')).toMatchObject({ ok: true });

    // a notice reaches the room as kind notice
    const notice = await flows.api.endpoint('chat.notice', {
      params: { liveId },
      body: { text: 'Be kind' },
      cookie: operator.cookie,
    });
    for (const s of [target.socket, watcher.socket]) {
      expect((await s.next(CMD.message, (m) => m.message.kind === 'notice')).message).toMatchObject({
        id: notice.data.id,
        text: 'Be kind',
        userId: null,
      });
    }

    const log = await flows.api.endpoint('chat.moderationLog', {
      query: { liveId },
      cookie: operator.cookie,
    });
    expect(log.data.list.map((e) => e.action)).toEqual(['notice', 'delete', 'unmute', 'mute']);
    const all = await flows.api.endpoint('chat.moderationLog', { cookie: operator.cookie });
    expect(all.data.list.map((e) => e.action).slice(0, 6)).toEqual([
      'notice',
      'unban',
      'ban',
      'nickname',
      'delete',
      'unmute',
    ]);
    // the log is append-only
    await expect(
      t.database.db.execute(sql`update chat_moderation_log set action = 'mute'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from chat_moderation_log`)).rejects.toThrow();
  });

  it('keeps the moderation calls to staff: 401 logged out, 403 for a member, 400 for bad input', async () => {
    const { member, cookie } = await flows.loggedIn();
    const liveId = await liveAround(t.database.db, t.clock.now());
    const calls = [
      ['post', '/chat/moderation/mute', { userId: member.id, minutes: 5 }],
      ['post', '/chat/moderation/ban', { userId: member.id, banned: true }],
      ['post', '/chat/moderation/nickname', { userId: member.id, nickname: flows.freshNickname() }],
      ['get', '/chat/moderation/log', undefined],
      ['post', `/chat/${liveId}/state`, { state: 'paused' }],
      ['post', `/chat/${liveId}/notice`, { text: 'hi' }],
      ['delete', `/chat/${liveId}/messages/abc`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await flows.api[method](url, { body })).statusCode, url).toBe(401);
      expect((await flows.api[method](url, { body, cookie })).statusCode, url).toBe(403);
    }
    const bad = await flows.api.post('/chat/moderation/mute', {
      body: { userId: member.id, minutes: 100_000 },
      cookie: operator.cookie,
    });
    expect(bad.statusCode).toBe(400);
    const nobody = await flows.api.post('/chat/moderation/mute', {
      body: { userId: 999_999, minutes: 5 },
      cookie: operator.cookie,
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('POST /chat/blacklist reports a message (logged) and blocks its writer; unblock lifts it', async () => {
    const liveId = await liveAround(t.database.db, t.clock.now());
    const rude = await writer();
    const me = await writer();
    await joinRoom(rude.socket, liveId);
    const sent = await say(rude.socket, liveId, 'spoiler: 3-1');
    const reported = await flows.api.endpoint('chat.blacklist', {
      body: { action: 'report', liveId, messageId: sent.messageId!, reason: 'spoiler' },
      cookie: me.cookie,
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.data.blocked).toEqual([rude.member.id]);
    expect((await me.socket.next(CMD.standing)).profile.blocked).toEqual([rude.member.id]);
    const log = await flows.api.endpoint('chat.moderationLog', {
      query: { liveId },
      cookie: operator.cookie,
    });
    expect(log.data.list[0]).toMatchObject({
      action: 'report',
      actorId: me.member.id,
      targetUserId: rude.member.id,
      messageId: sent.messageId,
      detail: { reason: 'spoiler', text: 'spoiler: 3-1' },
    });
    const unblocked = await flows.api.endpoint('chat.blacklist', {
      body: { action: 'unblock', userId: rude.member.id },
      cookie: me.cookie,
    });
    expect(unblocked.data.blocked).toEqual([]);
    const missing = await flows.api.endpoint('chat.blacklist', {
      body: { action: 'report', liveId, messageId: 'nothing' },
      cookie: me.cookie,
    });
    expect(missing.json()).toMatchObject({ code: 'CHAT_MESSAGE_NOT_FOUND' });
    expect(
      (await flows.api.endpoint('chat.blacklist', { body: { action: 'unblock', userId: 1 } })).statusCode,
    ).toBe(401);
  });

  it(`stores and delivers ${XSS_PAYLOADS.length} script and HTML payloads byte for byte, as plain text`, async () => {
    expect(XSS_PAYLOADS).toHaveLength(100);
    const liveId = await liveAround(t.database.db, t.clock.now());
    const a = await writer();
    const b = await writer();
    await joinRoom(a.socket, liveId);
    await joinRoom(b.socket, liveId);
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      if (i % 5 === 0) t.clock.advance(10_000);
      const sent = await say(a.socket, liveId, payload);
      expect(sent, payload).toMatchObject({ ok: true });
      const got = await b.socket.next(CMD.message, (m) => m.message.id === sent.messageId);
      expect(got.message.text).toBe(payload);
    }
    await t.core.services.chat.chat.join(liveId);
    await waitFor(async () => (await countMessages(liveId)) === XSS_PAYLOADS.length);
    const rows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.liveId, liveId));
    expect(new Set(rows.map((r) => r.text))).toEqual(new Set(XSS_PAYLOADS));
  });

  async function countMessages(liveId: number) {
    const rows = await t.database.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.liveId, liveId));
    return rows.length;
  }
});

/** Polls a condition (a database write in the background) until it holds, for at most 5 s. */
async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 5000;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
