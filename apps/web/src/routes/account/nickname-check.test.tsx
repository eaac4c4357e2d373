import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, error, profileOf, respond, stubApi } from '../../../test/kit.js';
import { clearReauth, emptyDraft, SIGNUP_STORAGE_KEY } from '../../features/account/index.js';
import { i18n } from '../../i18n/index.js';
import { a, e, errorOf, field, findField, on, renderAccount, sessionUser, v } from './account-test-kit.js';

afterEach(async () => {
  vi.unstubAllGlobals();
  clearReauth();
  await i18n.changeLanguage('ja');
});

const hold = (nickname: string, token = `token-${nickname}`) => ({
  nickname,
  checkToken: token,
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
});

function atDetailStep() {
  sessionStorage.setItem(
    SIGNUP_STORAGE_KEY,
    JSON.stringify({
      ...emptyDraft('sns'),
      agreements: { terms: true, privacy: true, paid: true, marketing: false },
    }),
  );
  sessionStorage.setItem(
    'kickoff.snsSignup',
    JSON.stringify({
      provider: 'yahoo',
      accessToken: 'sns-token',
      email: null,
      name: '山本 蓮',
      verifiedEmail: 'ren@example.com',
      snsCodeId: 12,
    }),
  );
  return renderAccount('/account/signup/sns_detail');
}

describe('nickname duplicate check (ニックネーム重複確認)', () => {
  it('checks the format first, then asks the server; a free nickname is held for 10 minutes', async () => {
    const api = stubApi(
      on('POST', '/validation/nickname', (call: Call) => ({
        body: { data: hold((call.body as { nickname: string }).nickname) },
      })),
    );
    const user = userEvent.setup();
    atDetailStep();
    // the social sign-up prefills the name given by the provider
    expect((await findField(a('fields.name'))).value).toBe('山本 蓮');
    const nickname = field(a('fields.nickname'));

    await user.type(nickname, 'ab');
    await user.click(screen.getByRole('button', { name: a('nickname.check') }));
    expect(errorOf(nickname)).toBe(v('minLength', { min: 3 }));
    await user.type(nickname, ' c');
    await user.click(screen.getByRole('button', { name: a('nickname.check') }));
    expect(errorOf(nickname)).toBe(v('nickname.format'));
    expect(api.callsTo('/validation/nickname')).toHaveLength(0);

    await user.clear(nickname);
    await user.type(nickname, 'レンレン');
    await user.click(screen.getByRole('button', { name: a('nickname.check') }));
    const available = await screen.findByTestId('nickname-available');
    expect(available.textContent).toContain(a('nickname.available', { time: '' }).slice(0, 8));
    expect(api.callsTo('/validation/nickname')[0]?.body).toEqual({ nickname: 'レンレン' });

    // an edit needs a new check; the new check hands in the previous token so our own hold is replaced
    await user.type(nickname, '2');
    expect(screen.queryByTestId('nickname-available')).toBeNull();
    await user.click(screen.getByRole('button', { name: a('nickname.check') }));
    await screen.findByTestId('nickname-available');
    expect(api.callsTo('/validation/nickname')[1]?.body).toEqual({
      nickname: 'レンレン2',
      checkToken: 'token-レンレン',
    });
  });

  it.each([
    ['NICKNAME_IN_USE', 409],
    ['NICKNAME_NOT_ALLOWED', 400],
    ['NICKNAME_BUSY', 429],
  ])('%s is said under the field', async (code, status) => {
    stubApi(on('POST', '/validation/nickname', () => error(status, code)));
    const user = userEvent.setup();
    atDetailStep();
    const nickname = await findField(a('fields.nickname'));
    await user.type(nickname, 'ストライカー');
    await user.click(screen.getByRole('button', { name: a('nickname.check') }));
    await waitFor(() => expect(errorOf(nickname)).toBe(e(code)));
    expect(screen.queryByTestId('nickname-available')).toBeNull();
  });

  it('a social sign-up sends the social token and snsCodeId, and no password', async () => {
    const api = stubApi(
      respond('account.checkNickname', { ...hold('レンレン') }),
      on('POST', '/accounts', () => ({
        status: 201,
        body: { data: sessionUser({ nickname: 'レンレン', sns: 'sn' }) },
      })),
    );
    const user = userEvent.setup();
    const { router } = atDetailStep();
    await findField(a('fields.name'));
    await user.type(field(a('fields.birthDate')), '20000101');
    await user.selectOptions(field(a('fields.gender')), 'male');
    await user.type(field(a('fields.phone')), '08011112222');
    await user.type(field(a('fields.nickname')), 'レンレン');
    await user.click(screen.getByRole('button', { name: a('nickname.check') }));
    await screen.findByTestId('nickname-available');
    await user.click(screen.getByRole('button', { name: a('signup.detail.submit') }));
    await screen.findByTestId('signup-complete');
    expect(router.state.location.pathname).toBe('/account/signup/sns_complete');
    const body = api.callsTo('/accounts')[0]?.body as Record<string, unknown>;
    expect(body.sns).toEqual({ accessToken: 'sns-token', snsCodeId: 12 });
    expect(body).not.toHaveProperty('password');
    expect(body.nicknameCheckToken).toBe('token-レンレン');
    // the hand-off is used up
    expect(sessionStorage.getItem('kickoff.snsSignup')).toBeNull();
  });

  it('a nickname taken between the check and the sign-up goes back under the field and must be checked again', async () => {
    stubApi(
      respond('account.checkNickname', { ...hold('レンレン') }),
      on('POST', '/accounts', () => error(409, 'NICKNAME_IN_USE')),
    );
    const user = userEvent.setup();
    atDetailStep();
    await findField(a('fields.name'));
    await user.type(field(a('fields.birthDate')), '20000101');
    await user.selectOptions(field(a('fields.gender')), 'male');
    await user.type(field(a('fields.phone')), '08011112222');
    await user.type(field(a('fields.nickname')), 'レンレン');
    await user.click(screen.getByRole('button', { name: a('nickname.check') }));
    await screen.findByTestId('nickname-available');
    await user.click(screen.getByRole('button', { name: a('signup.detail.submit') }));
    await waitFor(() => expect(errorOf(field(a('fields.nickname')))).toBe(e('NICKNAME_IN_USE')));
    expect(document.activeElement).toBe(field(a('fields.nickname')));
    expect(screen.queryByTestId('nickname-available')).toBeNull();
  });
});

describe('/modify nickname', () => {
  it('is locked until the 30 days are over, showing the date', async () => {
    stubApi(
      on(
        'GET',
        '/user/profile',
        profileOf({ nicknameChangeableAt: '2099-05-01T03:00:00.000Z', hasPassword: false }),
      ),
    );
    renderAccount('/modify', { session: sessionUser({ hasPassword: false }) });
    const locked = await screen.findByTestId('nickname-locked');
    expect(locked.textContent).toBe(a('modify.nicknameNext', { date: '2099.05.01' }));
    expect(field(a('fields.nickname')).disabled).toBe(true);
  });

  it('changes it after a check (PUT /change/nickname/{userId}, then POST /session)', async () => {
    const api = stubApi(
      respond('profile.get', profileOf({ hasPassword: false })),
      respond('account.checkNickname', { ...hold('新しい名前') }),
      respond('profile.changeNickname', null, { userId: 42 }),
      respond('session.reload', sessionUser({ nickname: '新しい名前' })),
    );
    const user = userEvent.setup();
    renderAccount('/modify', { session: sessionUser({ hasPassword: false }) });
    const nickname = await findField(a('fields.nickname'));
    await user.type(nickname, 'ゴール職人');
    await user.click(screen.getByRole('button', { name: a('nickname.check') }));
    expect(errorOf(nickname)).toBe(a('nickname.sameAsCurrent'));

    await user.clear(nickname);
    await user.type(nickname, '新しい名前');
    await user.click(screen.getByRole('button', { name: a('nickname.check') }));
    await screen.findByTestId('nickname-available');
    await user.click(screen.getByRole('button', { name: a('modify.nicknameSubmit') }));
    await screen.findByText(a('modify.nicknameDone', { nickname: '新しい名前' }));
    expect(api.callsTo('/change/nickname/42')[0]?.body).toEqual({
      nickname: '新しい名前',
      checkToken: 'token-新しい名前',
    });
    expect(api.callsTo('/session').filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
