import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAccountTestApp } from '../../../test/account-flows.js';
import { loginAs, MEMBER_PASSWORD } from '../../../test/factories.js';
import { nicknameHolds, sessions } from '../../db/schema/index.js';
import { hashToken } from './session.service.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ctx = useAccountTestApp();

describe(`GET /user/profile (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('answers the member own record', async () => {
    const { member, cookie } = await ctx.loggedIn({ gender: 'female', marketingAgreed: true });
    await ctx.f.snsToken({ expiresAt: ctx.t.clock.now(), provider: 'apple', linkTo: member.id });
    const res = await ctx.api.endpoint('profile.get', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      userId: member.id,
      email: member.email,
      name: member.name,
      birthDate: member.birthDate,
      gender: 'female',
      phone: member.phone,
      nickname: member.nickname,
      nicknameChangeableAt: null,
      marketingAgreed: true,
      snsProviders: ['apple'],
      hasPassword: true,
      createdAt: member.createdAt.toISOString(),
    });
  });

  it('needs a login', async () => {
    expect((await ctx.api.endpoint('profile.get')).statusCode).toBe(401);
  });
});

describe('POST /validation/password', () => {
  it('confirms the current password, refuses a wrong one, and has none for a social-only member', async () => {
    const { cookie } = await ctx.loggedIn();
    const ok = await ctx.api.endpoint('account.checkPassword', {
      cookie,
      body: { password: MEMBER_PASSWORD },
    });
    expect(ok.json()).toEqual({ data: { valid: true } });
    const wrong = await ctx.api.endpoint('account.checkPassword', {
      cookie,
      body: { password: 'Wrong-pass1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PASSWORD_MISMATCH');
    const social = await loggedInSocial();
    const none = await ctx.api.endpoint('account.checkPassword', {
      cookie: social.cookie,
      body: { password: 'x' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('PASSWORD_NOT_SET');
    expect((await ctx.api.endpoint('account.checkPassword', { body: { password: 'x' } })).statusCode).toBe(
      401,
    );
  });

  it('counts failures in the login lock', async () => {
    const { member, cookie } = await ctx.loggedIn();
    for (let i = 0; i < 9; i++)
      await ctx.api.endpoint('account.checkPassword', { cookie, body: { password: 'Wrong-pass1' } });
    const tenth = await ctx.api.endpoint('account.checkPassword', {
      cookie,
      body: { password: 'Wrong-pass1' },
    });
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().code).toBe('LOGIN_LOCKED');
    const login = await ctx.api.endpoint('session.login', {
      body: { username: member.email!, password: MEMBER_PASSWORD },
    });
    expect(login.json().code).toBe('LOGIN_LOCKED');
  });
});

async function loggedInSocial() {
  const member = await ctx.f.member({ password: null });
  const { token } = await ctx.f.snsToken({
    expiresAt: new Date(ctx.t.clock.now().getTime() + 30 * MINUTE),
    provider: 'kakao',
    linkTo: member.id,
  });
  const res = await ctx.api.endpoint('session.login', { body: { sns: 'kakao', accessToken: token } });
  expect(res.statusCode).toBe(200);
  const cookie = `kickoff_sid=${res.cookies.find((c) => c.name === 'kickoff_sid')!.value}`;
  return { member, cookie };
}

describe('PUT /change/password/:userId', () => {
  const body = { currentPassword: MEMBER_PASSWORD, password: 'NewPass2026', passwordConfirm: 'NewPass2026' };

  it('changes the password, ends the other sessions (any kind) but this one, and clears status 6', async () => {
    const member = await ctx.f.member({ status: 6 });
    const cookie = await loginAs(ctx.t.app, member.email!, MEMBER_PASSWORD);
    const other = `kickoff_sid=other-${member.id}`;
    const now = ctx.t.clock.now();
    await ctx.t.database.db.insert(sessions).values({
      id: hashToken(`other-${member.id}`),
      userId: member.id,
      kind: 'tv',
      method: 'password',
      expiresAt: new Date(now.getTime() + DAY),
      createdAt: now,
      lastSeenAt: now,
    });
    expect((await ctx.api.endpoint('session.get', { cookie: other })).statusCode).toBe(200);
    const res = await ctx.api.endpoint('profile.changePassword', {
      params: { userId: member.id },
      cookie,
      body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect((await ctx.api.endpoint('session.get', { cookie })).statusCode).toBe(200);
    expect((await ctx.api.endpoint('session.get', { cookie: other })).statusCode).toBe(401);
    const [tv] = await ctx.t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(`other-${member.id}`)));
    expect(tv!.endReason).toBe('password_changed');
    expect((await ctx.userRow(member.id)).status).toBe(1);
    expect(
      (
        await ctx.api.endpoint('session.login', {
          body: { username: member.email!, password: 'NewPass2026' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await ctx.api.endpoint('session.login', {
          body: { username: member.email!, password: MEMBER_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('needs the right current password and a different new one', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const wrong = await ctx.api.endpoint('profile.changePassword', {
      params: { userId: member.id },
      cookie,
      body: { ...body, currentPassword: 'Nope-1234' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'PASSWORD_MISMATCH',
      fields: { currentPassword: 'password.mismatch' },
    });
    const { currentPassword: _c, ...withoutCurrent } = body;
    const missing = await ctx.api.endpoint('profile.changePassword', {
      params: { userId: member.id },
      cookie,
      body: withoutCurrent,
    });
    expect(missing.json()).toMatchObject({
      code: 'PASSWORD_MISMATCH',
      fields: { currentPassword: 'required' },
    });
    const same = await ctx.api.endpoint('profile.changePassword', {
      params: { userId: member.id },
      cookie,
      body: { currentPassword: MEMBER_PASSWORD, password: MEMBER_PASSWORD, passwordConfirm: MEMBER_PASSWORD },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('PASSWORD_SAME');
  });

  it('checks the new password rules and the confirmation', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const weak = await ctx.api.endpoint('profile.changePassword', {
      params: { userId: member.id },
      cookie,
      body: { ...body, password: 'onlyletters', passwordConfirm: 'onlyletters' },
    });
    expect(weak.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: 'password.format' } });
    const mismatch = await ctx.api.endpoint('profile.changePassword', {
      params: { userId: member.id },
      cookie,
      body: { ...body, passwordConfirm: 'NewPass2027' },
    });
    expect(mismatch.json().fields.passwordConfirm).toBe('password.mismatch');
  });

  it('lets a social-only member set a first password without a current one', async () => {
    const { member, cookie } = await loggedInSocial();
    const res = await ctx.api.endpoint('profile.changePassword', {
      params: { userId: member.id },
      cookie,
      body: { password: 'FirstPass1', passwordConfirm: 'FirstPass1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ctx.api.endpoint('session.reload', { cookie })).data.hasPassword).toBe(true);
  });

  it('answers 401 without a session and 403 for another member', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const other = await ctx.f.member();
    expect(
      (await ctx.api.endpoint('profile.changePassword', { params: { userId: member.id }, body })).statusCode,
    ).toBe(401);
    const forbidden = await ctx.api.endpoint('profile.changePassword', {
      params: { userId: other.id },
      cookie,
      body,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
  });
});

describe('PUT /change/profile/:userId', () => {
  it('changes the details and clears status 11 and 14', async () => {
    for (const status of [11, 14]) {
      const member = await ctx.f.member({ status });
      const cookie = await loginAs(ctx.t.app, member.email!);
      const res = await ctx.api.endpoint('profile.change', {
        params: { userId: member.id },
        cookie,
        body: { name: '  鈴木 一郎 ', birthDate: '19800505', gender: 'none', marketing: true },
      });
      expect(res.statusCode, res.body).toBe(200);
      const row = await ctx.userRow(member.id);
      expect(row).toMatchObject({
        name: '鈴木 一郎',
        birthDate: '19800505',
        gender: 'none',
        marketingAgreed: true,
        status: 1,
      });
    }
  });

  it('refuses bad details, another member and no session', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const body = { name: '鈴木 一郎', birthDate: '20200101', gender: 'male' as const };
    const young = await ctx.api.endpoint('profile.change', { params: { userId: member.id }, cookie, body });
    expect(young.json().fields.birthDate).toBe('birthDate.under14');
    const other = await ctx.f.member();
    const ok = { ...body, birthDate: '19800505' };
    expect(
      (await ctx.api.endpoint('profile.change', { params: { userId: other.id }, cookie, body: ok }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.api.endpoint('profile.change', { params: { userId: member.id }, body: ok })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /change/nickname/:userId', () => {
  const check = async (nickname: string, cookie?: string) => {
    const res = await ctx.api.endpoint('account.checkNickname', { cookie, body: { nickname } });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.checkToken as string;
  };

  it('changes the nickname at once after sign-up, then only 30 days after the last change', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const first = `first${member.id}`;
    const res = await ctx.api.endpoint('profile.changeNickname', {
      params: { userId: member.id },
      cookie,
      body: { nickname: first, checkToken: await check(first, cookie) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changedAt = ctx.t.clock.now();
    expect((await ctx.userRow(member.id)).nicknameChangedAt).toEqual(changedAt);
    const profile = (await ctx.api.endpoint('profile.get', { cookie })).data;
    expect(profile.nickname).toBe(first);
    expect(profile.nicknameChangeableAt).toBe(new Date(changedAt.getTime() + 30 * DAY).toISOString());

    ctx.t.clock.advance(29 * DAY);
    const second = `second${member.id}`;
    const cookie29 = await loginAs(ctx.t.app, member.email!);
    const early = await ctx.api.endpoint('profile.changeNickname', {
      params: { userId: member.id },
      cookie: cookie29,
      body: { nickname: second, checkToken: await check(second, cookie29) },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('NICKNAME_CHANGE_TOO_SOON');
    expect(early.json().message).toContain(new Date(changedAt.getTime() + 30 * DAY).toISOString());

    ctx.t.clock.advance(DAY);
    const cookie30 = await loginAs(ctx.t.app, member.email!);
    const later = await ctx.api.endpoint('profile.changeNickname', {
      params: { userId: member.id },
      cookie: cookie30,
      body: { nickname: second, checkToken: await check(second, cookie30) },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(
      (await ctx.api.endpoint('profile.get', { cookie: cookie30 })).data.nicknameChangeableAt,
    ).not.toBeNull();
  });

  it('needs a check of this nickname held by this member or unbound', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const someone = await ctx.loggedIn();
    const theirs = await check(`theirs${member.id}`, someone.cookie);
    const stolen = await ctx.api.endpoint('profile.changeNickname', {
      params: { userId: member.id },
      cookie,
      body: { nickname: `theirs${member.id}`, checkToken: theirs },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('NICKNAME_CHECK_REQUIRED');
    const token = await check(`mine${member.id}`, cookie);
    const other = await ctx.api.endpoint('profile.changeNickname', {
      params: { userId: member.id },
      cookie,
      body: { nickname: `other${member.id}`, checkToken: token },
    });
    expect(other.json().code).toBe('NICKNAME_CHECK_REQUIRED');
    const unbound = await check(`free${member.id}`);
    const ok = await ctx.api.endpoint('profile.changeNickname', {
      params: { userId: member.id },
      cookie,
      body: { nickname: `free${member.id}`, checkToken: unbound },
    });
    expect(ok.statusCode).toBe(200);
    const [hold] = await ctx.t.database.db
      .select()
      .from(nicknameHolds)
      .where(eq(nicknameHolds.token, unbound));
    expect(hold).toBeUndefined();
  });

  it('refuses bad nicknames, another member and no session', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const bad = await ctx.api.endpoint('profile.changeNickname', {
      params: { userId: member.id },
      cookie,
      body: { nickname: 'x!', checkToken: 'a' },
    });
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const other = await ctx.f.member();
    const body = { nickname: 'abcde', checkToken: 'a' };
    expect(
      (await ctx.api.endpoint('profile.changeNickname', { params: { userId: other.id }, cookie, body }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.api.endpoint('profile.changeNickname', { params: { userId: member.id }, body })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /activate/account', () => {
  it('reactivates a dormant member whose name and birth date match', async () => {
    const { member, cookie } = await ctx.loggedIn({ status: 21, name: '山田 太郎', birthDate: '19900115' });
    const wrongName = await ctx.api.endpoint('account.activate', {
      cookie,
      body: { name: '山田 次郎', birthDate: '19900115' },
    });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().code).toBe('PROFILE_MISMATCH');
    const wrongDate = await ctx.api.endpoint('account.activate', {
      cookie,
      body: { name: '山田 太郎', birthDate: '19900116' },
    });
    expect(wrongDate.json().code).toBe('PROFILE_MISMATCH');
    const ok = await ctx.api.endpoint('account.activate', {
      cookie,
      body: { name: '山田太郎', birthDate: '19900115' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await ctx.userRow(member.id)).status).toBe(1);
    expect((await ctx.api.endpoint('session.reload', { cookie })).data.statusList).toEqual([]);
  });

  it('answers 409 NOT_DORMANT for an active member and 401 without a session', async () => {
    const { cookie } = await ctx.loggedIn();
    const body = { name: '山田 太郎', birthDate: '19900115' };
    const res = await ctx.api.endpoint('account.activate', { cookie, body });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOT_DORMANT');
    expect((await ctx.api.endpoint('account.activate', { body })).statusCode).toBe(401);
  });
});
