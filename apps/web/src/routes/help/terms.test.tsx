import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { respond, stubApi } from '../../../test/kit.js';
import { privacyCurrent, privacyOld, renderHelp } from './help-test-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const termsApi = () =>
  stubApi(
    respond('terms.get', privacyCurrent, { id: 'privacy' }),
    respond('terms.get', privacyCurrent, { id: 5 }),
    respond('terms.get', privacyOld, { id: 3 }),
    respond(
      'terms.get',
      { ...privacyCurrent, id: 9, kind: 'service', title: '利用規約', versions: [] },
      { id: 'service' },
    ),
  );

describe('terms', () => {
  it('shows the current privacy policy with line breaks, markup as text', async () => {
    termsApi();
    const { container } = renderHelp('/public/terms/privacy');
    const article = await screen.findByTestId('terms');
    expect(within(article).getByRole('heading', { level: 2, name: 'プライバシーポリシー' })).toBeTruthy();
    expect(article.textContent).toContain('施行日：2026.04.01');
    expect(article.textContent).toContain('<script>alert(1)</script>');
    expect(container.querySelector('[data-testid="terms"] script')).toBeNull();
    expect(article.querySelectorAll('br')).toHaveLength(2);
  });

  it('lists the versions by effective date and opens a past one at /public/terms/privacy/:id', async () => {
    const api = termsApi();
    const { router } = renderHelp('/public/terms/privacy');
    const select = (await screen.findByLabelText('バージョン')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      '2026.04.01 施行（現行）',
      '2025.10.01 施行',
    ]);
    expect(select.value).toBe('5');

    await userEvent.selectOptions(select, '3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/public/terms/privacy/3'));
    expect(await screen.findByText(/旧版の本文/)).toBeTruthy();
    expect(api.callsTo('/terms/3')).toHaveLength(1);
    expect(screen.getByRole('note').textContent).toContain('過去のバージョン');

    await userEvent.selectOptions(screen.getByLabelText('バージョン'), '5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/public/terms/privacy'));
  });

  it('gives members every kind as a chip, and sends an unknown kind to the terms of use', async () => {
    termsApi();
    const { router } = renderHelp('/help/term/unknown');
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/term/service'));
    const kinds = await screen.findByRole('navigation', { name: '規約の種類' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/help/term/service',
      '/help/term/paid',
      '/help/term/privacy',
      '/help/term/youth',
      '/help/term/policy',
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: '利用規約' })).toBeTruthy();
  });
});
