import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAccountTestApp } from '../../../test/account-flows.js';
import { loginAs, MEMBER_PASSWORD } from '../../../test/factories.js';
import { inquiries, nicknameHolds, sessions, snsAccounts, verificationCodes } from '../../db/schema/index.js';

const MINUTE = 60_000;
const ctx = useAccountTestApp();

describe(`DELETE /withdraw (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('anonymises the member in one go, ends every session and frees the address and nickname', async () => {
    const member = await ctx.f.member({ marketingAgreed: true });
    await ctx.f.snsToken({ expiresAt: ctx.t.clock.now(), linkTo: member.id });
    const cookie = await loginAs(ctx.t.app, member.email!);
    const asked = await ctx.api.endpoint('qna.create', {
      cookie,
      body: {
        category: 'account',
        title: '退会について',
        content: '退会前に確認したいことがあります。',
        name: member.name!,
        email: member.email!,
        agreePrivacy: true,
      },
    });
    expect(asked.statusCode).toBe(201);
    await check(member.id, cookie);

    const res = await ctx.api.endpoint('account.withdraw', {
      query: { reason: 'other', detail: '見る時間がない' },
      cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/kickoff_sid=;/);

    const row = await ctx.userRow(member.id);
    expect(row).toMatchObject({
      email: null,
      passwordHash: null,
      name: null,
      birthDate: null,
      gender: null,
      phone: null,
      nickname: null,
      marketingAgreed: false,
      status: 99,
      withdrawnAt: ctx.t.clock.now(),
      withdrawReason: 'other: 見る時間がない',
    });
    expect(
      await ctx.t.database.db.select().from(snsAccounts).where(eq(snsAccounts.userId, member.id)),
    ).toEqual([]);
    expect(
      await ctx.t.database.db.select().from(nicknameHolds).where(eq(nicknameHolds.userId, member.id)),
    ).toEqual([]);
    expect(
      await ctx.t.database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, member.id)),
    ).toEqual([]);
    const live = await ctx.t.database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(live.every((s) => s.endedAt !== null)).toBe(true);
    expect(live.map((s) => s.endReason)).toContain('withdrawn');
    // the support history stays
    expect(
      await ctx.t.database.db.select().from(inquiries).where(eq(inquiries.userId, member.id)),
    ).toHaveLength(1);

    expect((await ctx.api.endpoint('session.get', { cookie })).statusCode).toBe(401);
    const login = await ctx.api.endpoint('session.login', {
      body: { username: member.email!, password: MEMBER_PASSWORD },
    });
    expect(login.json().code).toBe('LOGIN_FAILED');
    expect(
      (await ctx.api.endpoint('account.checkEmail', { body: { email: member.email! } })).statusCode,
    ).toBe(200);
    const nickname = await ctx.api.endpoint('account.checkNickname', {
      body: { nickname: member.nickname! },
    });
    expect(nickname.statusCode).toBe(200);
  });

  async function check(userId: number, cookie: string) {
    await ctx.api.endpoint('codes.sendEmail', {
      cookie,
      body: { email: `new-${userId}@example.com`, purpose: 'update' },
    });
    await ctx.api.endpoint('account.checkNickname', { cookie, body: { nickname: `hold${userId}` } });
  }

  it('needs a known reason and a session', async () => {
    const { cookie } = await ctx.loggedIn();
    expect((await ctx.api.delete('/withdraw?reason=bored', { cookie })).statusCode).toBe(400);
    expect((await ctx.api.delete('/withdraw', { cookie })).statusCode).toBe(400);
    expect((await ctx.api.endpoint('account.withdraw', { query: { reason: 'price' } })).statusCode).toBe(401);
  });
});

describe('GET /qna/list', () => {
  it('lists the member own inquiries, newest first, paged', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const someone = await ctx.loggedIn();
    const ask = (c: string, title: string) =>
      ctx.api.endpoint('qna.create', {
        cookie: c,
        body: {
          category: 'payment',
          title,
          content: 'お支払いについての質問です。',
          name: 'テスト',
          email: member.email!,
          agreePrivacy: true,
        },
      });
    for (const title of ['一件目', '二件目', '三件目']) {
      expect((await ask(cookie, title)).statusCode).toBe(201);
      ctx.t.clock.advance(MINUTE);
    }
    await ask(someone.cookie, '他人の質問');
    const res = await ctx.api.endpoint('qna.list', { query: { pageItem: 2 }, cookie });
    expect(res.statusCode).toBe(200);
    const data = res.data;
    expect(data).toMatchObject({ total: 3, totalPage: 2, pageNo: 1, pageItem: 2 });
    expect(data.list.map((q: { title: string }) => q.title)).toEqual(['三件目', '二件目']);
    expect(data.list[0]).toMatchObject({
      kind: 'inquiry',
      category: 'payment',
      status: 'received',
      answer: null,
    });
    expect((await ctx.api.endpoint('qna.list')).statusCode).toBe(401);
  });
});
