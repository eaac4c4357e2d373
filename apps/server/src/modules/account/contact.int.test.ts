import { describe, expect, it } from 'vitest';
import { useAccountTestApp } from '../../../test/account-flows.js';
import { loginAs, MEMBER_PASSWORD } from '../../../test/factories.js';

const ctx = useAccountTestApp();

describe(`PUT /email/byCode (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('moves the member to the verified new address, clears status 12 and ends other sessions', async () => {
    const member = await ctx.f.member({ status: 12 });
    const other = await loginAs(ctx.t.app, member.email!);
    const cookie = await loginAs(ctx.t.app, member.email!);
    expect(other).not.toBe(cookie);
    const email = ctx.freshEmail('profile');
    const emailCodeId = await ctx.verifiedEmailCode(email, 'update', cookie);
    const res = await ctx.api.endpoint('profile.changeEmail', { cookie, body: { emailCodeId } });
    expect(res.statusCode, res.body).toBe(200);
    const row = await ctx.userRow(member.id);
    expect(row.email).toBe(email);
    expect(row.status).toBe(1);
    expect((await ctx.api.endpoint('session.reload', { cookie })).data.email).toBe(email);
    const again = await ctx.api.endpoint('profile.changeEmail', { cookie, body: { emailCodeId } });
    expect(again.json().code).toBe('EMAIL_CODE_EXPIRED');
  });

  it('refuses the current address, a taken one, and another member code', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const same = await ctx.api.endpoint('codes.sendEmail', {
      cookie,
      body: { email: member.email!, purpose: 'update' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('EMAIL_SAME');
    const taken = await ctx.f.member();
    const inUse = await ctx.api.endpoint('codes.sendEmail', {
      cookie,
      body: { email: taken.email!, purpose: 'update' },
    });
    expect(inUse.statusCode).toBe(409);
    const someone = await ctx.loggedIn();
    const theirs = await ctx.verifiedEmailCode(ctx.freshEmail('profile'), 'update', someone.cookie);
    const res = await ctx.api.endpoint('profile.changeEmail', { cookie, body: { emailCodeId: theirs } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EMAIL_CODE_EXPIRED');
  });

  it('needs a verified code and a login', async () => {
    const { cookie } = await ctx.loggedIn();
    const sent = await ctx.api.endpoint('codes.sendEmail', {
      cookie,
      body: { email: ctx.freshEmail('profile'), purpose: 'update' },
    });
    const res = await ctx.api.endpoint('profile.changeEmail', { cookie, body: { emailCodeId: sent.data } });
    expect(res.json().code).toBe('EMAIL_CODE_NOT_VERIFIED');
    expect((await ctx.api.endpoint('profile.changeEmail', { body: { emailCodeId: 1 } })).statusCode).toBe(
      401,
    );
  });
});

describe('phone codes and PUT /phone/byCode', () => {
  it('moves the member to the verified new number', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const phoneCodeId = await ctx.phoneCode('080-5555-0101', 'update', { cookie });
    const res = await ctx.api.endpoint('profile.changePhone', { cookie, body: { phoneCodeId } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ctx.userRow(member.id)).phone).toBe('08055550101');
  });

  it('refuses the current number, unverified codes, and sends at most 5 a day per phone', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const same = await ctx.api.endpoint('codes.sendPhone', {
      cookie,
      body: { phone: member.phone!, purpose: 'update' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('PHONE_SAME');
    const unverified = await ctx.phoneCode('080-5555-0202', 'update', { cookie, verify: false });
    const notYet = await ctx.api.endpoint('profile.changePhone', {
      cookie,
      body: { phoneCodeId: unverified },
    });
    expect(notYet.json().code).toBe('PHONE_CODE_NOT_VERIFIED');
    const wrong = await ctx.api.endpoint('codes.verifyPhone', {
      body: { phoneCodeId: unverified, code: '000000' },
    });
    const right = await ctx.f.lastCode('08055550202');
    if (right !== '000000') expect(wrong.json().code).toBe('PHONE_CODE_MISMATCH');
    for (let i = 0; i < 4; i++) await ctx.phoneCode('080-5555-0202', 'update', { cookie, verify: false });
    const sixth = await ctx.api.endpoint('codes.sendPhone', {
      cookie,
      body: { phone: '080-5555-0202', purpose: 'update' },
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('PHONE_CODE_DAILY_LIMIT');
  });

  it('needs a login and a code id', async () => {
    expect((await ctx.api.endpoint('profile.changePhone', { body: { phoneCodeId: 1 } })).statusCode).toBe(
      401,
    );
    const { cookie } = await ctx.loggedIn();
    for (const body of [{}, { phoneCodeId: 'x' }, { phoneCodeId: -1 }]) {
      const res = await ctx.api.put('/phone/byCode', { cookie, body });
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { phoneCodeId: expect.any(String) },
      });
      const email = await ctx.api.put('/email/byCode', { cookie, body: { emailCodeId: body.phoneCodeId } });
      expect(email.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('needs a login for update codes and a valid number', async () => {
    expect(
      (await ctx.api.endpoint('codes.sendPhone', { body: { phone: '09012345678', purpose: 'update' } }))
        .statusCode,
    ).toBe(401);
    const bad = await ctx.api.endpoint('codes.sendPhone', { body: { phone: '12-34', purpose: 'findEmail' } });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { phone: 'phone.format' } });
  });
});

describe('POST /phoneCodes/findEmail', () => {
  it('answers the starred addresses on the verified phone once', async () => {
    const phone = '070-4444-1234';
    const a = await ctx.f.member({ phone: '07044441234', email: 'tanaka.one@example.com' });
    const b = await ctx.f.member({ phone: '07044441234', email: 'suzuki@example.jp' });
    await ctx.f.snsToken({ expiresAt: ctx.t.clock.now(), linkTo: b.id });
    const phoneCodeId = await ctx.phoneCode(phone, 'findEmail');
    const res = await ctx.api.endpoint('codes.findEmail', { body: { phoneCodeId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({
      phone: '070****1234',
      accounts: [
        { email: 'ta********@example.com', createdAt: a.createdAt.toISOString(), sns: false },
        { email: 'su****@example.jp', createdAt: b.createdAt.toISOString(), sns: true },
      ],
    });
    const again = await ctx.api.endpoint('codes.findEmail', { body: { phoneCodeId } });
    expect(again.json().code).toBe('PHONE_CODE_EXPIRED');
  });

  it('answers 404 when no member uses the phone, and needs a verified code', async () => {
    const none = await ctx.phoneCode('070-9999-0000', 'findEmail');
    const res = await ctx.api.endpoint('codes.findEmail', { body: { phoneCodeId: none } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ACCOUNT_NOT_FOUND');
    const unverified = await ctx.phoneCode('070-9999-0001', 'findEmail', { verify: false });
    const notYet = await ctx.api.endpoint('codes.findEmail', { body: { phoneCodeId: unverified } });
    expect(notYet.json().code).toBe('PHONE_CODE_NOT_VERIFIED');
  });
});

describe('POST /emailCodes/reset', () => {
  const body = (emailCodeId: number) => ({
    emailCodeId,
    password: 'Reset2026x',
    passwordConfirm: 'Reset2026x',
  });

  it('sets a new password from a verified reset code, ends every session and clears status 6', async () => {
    const member = await ctx.f.member({ status: 6 });
    const cookie = await loginAs(ctx.t.app, member.email!);
    const emailCodeId = await ctx.verifiedEmailCode(member.email!, 'reset');
    const same = await ctx.api.endpoint('codes.resetPassword', {
      body: { emailCodeId, password: MEMBER_PASSWORD, passwordConfirm: MEMBER_PASSWORD },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('PASSWORD_SAME');
    const res = await ctx.api.endpoint('codes.resetPassword', { body: body(emailCodeId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect((await ctx.api.endpoint('session.get', { cookie })).statusCode).toBe(401);
    const row = await ctx.userRow(member.id);
    expect(row.status).toBe(1);
    expect(
      (await ctx.api.endpoint('session.login', { body: { username: member.email!, password: 'Reset2026x' } }))
        .statusCode,
    ).toBe(200);
    const again = await ctx.api.endpoint('codes.resetPassword', { body: body(emailCodeId) });
    expect(again.json().code).toBe('EMAIL_CODE_EXPIRED');
  });

  it('needs a verified reset code and matching passwords', async () => {
    const member = await ctx.f.member();
    const sent = await ctx.api.endpoint('codes.sendEmail', {
      body: { email: member.email!, purpose: 'reset' },
    });
    const notYet = await ctx.api.endpoint('codes.resetPassword', { body: body(sent.data) });
    expect(notYet.json().code).toBe('EMAIL_CODE_NOT_VERIFIED');
    const signupCode = await ctx.verifiedEmailCode(ctx.freshEmail('profile'), 'signup');
    const wrongPurpose = await ctx.api.endpoint('codes.resetPassword', { body: body(signupCode) });
    expect(wrongPurpose.json().code).toBe('EMAIL_CODE_EXPIRED');
    const mismatch = await ctx.api.endpoint('codes.resetPassword', {
      body: { emailCodeId: 1, password: 'Reset2026x', passwordConfirm: 'Reset2026y' },
    });
    expect(mismatch.json().fields.passwordConfirm).toBe('password.mismatch');
  });

  it('unlocks a locked account', async () => {
    const member = await ctx.f.member();
    for (let i = 0; i < 10; i++)
      await ctx.api.endpoint('session.login', { body: { username: member.email!, password: 'Wrong-pass1' } });
    const emailCodeId = await ctx.verifiedEmailCode(member.email!, 'reset');
    expect((await ctx.api.endpoint('codes.resetPassword', { body: body(emailCodeId) })).statusCode).toBe(200);
    expect(
      (await ctx.api.endpoint('session.login', { body: { username: member.email!, password: 'Reset2026x' } }))
        .statusCode,
    ).toBe(200);
  });
});
