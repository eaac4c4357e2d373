import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, respond, stubApi } from '../../../test/kit.js';
import { faqCategories, faqs, renderHelp } from './help-test-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const faqList = respond('faq.list', (call) => pageOf(faqs, Number(call.query.get('pageNo') ?? 1)));

describe('FAQ', () => {
  it('opens a question to show its answer with line breaks, one at a time', async () => {
    stubApi(respond('faq.categories', faqCategories), faqList);
    renderHelp('/public/help/cs');
    const first = (await screen.findByTestId('faq-row-1')).closest('button')!;
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('faq-answer-1')).toBeNull();

    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByTestId('faq-answer-1');
    expect(answer.textContent).toContain('回答 1 の1行目');
    expect(answer.querySelectorAll('br')).toHaveLength(1);

    await userEvent.click(screen.getByTestId('faq-row-2'));
    expect(screen.queryByTestId('faq-answer-1')).toBeNull();
    expect(screen.getByTestId('faq-answer-2')).toBeTruthy();
  });

  it('pages with ?page= and filters by category tab', async () => {
    const api = stubApi(respond('faq.categories', faqCategories), faqList);
    const { router } = renderHelp('/help/cs');
    await screen.findByTestId('faq-row-1');
    await userEvent.click(screen.getByRole('button', { name: '2ページ目' }));
    await screen.findByTestId('faq-row-11');
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo('/faq/list').at(-1)?.query.get('pageNo')).toBe('2');

    const tabs = screen.getByRole('tablist', { name: 'よくある質問のカテゴリー' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['すべて', 'アカウント', 'お支払い']);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'お支払い' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=2'));
    expect(api.callsTo('/faq/list').at(-1)?.query.get('categoryId')).toBe('2');
  });

  it('leads to the inquiry forms', async () => {
    stubApi(respond('faq.categories', faqCategories), faqList);
    renderHelp('/public/help/cs');
    const cta = await screen.findByRole('complementary', { name: '解決しない場合は' });
    expect(within(cta).getByRole('link', { name: '1:1お問い合わせ' }).getAttribute('href')).toBe(
      '/public/help/cs/contact',
    );
  });
});
