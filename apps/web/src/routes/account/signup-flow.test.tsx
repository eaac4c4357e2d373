import { LIMITS } from '@kickoff/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, error, respond, stubApi } from '../../../test/kit.js';
import { sessionKeys } from '../../core/session-keys.js';
import { emptyDraft, SIGNUP_STORAGE_KEY, type SignupDraft } from '../../features/account/index.js';
import { i18n } from '../../i18n/index.js';
import { a, e, errorOf, field, findField, on, renderAccount, sessionUser, v } from './account-test-kit.js';

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ja');
});

const agreed = { terms: true, privacy: true, paid: true, marketing: false };
function storeDraft(patch: Partial<SignupDraft>) {
  sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify({ ...emptyDraft('email'), ...patch }));
}
const verified = {
  agreements: agreed,
  email: 'new@example.com',
  emailCodeId: 31,
  verifiedEmail: 'new@example.com',
};

const hold = (nickname: string) => ({
  nickname,
  checkToken: `token-${nickname}`,
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
});

describe('e-mail sign-up', () => {
  it('sends the code, verifies it, and goes to the password step', async () => {
    const api = stubApi(
      respond('codes.sendEmail', 31),
      on('POST', '/emailCodes/verify', (call: Call) =>
        (call.body as { code: string }).code === '123456'
          ? { body: { data: { verified: true } } }
          : error(400, 'EMAIL_CODE_MISMATCH', { code: 'mismatch', remainingTries: '4' }),
      ),
    );
    storeDraft({ agreements: agreed });
    const user = userEvent.setup();
    const { router } = renderAccount('/account/signup/code');
    const email = await findField(a('fields.email'));
    expect(document.activeElement).toBe(email);

    await user.type(email, 'not-an-email{Enter}');
    expect(errorOf(email)).toBe(v('email'));
    expect(api.callsTo('/emailCodes')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'new@example.com{Enter}');
    const code = await findField(a('fields.code'));
    expect(api.callsTo('/emailCodes')[0]?.body).toEqual({ email: 'new@example.com', purpose: 'signup' });
    expect(screen.getByText(a('code.sentToEmail', { target: 'new@example.com' }))).toBeTruthy();
    expect(document.activeElement).toBe(code);

    await user.type(code, '１２３{Enter}');
    expect((code as HTMLInputElement).value).toBe('123');
    expect(errorOf(code)).toBe(v('digits', { count: 6 }));

    await user.clear(code);
    await user.type(code, '654321{Enter}');
    await waitFor(() =>
      expect(errorOf(code)).toBe(`${e('EMAIL_CODE_MISMATCH')} ${a('code.triesLeft', { count: 4 })}`),
    );

    await user.clear(code);
    await user.type(code, '123456{Enter}');
    await screen.findByRole('heading', { name: a('signup.account.title') });
    expect(router.state.location.pathname).toBe('/account/signup/account');
    expect(api.callsTo('/emailCodes/verify').at(-1)?.body).toEqual({ emailCodeId: 31, code: '123456' });
  });

  it('an e-mail already in use is said under the field, with a way to log in', async () => {
    stubApi(on('POST', '/emailCodes', () => error(409, 'EMAIL_IN_USE')));
    storeDraft({ agreements: agreed });
    const user = userEvent.setup();
    renderAccount('/account/signup/code');
    const email = await findField(a('fields.email'));
    await user.type(email, 'taken@example.com{Enter}');
    await waitFor(() => expect(errorOf(email)).toBe(`${e('EMAIL_IN_USE')} ${a('code.loginInstead')}`));
    expect(screen.getByRole('link', { name: a('code.loginInstead') }).getAttribute('href')).toBe('/intro');
  });

  it('the daily limit of codes is said under the field', async () => {
    stubApi(on('POST', '/emailCodes', () => error(429, 'EMAIL_CODE_DAILY_LIMIT')));
    storeDraft({ agreements: agreed });
    const user = userEvent.setup();
    renderAccount('/account/signup/code');
    const email = await findField(a('fields.email'));
    await user.type(email, 'busy@example.com{Enter}');
    await waitFor(() => expect(errorOf(email)).toBe(e('EMAIL_CODE_DAILY_LIMIT')));
  });

  it('password: live rule checklist, rules of the contract, the confirmation must match', async () => {
    stubApi();
    storeDraft(verified);
    const user = userEvent.setup();
    const { router } = renderAccount('/account/signup/account');
    const password = await findField(a('fields.password'));
    expect(document.activeElement).toBe(password);
    const rules = screen.getByTestId('password-rules');
    const states = () => [...rules.querySelectorAll('li')].map((li) => li.getAttribute('data-ok'));
    expect(states()).toEqual(['false', 'false', 'false']);

    await user.type(password, 'abc');
    expect(states()).toEqual(['false', 'false', 'true']);
    await user.type(password, '12345');
    expect(states()).toEqual(['true', 'true', 'true']);

    await user.clear(password);
    await user.type(password, 'abcdefgh');
    const confirm = field(a('fields.passwordConfirm'));
    await user.type(confirm, 'abcdefgx{Enter}');
    expect(errorOf(password)).toBe(v('password.format'));
    expect(errorOf(confirm)).toBe(v('password.mismatch'));

    await user.type(password, '1');
    await user.clear(confirm);
    await user.type(confirm, 'abcdefgh1{Enter}');
    await screen.findByRole('heading', { name: a('signup.detail.title') });
    expect(router.state.location.pathname).toBe('/account/signup/detail');
    // the password never reaches session storage
    expect(sessionStorage.getItem(SIGNUP_STORAGE_KEY)).not.toContain('abcdefgh1');
  });

  it('caps lock on shows a warning on the password field', async () => {
    stubApi();
    storeDraft(verified);
    const user = userEvent.setup();
    renderAccount('/account/signup/account');
    const password = await findField(a('fields.password'));
    expect(screen.queryByTestId('caps-lock-warning')).toBeNull();
    await user.keyboard('{CapsLock}');
    await user.type(password, 'A');
    expect(screen.getByTestId('caps-lock-warning').textContent).toBe(i18n.t('ui:password.capsLock'));
  });

  it('details: messages of the contract rules, then POST /accounts with the whole sign-up, then the welcome', async () => {
    const api = stubApi(
      on('POST', '/validation/nickname', (call: Call) => ({
        body: { data: hold((call.body as { nickname: string }).nickname) },
      })),
      on('POST', '/accounts', (call: Call) => ({
        status: 201,
        body: { data: sessionUser({ nickname: (call.body as { nickname: string }).nickname }) },
      })),
    );
    storeDraft(verified);
    const user = userEvent.setup();
    const { router, queryClient } = renderAccount('/account/signup/account');
    await user.type(await findField(a('fields.password')), 'Passw0rd!');
    await user.type(field(a('fields.passwordConfirm')), 'Passw0rd!{Enter}');

    const name = await findField(a('fields.name'));
    expect(document.activeElement).toBe(name);
    // a name may be typed past the rule (so the rule can say so); a phone stops at LIMITS
    expect(name.maxLength).toBeGreaterThan(LIMITS.name.max);
    expect(field(a('fields.phone')).maxLength).toBe(LIMITS.phoneTypedMax);
    await user.click(screen.getByRole('button', { name: a('signup.detail.submit') }));
    expect(errorOf(name)).toBe(v('required'));
    expect(errorOf(field(a('fields.gender')))).toBe(v('required'));
    expect(errorOf(field(a('fields.nickname')))).toBe(v('required'));

    const now = new Date();
    const under14 = `${now.getFullYear() - 13}0101`;
    await user.type(name, '山');
    await user.type(field(a('fields.birthDate')), under14);
    await user.type(field(a('fields.phone')), '12345');
    expect(errorOf(name)).toBe(v('minLength', { min: 2 }));
    expect(errorOf(field(a('fields.birthDate')))).toBe(v('birthDate.under14', { minAge: 14 }));
    expect(errorOf(field(a('fields.phone')))).toBe(v('phone.format'));
    // "no answer" is offered in Japanese
    expect(within(field(a('fields.gender'))).getByRole('option', { name: a('gender.none') })).toBeTruthy();

    await user.type(name, '田 花子');
    await user.clear(field(a('fields.birthDate')));
    await user.type(field(a('fields.birthDate')), '1995/04/12');
    expect(field(a('fields.birthDate')).value).toBe('19950412');
    await user.selectOptions(field(a('fields.gender')), 'female');
    await user.clear(field(a('fields.phone')));
    await user.type(field(a('fields.phone')), '090-1234-5678');
    await user.type(field(a('fields.nickname')), 'ゴール職人');
    await user.click(screen.getByRole('button', { name: a('signup.detail.submit') }));
    expect(errorOf(field(a('fields.nickname')))).toBe(a('nickname.checkRequired'));
    expect(api.callsTo('/accounts')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: a('nickname.check') }));
    expect(await screen.findByTestId('nickname-available')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: a('signup.detail.submit') }));

    const complete = await screen.findByTestId('signup-complete');
    expect(router.state.location.pathname).toBe('/account/signup/complete');
    expect(within(complete).getByTestId('complete-nickname').textContent).toBe('ゴール職人');
    expect(
      within(complete)
        .getByRole('link', { name: a('signup.complete.toPasses') })
        .getAttribute('href'),
    ).toBe('/purchase');
    expect(api.callsTo('/accounts')[0]?.body).toEqual({
      agreements: agreed,
      name: '山田 花子',
      birthDate: '19950412',
      gender: 'female',
      phone: '090-1234-5678',
      nickname: 'ゴール職人',
      nicknameCheckToken: 'token-ゴール職人',
      emailCodeId: 31,
      password: 'Passw0rd!',
      passwordConfirm: 'Passw0rd!',
    });
    // logged in: the answer is the session
    expect(queryClient.getQueryData(sessionKeys.current())).toMatchObject({ nickname: 'ゴール職人' });
    const stored = JSON.parse(sessionStorage.getItem(SIGNUP_STORAGE_KEY) ?? '{}');
    expect(stored.completed).toEqual({ nickname: 'ゴール職人' });
    expect(stored.details.phone).toBe('');
  });

  it('gender offers no "no answer" in English', async () => {
    await i18n.changeLanguage('en');
    stubApi();
    storeDraft(verified);
    const user = userEvent.setup();
    renderAccount('/account/signup/account');
    await user.type(await findField(a('fields.password')), 'Passw0rd!');
    await user.type(field(a('fields.passwordConfirm')), 'Passw0rd!{Enter}');
    const gender = await findField(a('fields.gender'));
    expect(within(gender).queryByRole('option', { name: a('gender.none') })).toBeNull();
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'male', 'female']);
  });
});

describe('code countdown', () => {
  it('counts 10 minutes down; once over, verifying is off until a new code is sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let nextId = 40;
    const api = stubApi(on('POST', '/emailCodes', () => ({ body: { data: ++nextId } })));
    storeDraft({ agreements: agreed });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAccount('/account/signup/code');
    await user.type(await findField(a('fields.email')), 'new@example.com{Enter}');
    const countdown = await screen.findByTestId('code-countdown');
    expect(countdown.textContent).toMatch(/^(10:00|09:59)$/);

    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByTestId('code-countdown').textContent).toMatch(/^08:5[89]$/);

    act(() => vi.advanceTimersByTime(9 * 60_000));
    expect(screen.getByTestId('code-expired').textContent).toBe(a('code.expired'));
    expect(screen.queryByTestId('code-countdown')).toBeNull();
    expect((screen.getByRole('button', { name: a('code.verify') }) as HTMLButtonElement).disabled).toBe(true);

    // resend: a new code, a new 10 minutes
    await user.click(screen.getByRole('button', { name: a('code.resend') }));
    await waitFor(() => expect(screen.getByTestId('code-countdown').textContent).toMatch(/^(10:00|09:59)$/));
    expect(screen.queryByTestId('code-expired')).toBeNull();
    expect((screen.getByRole('button', { name: a('code.verify') }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(api.callsTo('/emailCodes')).toHaveLength(2);
    expect(JSON.parse(sessionStorage.getItem(SIGNUP_STORAGE_KEY) ?? '{}').emailCodeId).toBe(42);
  });

  it('survives a reload: the code sent and its time left come back from session storage', async () => {
    stubApi();
    storeDraft({
      agreements: agreed,
      email: 'new@example.com',
      emailCodeId: 9,
      codeExpiresAt: Date.now() + 5 * 60_000,
    });
    renderAccount('/account/signup/code');
    const countdown = await screen.findByTestId('code-countdown');
    expect(countdown.textContent).toMatch(/^0[45]:[0-5]\d$/);
    expect(field(a('fields.email')).value).toBe('new@example.com');
  });
});
