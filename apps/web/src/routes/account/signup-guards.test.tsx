import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/kit.js';
import { emptyDraft, SIGNUP_STORAGE_KEY, type SignupDraft } from '../../features/account/index.js';
import { writeSnsSignup } from '../../features/auth/index.js';
import { i18n } from '../../i18n/index.js';
import { a, agreement, errorOf, field, on, renderAccount } from './account-test-kit.js';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ja');
});

const agreed = { terms: true, privacy: true, paid: true, marketing: false };

function storeDraft(patch: Partial<SignupDraft>) {
  sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify({ ...emptyDraft('email'), ...patch }));
}

const terms = (kind: string) =>
  on('GET', `/terms/${kind}`, {
    id: 1,
    kind,
    title: `${kind} title`,
    content: `${kind} 第1条\n第2条`,
    effectiveAt: '2026-01-01T00:00:00.000Z',
    current: true,
    versions: [],
  });

describe('sign-up step guards', () => {
  it('sends a visit to a later step back to the first step not done: the terms', async () => {
    stubApi();
    const { router } = renderAccount('/account/signup/detail');
    expect(await screen.findByRole('heading', { name: a('signup.terms.title') })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/signup');
  });

  it('with the terms agreed but no e-mail verified, the password step sends to the code step', async () => {
    stubApi();
    storeDraft({ agreements: agreed });
    const { router } = renderAccount('/account/signup/account');
    expect(await screen.findByRole('heading', { name: a('signup.code.title') })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/signup/code');
  });

  it('after a reload at the details step (password was only in memory) goes back to the password step', async () => {
    stubApi();
    storeDraft({
      agreements: agreed,
      email: 'new@example.com',
      emailCodeId: 7,
      verifiedEmail: 'new@example.com',
    });
    const { router } = renderAccount('/account/signup/detail');
    expect(await screen.findByRole('heading', { name: a('signup.account.title') })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/signup/account');
    expect(screen.getByTestId('verified-email').textContent).toContain('new@example.com');
    // the stepper marks where we are
    const current = document.querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain(a('signup.steps.account'));
  });

  it('the completion page needs a finished sign-up', async () => {
    stubApi();
    storeDraft({ agreements: agreed });
    const { router } = renderAccount('/account/signup/complete');
    await screen.findByRole('heading', { name: a('signup.code.title') });
    expect(router.state.location.pathname).toBe('/account/signup/code');
  });

  it('a social step without the /oauth hand-off explains and links to /intro', async () => {
    stubApi();
    renderAccount('/account/signup/sns_account');
    const card = await screen.findByTestId('sns-missing');
    expect(
      within(card)
        .getByRole('link', { name: a('common.toLogin') })
        .getAttribute('href'),
    ).toBe('/intro');
  });

  it('social terms without the hand-off explain too; with it, they lead to sns_account', async () => {
    stubApi();
    renderAccount('/account/signup?sns=1');
    expect(await screen.findByTestId('sns-missing')).toBeTruthy();
  });
});

describe('terms step', () => {
  it('needs the three mandatory agreements; "agree to all" ticks every box and goes on', async () => {
    stubApi();
    const user = userEvent.setup();
    const { router } = renderAccount('/account/signup');
    const all = await screen.findByLabelText(new RegExp(a('signup.terms.all')));
    expect(document.activeElement).toBe(all);

    await user.click(agreement('terms'));
    await user.click(screen.getByRole('button', { name: a('common.next') }));
    expect(screen.getByTestId('terms-error').textContent).toBe(a('signup.terms.required'));
    const privacy = agreement('privacy');
    expect(errorOf(privacy)).toBe(a('signup.terms.requiredItem'));
    expect(document.activeElement).toBe(privacy);
    expect(router.state.location.pathname).toBe('/account/signup');

    await user.click(all);
    for (const key of ['terms', 'privacy', 'paid', 'marketing'] as const)
      expect(agreement(key).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: a('common.next') }));
    await screen.findByRole('heading', { name: a('signup.code.title') });
    expect(router.state.location.pathname).toBe('/account/signup/code');
    const stored = JSON.parse(sessionStorage.getItem(SIGNUP_STORAGE_KEY) ?? '{}');
    expect(stored.agreements).toEqual({ terms: true, privacy: true, paid: true, marketing: true });
  });

  it('the marketing consent is optional and each item opens its text (GET /terms/{kind})', async () => {
    const api = stubApi(terms('service'), terms('privacy'), terms('paid'));
    const user = userEvent.setup();
    const { router } = renderAccount('/account/signup');
    await screen.findByRole('heading', { name: a('signup.terms.title') });
    const toggles = screen.getAllByRole('button', { name: new RegExp(a('signup.terms.show')) });
    await user.click(toggles[0]!);
    expect(toggles[0]!.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('service title')).toBeTruthy();
    expect(api.callsTo('/terms/service')).toHaveLength(1);

    for (const key of ['terms', 'privacy', 'paid'] as const) await user.click(agreement(key));
    expect(agreement('marketing').checked).toBe(false);
    await user.click(screen.getByRole('button', { name: a('common.next') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/signup/code'));
  });

  it('social: with the hand-off, the terms lead to the social e-mail step showing the provider', async () => {
    stubApi();
    writeSnsSignup({ provider: 'kakao', accessToken: 'tok', email: 'k@example.com', name: '金 ミナ' });
    const user = userEvent.setup();
    const { router } = renderAccount('/account/signup?sns=1');
    await user.click(await screen.findByLabelText(new RegExp(a('signup.terms.all'))));
    await user.click(screen.getByRole('button', { name: a('common.next') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/signup/sns_account'));
    expect((await screen.findByTestId('sns-provider')).textContent).toContain('Kakao');
    expect(field(a('fields.email')).value).toBe('k@example.com');
  });
});
