import type { EndpointInput } from '@kickoff/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAccountTestApp } from '../../../test/account-flows.js';
import { snsAccounts, snsTokens, users } from '../../db/schema/index.js';

const MINUTE = 60_000;
const ctx = useAccountTestApp();

type SignupBody = EndpointInput<'account.signup'>['body'];

const details = {
  name: '佐藤 花子',
  birthDate: '19950420',
  gender: 'female' as const,
  phone: '090-1111-2222',
  agreements: { terms: true, privacy: true, paid: true, marketing: false },
  password: 'Kickoff2026',
  passwordConfirm: 'Kickoff2026',
};

async function signupBody(overrides: Partial<SignupBody> = {}) {
  const email = ctx.freshEmail('signup');
  const nickname = ctx.freshNickname();
  return {
    email,
    body: {
      ...details,
      emailCodeId: await ctx.verifiedEmailCode(email),
      nickname,
      nicknameCheckToken: await ctx.holdNickname(nickname),
      ...overrides,
    },
  };
}

describe(`POST /accounts (e-mail) (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('creates the member, logs them in (first login) and uses the code once', async () => {
    const { email, body } = await signupBody();
    const res = await ctx.api.endpoint('account.signup', { body });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.data;
    expect(user).toMatchObject({
      email,
      nickname: body.nickname,
      name: '佐藤 花子',
      status: 1,
      statusList: [],
      sns: null,
      role: 'member',
      hasPassword: true,
      firstLogin: true,
      remember: false,
      serviceId: -1,
    });
    const cookie = res.cookies.find((c) => c.name === 'kickoff_sid');
    expect(cookie?.httpOnly).toBe(true);
    const session = await ctx.api.endpoint('session.get', { cookie: `kickoff_sid=${cookie!.value}` });
    expect(session.data.userId).toBe(user.userId);
    const [row] = await ctx.t.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.phone).toBe('09011112222');
    expect(row!.nicknameChangedAt).toBeNull();
    expect(row!.termsAgreedAt).toEqual(ctx.t.clock.now());

    const nickname = ctx.freshNickname();
    const reuse = await ctx.api.endpoint('account.signup', {
      body: { ...body, nickname, nicknameCheckToken: await ctx.holdNickname(nickname) },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('EMAIL_CODE_EXPIRED');
  });

  it('needs a verified code', async () => {
    const { id } = await ctx.sendEmailCode(ctx.freshEmail('signup'));
    const { body } = await signupBody({ emailCodeId: id });
    const res = await ctx.api.endpoint('account.signup', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EMAIL_CODE_NOT_VERIFIED');
  });

  it('needs every mandatory agreement', async () => {
    for (const missing of ['terms', 'privacy', 'paid']) {
      const { body } = await signupBody({ agreements: { ...details.agreements, [missing]: false } });
      const res = await ctx.api.endpoint('account.signup', { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('TERMS_NOT_AGREED');
      expect(res.json().fields).toEqual({ [`agreements.${missing}`]: 'required' });
    }
  });

  it('refuses input breaking the rules of spec §5, naming the field and rule', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'Short1', passwordConfirm: 'Short1' }, 'password', 'minLength'],
      [{ password: 'abcdefghij', passwordConfirm: 'abcdefghij' }, 'password', 'password.format'],
      [{ password: `A1${'a'.repeat(31)}`, passwordConfirm: `A1${'a'.repeat(31)}` }, 'password', 'maxLength'],
      [{ password: 'パスワード1234a', passwordConfirm: 'パスワード1234a' }, 'password', 'password.chars'],
      [{ passwordConfirm: 'Kickoff2027' }, 'passwordConfirm', 'password.mismatch'],
      [{ name: '佐' }, 'name', 'minLength'],
      [{ name: 'あ'.repeat(16) }, 'name', 'maxLength'],
      [{ birthDate: '20130101' }, 'birthDate', 'birthDate.under14'],
      [{ birthDate: '18950101' }, 'birthDate', 'birthDate.over130'],
      [{ birthDate: '1995-04-20' }, 'birthDate', 'birthDate.format'],
      [{ birthDate: '20230229' }, 'birthDate', 'birthDate.invalidDate'],
      [{ phone: '12345' }, 'phone', 'phone.format'],
      [{ nickname: 'a b' }, 'nickname', 'nickname.format'],
      [{ gender: 'other' }, 'gender', ''],
    ];
    const { body } = await signupBody();
    for (const [change, field, key] of cases) {
      const res = await ctx.api.post('/accounts', { body: { ...body, ...change } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      if (key) expect(res.json().fields[field], JSON.stringify(change)).toBe(key);
      else expect(res.json().fields[field]).toBeDefined();
    }
    // the 14th birthday itself is accepted
    expect(
      (await ctx.api.endpoint('account.signup', { body: { ...body, birthDate: '20121123' } })).statusCode,
    ).toBe(201);
  });

  it('needs a live duplicate check of this very nickname', async () => {
    const { body } = await signupBody();
    const other = await ctx.api.endpoint('account.signup', {
      body: { ...body, nickname: ctx.freshNickname() },
    });
    expect(other.json().code).toBe('NICKNAME_CHECK_REQUIRED');
    const forged = await ctx.api.endpoint('account.signup', {
      body: { ...body, nicknameCheckToken: 'forged' },
    });
    expect(forged.json().code).toBe('NICKNAME_CHECK_REQUIRED');
    ctx.t.clock.advance(10 * MINUTE);
    try {
      const late = await ctx.api.endpoint('account.signup', { body });
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('NICKNAME_CHECK_REQUIRED');
    } finally {
      ctx.t.clock.advance(-10 * MINUTE);
    }
    expect((await ctx.api.endpoint('account.signup', { body })).statusCode).toBe(201);
  });

  it('answers 409 (not 500) when the nickname or e-mail was taken meanwhile, keeping the code usable', async () => {
    const { body } = await signupBody();
    await ctx.f.member({ nickname: body.nickname.toUpperCase() });
    const clash = await ctx.api.endpoint('account.signup', { body });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('NICKNAME_IN_USE');
    const nickname = ctx.freshNickname();
    const retry = await ctx.api.endpoint('account.signup', {
      body: { ...body, nickname, nicknameCheckToken: await ctx.holdNickname(nickname) },
    });
    expect(retry.statusCode).toBe(201);

    const email = ctx.freshEmail('signup');
    const first = await ctx.verifiedEmailCode(email);
    const second = await ctx.verifiedEmailCode(email);
    const n1 = ctx.freshNickname();
    const n2 = ctx.freshNickname();
    const a = await ctx.api.endpoint('account.signup', {
      body: { ...body, emailCodeId: first, nickname: n1, nicknameCheckToken: await ctx.holdNickname(n1) },
    });
    expect(a.statusCode).toBe(201);
    const b = await ctx.api.endpoint('account.signup', {
      body: { ...body, emailCodeId: second, nickname: n2, nicknameCheckToken: await ctx.holdNickname(n2) },
    });
    expect(b.statusCode).toBe(409);
    expect(b.json().code).toBe('EMAIL_IN_USE');
  });

  it('makes exactly one member of two parallel sign-ups with one code', async () => {
    const email = ctx.freshEmail('signup');
    const emailCodeId = await ctx.verifiedEmailCode(email);
    const bodies = await Promise.all(
      [ctx.freshNickname(), ctx.freshNickname()].map(async (nickname) => ({
        ...details,
        emailCodeId,
        nickname,
        nicknameCheckToken: await ctx.holdNickname(nickname),
      })),
    );
    const answers = await Promise.all(bodies.map((body) => ctx.api.endpoint('account.signup', { body })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((r) => r.statusCode === 400)!.json().code).toBe('EMAIL_CODE_EXPIRED');
    expect(await ctx.t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('honours auto-login at sign-up (snrm)', async () => {
    const { body } = await signupBody();
    const res = await ctx.api.endpoint('account.signup', { body, headers: { snrm: 'Y' } });
    expect(res.statusCode).toBe(201);
    expect(res.data.remember).toBe(true);
    expect(res.cookies.find((c) => c.name === 'kickoff_sid')!.maxAge).toBe(30 * 24 * 60 * 60);
  });
});

describe('POST /accounts (social)', () => {
  const expiresAt = () => new Date(ctx.t.clock.now().getTime() + 30 * MINUTE);

  async function snsSignup() {
    const { token, row } = await ctx.f.snsToken({ expiresAt: expiresAt(), provider: 'naver' });
    const email = ctx.freshEmail('signup');
    const { id, code } = await ctx.sendEmailCode(email, 'sns');
    const verified = await ctx.api.endpoint('codes.verifySnsEmail', {
      body: { emailCodeId: id, code, accessToken: token },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.data).toEqual({ email, snsCodeId: id });
    const nickname = ctx.freshNickname();
    const { password: _p, passwordConfirm: _c, ...rest } = details;
    const body = {
      ...rest,
      nickname,
      nicknameCheckToken: await ctx.holdNickname(nickname),
      sns: { accessToken: token, snsCodeId: id },
    };
    return { token, row, email, body };
  }

  it('creates a member without password, links the social account and uses the token', async () => {
    const { token, row, email, body } = await snsSignup();
    const res = await ctx.api.endpoint('account.signup', { body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({
      email,
      hasPassword: false,
      sns: 'sn',
      snsProvider: 'naver',
      firstLogin: true,
    });
    const links = await ctx.t.database.db
      .select()
      .from(snsAccounts)
      .where(eq(snsAccounts.userId, res.data.userId));
    expect(links).toMatchObject([{ provider: 'naver', providerUserId: row.providerUserId }]);
    const [used] = await ctx.t.database.db.select().from(snsTokens).where(eq(snsTokens.id, row.id));
    expect(used!.usedAt).not.toBeNull();
    const again = await ctx.api.endpoint('session.login', { body: { sns: 'naver', accessToken: token } });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('SNS_TOKEN_INVALID');
  });

  it('refuses an unknown, used or expired token when verifying the e-mail', async () => {
    const { id, code } = await ctx.sendEmailCode(ctx.freshEmail('signup'), 'sns');
    const unknown = await ctx.api.endpoint('codes.verifySnsEmail', {
      body: { emailCodeId: id, code, accessToken: 'nope' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('SNS_TOKEN_INVALID');
    const { token } = await ctx.f.snsToken({ expiresAt: new Date(ctx.t.clock.now().getTime() - 1) });
    const expired = await ctx.api.endpoint('codes.verifySnsEmail', {
      body: { emailCodeId: id, code, accessToken: token },
    });
    expect(expired.json().code).toBe('SNS_TOKEN_INVALID');
  });

  it('needs the code verified for this very token', async () => {
    const { body } = await snsSignup();
    const { token: other } = await ctx.f.snsToken({ expiresAt: expiresAt(), provider: 'naver' });
    const res = await ctx.api.endpoint('account.signup', {
      body: { ...body, sns: { ...body.sns, accessToken: other } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EMAIL_CODE_NOT_VERIFIED');
    const signupCode = await ctx.verifiedEmailCode(ctx.freshEmail('signup'));
    const wrongPurpose = await ctx.api.endpoint('account.signup', {
      body: { ...body, sns: { ...body.sns, snsCodeId: signupCode } },
    });
    expect(wrongPurpose.json().code).toBe('EMAIL_CODE_EXPIRED');
    expect((await ctx.api.endpoint('account.signup', { body })).statusCode).toBe(201);
  });
});
