import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAccountTestApp } from '../../../test/account-flows.js';
import { outbox, verificationCodes } from '../../db/schema/index.js';

const MINUTE = 60_000;
const ctx = useAccountTestApp();

describe(`POST /email (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('answers available for a free address and 409 for a registered one in any case', async () => {
    const free = await ctx.api.endpoint('account.checkEmail', { body: { email: ctx.freshEmail('signup') } });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ data: { available: true } });
    const member = await ctx.f.member();
    for (const email of [member.email!, member.email!.toUpperCase(), ` ${member.email} `]) {
      const taken = await ctx.api.endpoint('account.checkEmail', { body: { email } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe('EMAIL_IN_USE');
    }
  });

  it('refuses a malformed address with the validation key', async () => {
    for (const email of ['not-an-email', 'a..b@docomo.ne.jp', 'x@localhost', '']) {
      const res = await ctx.api.endpoint('account.checkEmail', { body: { email } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fields.email).toBeDefined();
    }
  });
});

describe('POST /emailCodes', () => {
  it('stores a hashed 6-digit code valid 10 minutes and writes the e-mail to the outbox in the language asked', async () => {
    const email = ctx.freshEmail('signup');
    const { id, code } = await ctx.sendEmailCode(email, 'signup', {
      headers: { 'accept-language': 'ko-KR' },
    });
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await ctx.t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.id, id));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - ctx.t.clock.now().getTime()).toBe(10 * MINUTE);
    const [mail] = await ctx.t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mail!.subject).toContain('회원 가입');
    expect(mail!.sentAt).toBeNull();
    const ja = ctx.freshEmail('signup');
    await ctx.sendEmailCode(ja);
    const [jaMail] = await ctx.t.database.db.select().from(outbox).where(eq(outbox.recipient, ja));
    expect(jaMail!.subject).toBe('【KICKOFF】会員登録の認証コード');
  });

  it('refuses sign-up and social codes for a registered address', async () => {
    const member = await ctx.f.member();
    for (const purpose of ['signup', 'sns'] as const) {
      const res = await ctx.api.endpoint('codes.sendEmail', { body: { email: member.email!, purpose } });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('EMAIL_IN_USE');
    }
  });

  it('needs a login for an update code and a known purpose', async () => {
    const update = await ctx.api.endpoint('codes.sendEmail', {
      body: { email: ctx.freshEmail('signup'), purpose: 'update' },
    });
    expect(update.statusCode).toBe(401);
    expect(update.json().code).toBe('UNAUTHORIZED');
    const bad = await ctx.api.post('/emailCodes', {
      body: { email: ctx.freshEmail('signup'), purpose: 'spam' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.purpose).toBeDefined();
  });

  it('answers a reset for an unknown address alike but sends nothing, and that code never verifies', async () => {
    const email = ctx.freshEmail('signup');
    const res = await ctx.api.endpoint('codes.sendEmail', { body: { email, purpose: 'reset' } });
    expect(res.statusCode).toBe(200);
    expect(typeof res.data).toBe('number');
    expect(await ctx.t.database.db.select().from(outbox).where(eq(outbox.recipient, email))).toEqual([]);
    const guess = await ctx.api.endpoint('codes.verifyEmail', {
      body: { emailCodeId: res.data, code: '000000' },
    });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().code).toBe('EMAIL_CODE_MISMATCH');
  });

  it('sends at most 10 codes per address in 24 hours (429 on the 11th), then again a day later', async () => {
    const email = ctx.freshEmail('signup');
    for (let i = 0; i < 10; i++) await ctx.sendEmailCode(email);
    const eleventh = await ctx.api.endpoint('codes.sendEmail', { body: { email, purpose: 'signup' } });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('EMAIL_CODE_DAILY_LIMIT');
    ctx.t.clock.advance(24 * 60 * MINUTE);
    try {
      await ctx.sendEmailCode(email);
    } finally {
      ctx.t.clock.advance(-24 * 60 * MINUTE);
    }
  });

  it('lets exactly one of two parallel sends through at the limit', async () => {
    const email = ctx.freshEmail('signup');
    for (let i = 0; i < 9; i++) await ctx.sendEmailCode(email);
    const both = await Promise.all([
      ctx.api.endpoint('codes.sendEmail', { body: { email, purpose: 'signup' } }),
      ctx.api.endpoint('codes.sendEmail', { body: { email, purpose: 'signup' } }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    const rows = await ctx.t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, email));
    expect(rows).toHaveLength(10);
  });
});

describe('POST /emailCodes/verify', () => {
  it('answers a mismatch with the tries left, then verifies the right code (twice is fine)', async () => {
    const { id, code } = await ctx.sendEmailCode(ctx.freshEmail('signup'));
    const wrong = code === '000000' ? '111111' : '000000';
    const miss = await ctx.api.endpoint('codes.verifyEmail', { body: { emailCodeId: id, code: wrong } });
    expect(miss.statusCode).toBe(400);
    expect(miss.json()).toMatchObject({ code: 'EMAIL_CODE_MISMATCH', fields: { remainingTries: '4' } });
    for (let i = 0; i < 2; i++) {
      const ok = await ctx.api.endpoint('codes.verifyEmail', { body: { emailCodeId: id, code } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ data: { verified: true } });
    }
  });

  it('refuses a code after its 10 minutes', async () => {
    const { id, code } = await ctx.sendEmailCode(ctx.freshEmail('signup'));
    ctx.t.clock.advance(10 * MINUTE);
    try {
      const late = await ctx.api.endpoint('codes.verifyEmail', { body: { emailCodeId: id, code } });
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('EMAIL_CODE_EXPIRED');
    } finally {
      ctx.t.clock.advance(-10 * MINUTE);
    }
  });

  it('voids a code after 5 wrong tries, even for the right code afterwards', async () => {
    const { id, code } = await ctx.sendEmailCode(ctx.freshEmail('signup'));
    const wrong = code === '000000' ? '111111' : '000000';
    const left: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await ctx.api.endpoint('codes.verifyEmail', { body: { emailCodeId: id, code: wrong } });
      expect(res.json().code).toBe('EMAIL_CODE_MISMATCH');
      left.push(res.json().fields.remainingTries);
    }
    expect(left).toEqual(['4', '3', '2', '1', '0']);
    const right = await ctx.api.endpoint('codes.verifyEmail', { body: { emailCodeId: id, code } });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('EMAIL_CODE_EXPIRED');
  });

  it('counts parallel wrong guesses one by one: never more than 5', async () => {
    const { id, code } = await ctx.sendEmailCode(ctx.freshEmail('signup'));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        ctx.api.endpoint('codes.verifyEmail', { body: { emailCodeId: id, code: wrong } }),
      ),
    );
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'EMAIL_CODE_MISMATCH')).toHaveLength(5);
    expect(codes.filter((c) => c === 'EMAIL_CODE_EXPIRED')).toHaveLength(7);
    const [row] = await ctx.t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.id, id));
    expect(row!.attempts).toBe(5);
  });

  it('refuses unknown ids and malformed codes', async () => {
    const unknown = await ctx.api.endpoint('codes.verifyEmail', {
      body: { emailCodeId: 999_999, code: '123456' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('EMAIL_CODE_EXPIRED');
    for (const code of ['12345', '1234567', 'abcdef']) {
      const res = await ctx.api.endpoint('codes.verifyEmail', { body: { emailCodeId: 1, code } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /validation/nickname', () => {
  it('holds a free nickname for 10 minutes', async () => {
    const res = await ctx.api.endpoint('account.checkNickname', { body: { nickname: 'ゴール太郎' } });
    expect(res.statusCode).toBe(200);
    const data = res.data;
    expect(data.nickname).toBe('ゴール太郎');
    expect(data.checkToken).toEqual(expect.any(String));
    expect(Date.parse(data.expiresAt) - ctx.t.clock.now().getTime()).toBe(10 * MINUTE);
  });

  it('refuses reserved words anywhere in the nickname, in any case or width', async () => {
    for (const nickname of [
      'admin',
      'SuperAdmin',
      'ＡＤＭＩＮ',
      'kickoffFan',
      '運営さん',
      '公式アカ',
      '관리자입니다',
    ]) {
      const res = await ctx.api.endpoint('account.checkNickname', { body: { nickname } });
      expect(res.statusCode, nickname).toBe(400);
      expect(res.json().code).toBe('NICKNAME_NOT_ALLOWED');
    }
  });

  it('refuses a nickname breaking the format rules', async () => {
    const cases: [string, string][] = [
      ['ab', 'minLength'],
      ['abcdefghijk', 'maxLength'],
      ['ab cd', 'nickname.format'],
      ['abc!', 'nickname.format'],
      ['', 'required'],
    ];
    for (const [nickname, key] of cases) {
      const res = await ctx.api.endpoint('account.checkNickname', { body: { nickname } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.nickname).toBe(key);
    }
  });

  it('answers 409 for a member nickname in any case', async () => {
    const member = await ctx.f.member({ nickname: 'GoalKeeper' });
    const res = await ctx.api.endpoint('account.checkNickname', {
      body: { nickname: member.nickname!.toLowerCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NICKNAME_IN_USE');
  });

  it('answers NICKNAME_BUSY while someone else holds it; the holder may check again; free after 10 minutes', async () => {
    const first = await ctx.api.endpoint('account.checkNickname', { body: { nickname: 'Striker9' } });
    const token = first.data.checkToken;
    const other = await ctx.api.endpoint('account.checkNickname', { body: { nickname: 'striker9' } });
    expect(other.statusCode).toBe(429);
    expect(other.json().code).toBe('NICKNAME_BUSY');
    const again = await ctx.api.endpoint('account.checkNickname', {
      body: { nickname: 'Striker9', checkToken: token },
    });
    expect(again.statusCode).toBe(200);
    expect(again.data.checkToken).not.toBe(token);
    ctx.t.clock.advance(10 * MINUTE);
    try {
      expect(
        (await ctx.api.endpoint('account.checkNickname', { body: { nickname: 'Striker9' } })).statusCode,
      ).toBe(200);
    } finally {
      ctx.t.clock.advance(-10 * MINUTE);
    }
  });
});
