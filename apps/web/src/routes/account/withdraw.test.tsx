import { LIMITS } from '@kickoff/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { error, profileOf, respond, stubApi } from '../../../test/kit.js';
import { sessionKeys } from '../../core/session-keys.js';
import { i18n } from '../../i18n/index.js';
import { a, e, errorOf, field, findField, on, renderAccount, sessionUser } from './account-test-kit.js';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ja');
});

async function fillWithdrawal(user: ReturnType<typeof userEvent.setup>, password = 'Passw0rd!') {
  const reason = await findField(a('withdraw.reason'));
  expect(document.activeElement).toBe(reason);
  await user.selectOptions(reason, 'price');
  await user.type(field(a('withdraw.detail')), '  もう少し安ければ  ');
  await user.type(field(a('fields.currentPassword')), password);
  await user.click(screen.getByLabelText(a('withdraw.understood')));
}

describe('withdrawal', () => {
  it('lists what is lost and checks the form before anything is sent', async () => {
    const api = stubApi(on('GET', '/user/profile', profileOf()));
    const user = userEvent.setup();
    renderAccount('/withdraw', { session: sessionUser() });
    const form = await screen.findByTestId('withdraw-form');
    for (const key of ['passes', 'favorites', 'history', 'nickname']) {
      expect(within(form).getByText(a(`withdraw.losses.${key}`))).toBeTruthy();
    }
    expect(field(a('withdraw.detail')).maxLength).toBe(LIMITS.withdrawDetailMax);
    expect(field(a('fields.currentPassword')).maxLength).toBe(LIMITS.password.enteredMax);
    await user.click(screen.getByRole('button', { name: a('withdraw.submit') }));
    expect(errorOf(field(a('withdraw.reason')))).toBeTruthy();
    expect(errorOf(screen.getByLabelText(a('withdraw.understood')))).toBe(a('withdraw.understoodRequired'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('a wrong password is said under the field, and the dialog does not open', async () => {
    const api = stubApi(
      respond('profile.get', profileOf()),
      on('POST', '/validation/password', () => error(400, 'PASSWORD_MISMATCH')),
    );
    const user = userEvent.setup();
    renderAccount('/withdraw', { session: sessionUser() });
    await fillWithdrawal(user, 'wrong-one1');
    await user.click(screen.getByRole('button', { name: a('withdraw.submit') }));
    await waitFor(() => expect(errorOf(field(a('fields.currentPassword')))).toBe(e('PASSWORD_MISMATCH')));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('/withdraw')).toHaveLength(0);
  });

  it('"really withdraw?": No sends nothing', async () => {
    const api = stubApi(
      respond('profile.get', profileOf()),
      respond('account.checkPassword', { valid: true }),
    );
    const user = userEvent.setup();
    const { router } = renderAccount('/withdraw', { session: sessionUser() });
    await fillWithdrawal(user);
    await user.click(screen.getByRole('button', { name: a('withdraw.submit') }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(a('withdraw.confirmTitle'))).toBeTruthy();
    // a destructive question starts on "No"
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: a('common.cancel') }));
    await user.click(within(dialog).getByRole('button', { name: a('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('/withdraw')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/withdraw');
  });

  it('"really withdraw?": Yes sends DELETE /withdraw, shows "complete" and logs out', async () => {
    const api = stubApi(
      respond('profile.get', profileOf()),
      respond('account.checkPassword', { valid: true }),
      respond('account.withdraw', null),
    );
    const user = userEvent.setup();
    const { router, queryClient } = renderAccount('/withdraw', { session: sessionUser() });
    await fillWithdrawal(user);
    await user.click(screen.getByRole('button', { name: a('withdraw.submit') }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: a('withdraw.confirmYes') }));

    const done = await screen.findByTestId('withdraw-done');
    expect(router.state.location.pathname).toBe('/withdraw/user');
    expect(within(done).getByRole('heading', { name: a('withdraw.doneTitle') })).toBeTruthy();
    expect(api.callsTo('/validation/password')[0]?.body).toEqual({ password: 'Passw0rd!' });
    const call = api.callsTo('/withdraw')[0];
    expect(call?.method).toBe('DELETE');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ reason: 'price', detail: 'もう少し安ければ' });
    await waitFor(() => expect(queryClient.getQueryData(sessionKeys.current())).toBeNull());
    expect(localStorage.getItem('logged_in')).toBeNull();
  });

  it('a member without a password (social login) is not asked for one', async () => {
    const api = stubApi(
      respond('profile.get', profileOf({ hasPassword: false, snsProviders: ['naver'] })),
      respond('account.withdraw', null),
    );
    const user = userEvent.setup();
    renderAccount('/withdraw', { session: sessionUser({ hasPassword: false, sns: 'sn' }) });
    await user.selectOptions(await findField(a('withdraw.reason')), 'other');
    expect(screen.queryByLabelText(new RegExp(a('fields.currentPassword')))).toBeNull();
    await user.click(screen.getByLabelText(a('withdraw.understood')));
    await user.click(screen.getByRole('button', { name: a('withdraw.submit') }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: a('withdraw.confirmYes') }),
    );
    await screen.findByTestId('withdraw-done');
    expect(api.callsTo('/validation/password')).toHaveLength(0);
    expect(Object.fromEntries(api.callsTo('/withdraw')[0]?.query ?? [])).toEqual({ reason: 'other' });
  });

  it('the completion page is not shown without a withdrawal', async () => {
    stubApi();
    const { router } = renderAccount('/withdraw/user', { session: sessionUser() });
    await screen.findByText('home screen');
    expect(router.state.location.pathname).toBe('/');
  });
});
