import type { DomainEventOf } from '@kickoff/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAccountTestApp } from '../../../test/account-flows.js';
import { loginAs, MEMBER_PASSWORD } from '../../../test/factories.js';
import { sessions } from '../../db/schema/index.js';
import { hashToken } from './session.service.js';

type Ended = DomainEventOf<'session.ended'>;
/** The session table's id of a `kickoff_sid=…` cookie. */
const sessionIdOf = (cookie: string) => hashToken(cookie.slice(cookie.indexOf('=') + 1));

/** Every end of a session is published on the bus with its reason (the realtime side acts on it). */
describe(`session.ended on the event bus (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  const ctx = useAccountTestApp();
  let events: Ended[];
  let stop: () => void;

  beforeEach(() => {
    events = [];
    stop = ctx.t.core.bus.subscribe('session.ended', (e) => {
      events.push(e);
    });
  });
  afterEach(() => stop());
  const of = (userId: number) => events.filter((e) => e.userId === userId);

  it('on logout: the one session, reason logout', async () => {
    const { member, cookie } = await ctx.loggedIn();
    expect((await ctx.api.endpoint('session.logout', { cookie })).statusCode).toBe(200);
    expect(of(member.id)).toEqual([
      { type: 'session.ended', userId: member.id, reason: 'logout', sessionId: sessionIdOf(cookie) },
    ]);
  });

  it('on a second login of the same kind: reason replaced, the new session kept', async () => {
    const { member, cookie } = await ctx.loggedIn();
    expect(of(member.id)).toEqual([]);
    const second = await loginAs(ctx.t.app, member.email!, MEMBER_PASSWORD);
    expect(of(member.id)).toEqual([
      {
        type: 'session.ended',
        userId: member.id,
        reason: 'replaced',
        kind: 'web',
        keptSessionId: sessionIdOf(second),
        sessionIds: [sessionIdOf(cookie)],
      },
    ]);
  });

  it('on a password change: every other session, reason password_changed', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const now = ctx.t.clock.now();
    // a TV session beside this web one
    await ctx.t.database.db.insert(sessions).values({
      id: hashToken(`tv-${member.id}`),
      userId: member.id,
      kind: 'tv',
      method: 'password',
      expiresAt: new Date(now.getTime() + 60 * 60_000),
      createdAt: now,
      lastSeenAt: now,
    });
    const res = await ctx.api.endpoint('profile.changePassword', {
      params: { userId: member.id },
      cookie,
      body: { currentPassword: MEMBER_PASSWORD, password: 'NewPass2026', passwordConfirm: 'NewPass2026' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(of(member.id)).toEqual([
      {
        type: 'session.ended',
        userId: member.id,
        reason: 'password_changed',
        keptSessionId: sessionIdOf(cookie),
        sessionIds: [hashToken(`tv-${member.id}`)],
      },
    ]);
  });

  it('on withdrawal: every session, reason withdrawn', async () => {
    const { member, cookie } = await ctx.loggedIn();
    expect(
      (await ctx.api.endpoint('account.withdraw', { query: { reason: 'price' }, cookie })).statusCode,
    ).toBe(200);
    expect(of(member.id)).toEqual([
      { type: 'session.ended', userId: member.id, reason: 'withdrawn', sessionIds: [sessionIdOf(cookie)] },
    ]);
  });
});

/** A change of the member's own record is published as member.changed (cached views of them go stale). */
describe(`member.changed on the event bus (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  const ctx = useAccountTestApp();

  it('on a profile change and on withdrawal, not on a refused change', async () => {
    const changed: number[] = [];
    const stop = ctx.t.core.bus.subscribe('member.changed', (e) => {
      changed.push(e.userId);
    });
    try {
      const { member, cookie } = await ctx.loggedIn();
      const body = { name: '鈴木 一郎', birthDate: '19800505', gender: 'none', marketing: false } as const;
      const young = { ...body, birthDate: '20250101' };
      expect(
        (await ctx.api.endpoint('profile.change', { params: { userId: member.id }, cookie, body: young }))
          .statusCode,
      ).toBe(400);
      expect(changed).toEqual([]);
      const res = await ctx.api.endpoint('profile.change', { params: { userId: member.id }, cookie, body });
      expect(res.statusCode, res.body).toBe(200);
      expect(changed).toEqual([member.id]);
      const gone = await ctx.api.endpoint('account.withdraw', { cookie, query: { reason: 'other' } });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(changed).toEqual([member.id, member.id]);
    } finally {
      stop();
    }
  });
});
