import { LIMITS } from '@kickoff/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, error, profileOf, respond, stubApi } from '../../../test/kit.js';
import { sessionKeys } from '../../core/session-keys.js';
import { clearReauth, UPDATE_EMAIL_STORAGE_KEY } from '../../features/account/index.js';
import { i18n } from '../../i18n/index.js';
import { a, e, errorOf, field, findField, on, renderAccount, sessionUser, v } from './account-test-kit.js';

afterEach(async () => {
  vi.unstubAllGlobals();
  clearReauth();
  await i18n.changeLanguage('ja');
});

describe('member-only /account pages', () => {
  it.each([
    '/account/change_pwd',
    '/account/update_email',
    '/account/update_phone',
    '/account/update_detail',
    '/account/activate',
  ])('%s sends a visitor without a session to /intro', async (path) => {
    stubApi();
    const { router } = renderAccount(path, { session: null });
    await screen.findByText('intro screen');
    expect(router.state.location.pathname).toBe('/intro');
  });
});

describe('/account/change_pwd', () => {
  it('forced (status 6): the new password must differ; then POST /session and "/", keeping code=true', async () => {
    const api = stubApi(on('PUT', '/change/password/42', null), on('POST', '/session', sessionUser()));
    const user = userEvent.setup();
    const { router, queryClient } = renderAccount('/account/change_pwd?code=true', {
      session: sessionUser({ status: 6, statusList: [6] }),
    });
    expect(await screen.findByTestId('forced-notice')).toBeTruthy();
    const current = field(a('fields.currentPassword'));
    expect(document.activeElement).toBe(current);
    await user.type(current, 'Passw0rd!');
    await user.type(field(a('fields.newPassword')), 'Passw0rd!');
    await user.type(field(a('fields.passwordConfirm')), 'Passw0rd!{Enter}');
    expect(errorOf(field(a('fields.newPassword')))).toBe(v('password.sameAsCurrent'));
    expect(api.callsTo('/change/password/42')).toHaveLength(0);

    await user.clear(field(a('fields.newPassword')));
    await user.type(field(a('fields.newPassword')), 'N3wPassword');
    await user.clear(field(a('fields.passwordConfirm')));
    await user.type(field(a('fields.passwordConfirm')), 'N3wPassword{Enter}');
    await screen.findByText('home screen');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?code=true');
    expect(api.callsTo('/change/password/42')[0]?.body).toEqual({
      currentPassword: 'Passw0rd!',
      password: 'N3wPassword',
      passwordConfirm: 'N3wPassword',
    });
    expect((queryClient.getQueryData(sessionKeys.current()) as { status: number }).status).toBe(1);
  });

  it('the current password takes what login takes; the new one runs past the rule so the rule can say so', async () => {
    stubApi();
    renderAccount('/account/change_pwd', { session: sessionUser() });
    expect((await findField(a('fields.currentPassword'))).maxLength).toBe(LIMITS.password.enteredMax);
    expect(field(a('fields.newPassword')).maxLength).toBeGreaterThan(LIMITS.password.max);
    expect(field(a('fields.passwordConfirm')).maxLength).toBeGreaterThan(LIMITS.password.max);
  });

  it('a wrong current password is said under that field', async () => {
    stubApi(on('PUT', '/change/password/42', () => error(400, 'PASSWORD_MISMATCH')));
    const user = userEvent.setup();
    renderAccount('/account/change_pwd', { session: sessionUser() });
    await user.type(await findField(a('fields.currentPassword')), 'nope1234');
    await user.type(field(a('fields.newPassword')), 'N3wPassword');
    await user.type(field(a('fields.passwordConfirm')), 'N3wPassword{Enter}');
    await waitFor(() => expect(errorOf(field(a('fields.currentPassword')))).toBe(e('PASSWORD_MISMATCH')));
  });
});

describe('/account/update_email → /account/update_code', () => {
  it('sends a code to the new e-mail, verifies it, PUT /email/byCode, POST /session, back to "/"', async () => {
    const api = stubApi(
      respond('codes.sendEmail', 77),
      respond('codes.verifyEmail', { verified: true }),
      respond('profile.changeEmail', null),
      respond('session.reload', sessionUser({ email: 'fresh@example.com' })),
    );
    const user = userEvent.setup();
    const { router } = renderAccount('/account/update_email', {
      session: sessionUser({ status: 12, statusList: [12] }),
    });
    expect(await screen.findByTestId('forced-notice')).toBeTruthy();
    const email = field(a('fields.newEmail'));
    await user.type(email, 'HANAKO@example.com{Enter}');
    expect(errorOf(email)).toBe(v('email.sameAsCurrent'));

    await user.clear(email);
    await user.type(email, 'fresh@example.com{Enter}');
    const code = await findField(a('fields.code'));
    expect(router.state.location.pathname).toBe('/account/update_code');
    expect(api.callsTo('/emailCodes')[0]?.body).toEqual({ email: 'fresh@example.com', purpose: 'update' });
    await user.type(code, '111222{Enter}');
    await screen.findByText('home screen');
    expect(api.callsTo('/email/byCode')[0]?.body).toEqual({ emailCodeId: 77 });
    expect(sessionStorage.getItem(UPDATE_EMAIL_STORAGE_KEY)).toBeNull();
  });

  it('update_code without a code under way goes back to update_email', async () => {
    stubApi();
    const { router } = renderAccount('/account/update_code', { session: sessionUser() });
    await findField(a('fields.newEmail'));
    expect(router.state.location.pathname).toBe('/account/update_email');
  });
});

describe('/account/find_email', () => {
  it('phone → SMS code → the starred e-mails on it, with login and find-password links', async () => {
    const api = stubApi(
      respond('codes.sendPhone', 5),
      respond('codes.verifyPhone', { verified: true }),
      on('POST', '/phoneCodes/findEmail', {
        phone: '090-****-5678',
        accounts: [
          { email: 'ha****@example.com', createdAt: '2025-04-01T03:00:00.000Z', sns: false },
          { email: 'ha****@mail.jp', createdAt: '2025-06-01T03:00:00.000Z', sns: true },
        ],
      }),
    );
    const user = userEvent.setup();
    renderAccount('/account/find_email');
    const phone = await findField(a('fields.phone'));
    expect(screen.getByText(a('code.phoneLimit', { count: 5 }))).toBeTruthy();
    await user.type(phone, '090-1234-5678{Enter}');
    await user.type(await findField(a('fields.smsCode')), '123456{Enter}');
    const result = await screen.findByTestId('find-email-result');
    expect(api.callsTo('/phoneCodes')[0]?.body).toEqual({ phone: '090-1234-5678', purpose: 'findEmail' });
    expect(api.callsTo('/phoneCodes/findEmail')[0]?.body).toEqual({ phoneCodeId: 5 });
    expect(result.textContent).toContain('ha****@example.com');
    expect(result.textContent).toContain('090-****-5678');
    expect(
      within(result)
        .getByRole('link', { name: a('common.login') })
        .getAttribute('href'),
    ).toBe('/intro');
    expect(
      within(result)
        .getByRole('link', { name: a('findPwd.title') })
        .getAttribute('href'),
    ).toBe('/account/find_pwd');
  });

  it('no account on the phone: says so and offers sign-up', async () => {
    stubApi(
      respond('codes.sendPhone', 5),
      respond('codes.verifyPhone', { verified: true }),
      on('POST', '/phoneCodes/findEmail', () => error(404, 'ACCOUNT_NOT_FOUND')),
    );
    const user = userEvent.setup();
    renderAccount('/account/find_email');
    await user.type(await findField(a('fields.phone')), '09000000000{Enter}');
    await user.type(await findField(a('fields.smsCode')), '123456{Enter}');
    const none = await screen.findByTestId('find-email-none');
    expect(none.textContent).toContain(a('findEmail.notFound'));
  });
});

describe('/account/find_pwd', () => {
  it('e-mail code (purpose reset), a new password twice, POST /emailCodes/reset, then a login link', async () => {
    const api = stubApi(
      respond('codes.sendEmail', 8),
      respond('codes.verifyEmail', { verified: true }),
      respond('codes.resetPassword', null),
    );
    const user = userEvent.setup();
    renderAccount('/account/find_pwd');
    await user.type(await findField(a('fields.email')), 'hanako@example.com{Enter}');
    await user.type(await findField(a('fields.code')), '123456{Enter}');
    await user.type(await findField(a('fields.newPassword')), 'N3wPassword');
    await user.type(field(a('fields.passwordConfirm')), 'N3wPassword{Enter}');
    const done = await screen.findByTestId('reset-done');
    expect(
      within(done)
        .getByRole('link', { name: a('common.login') })
        .getAttribute('href'),
    ).toBe('/intro');
    expect(api.callsTo('/emailCodes')[0]?.body).toEqual({ email: 'hanako@example.com', purpose: 'reset' });
    expect(api.callsTo('/emailCodes/reset')[0]?.body).toEqual({
      emailCodeId: 8,
      password: 'N3wPassword',
      passwordConfirm: 'N3wPassword',
    });
  });
});

describe('/account/activate', () => {
  it('PROFILE_MISMATCH is said on top; a match reactivates and goes home', async () => {
    let tries = 0;
    const api = stubApi(
      on('PUT', '/activate/account', () =>
        ++tries === 1 ? error(400, 'PROFILE_MISMATCH') : { body: { data: null } },
      ),
      respond('session.reload', sessionUser()),
    );
    const user = userEvent.setup();
    renderAccount('/account/activate', { session: sessionUser({ status: 21, statusList: [21] }) });
    const name = await findField(a('fields.name'));
    expect(document.activeElement).toBe(name);
    expect(name.maxLength).toBe(LIMITS.name.enteredMax);
    await user.type(name, '佐藤 花子');
    await user.type(field(a('fields.birthDate')), '19950413{Enter}');
    expect((await screen.findByTestId('form-alert')).textContent).toBe(e('PROFILE_MISMATCH'));
    await user.clear(field(a('fields.birthDate')));
    await user.type(field(a('fields.birthDate')), '19950412{Enter}');
    await screen.findByText('home screen');
    expect(api.callsTo('/activate/account')[1]?.body).toEqual({ name: '佐藤 花子', birthDate: '19950412' });
  });
});

describe('/user and /modify', () => {
  it("/user shows the member's own data, the phone masked, with edit links", async () => {
    stubApi(on('GET', '/user/profile', profileOf({ snsProviders: ['apple'], marketingAgreed: true })));
    renderAccount('/user', { session: sessionUser() });
    const overview = await screen.findByTestId('profile-overview');
    expect(overview.textContent).toContain('hanako@example.com');
    expect(overview.textContent).toContain('090****5678');
    expect(overview.textContent).not.toContain('09012345678');
    expect(overview.textContent).toContain('1995.04.12');
    expect(overview.textContent).toContain(a('gender.female'));
    expect(overview.textContent).toContain('Apple');
    expect(overview.textContent).toContain(a('user.marketingOn'));
    expect(document.title).toContain(a('titles.user'));
    expect(screen.getByRole('link', { name: a('user.edit') }).getAttribute('href')).toBe('/modify');
  });

  it('/modify asks for the password first (POST /validation/password)', async () => {
    const api = stubApi(
      respond('profile.get', profileOf()),
      on('POST', '/validation/password', (call: Call) =>
        (call.body as { password: string }).password === 'Passw0rd!'
          ? { body: { data: { valid: true } } }
          : error(400, 'PASSWORD_MISMATCH'),
      ),
    );
    const user = userEvent.setup();
    renderAccount('/modify', { session: sessionUser() });
    const password = await findField(a('fields.currentPassword'));
    expect(screen.queryByTestId('nickname-form')).toBeNull();
    await user.type(password, 'wrong{Enter}');
    await waitFor(() => expect(errorOf(password)).toBe(e('PASSWORD_MISMATCH')));
    await user.clear(password);
    await user.type(password, 'Passw0rd!{Enter}');
    expect(await screen.findByTestId('nickname-form')).toBeTruthy();
    expect(screen.getByRole('link', { name: a('modify.changePhone') }).getAttribute('href')).toBe(
      '/account/update_phone?next=/user',
    );
    expect(api.callsTo('/validation/password')).toHaveLength(2);
  });
});
