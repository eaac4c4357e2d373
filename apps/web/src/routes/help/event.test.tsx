import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, respond, stubApi } from '../../../test/kit.js';
import {
  eventDetail,
  events,
  noticeCategories,
  noticeListHandler,
  privacyCurrent,
  renderHelp,
} from './help-test-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const eventList = respond('events.list', (call) =>
  pageOf(call.query.get('tab') === 'winners' ? events.filter((e) => e.winnersAnnounced) : events, 1),
);

describe('member help hub', () => {
  it('redirects /help to the notices and shows the help tabs in the spec order', async () => {
    stubApi(respond('notice.categories', noticeCategories), noticeListHandler);
    const { router } = renderHelp('/help');
    await screen.findByTestId('notice-row-36');
    expect(router.state.location.pathname).toBe('/help/notice');
    const tabs = screen.getByRole('navigation', { name: 'ヘルプメニュー' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['よくある質問', '/help/cs'],
      ['1:1お問い合わせ', '/help/cs/contact'],
      ['提携のお問い合わせ', '/help/cs/cooperate'],
      ['お知らせ', '/help/notice'],
      ['イベント', '/help/event'],
      ['規約', '/help/term'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'お知らせ' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'よくある質問' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps one help tab lit: FAQ only on the FAQ, terms on every kind', async () => {
    stubApi(respond('terms.get', { ...privacyCurrent }, { id: 'privacy' }));
    const { router } = renderHelp('/help/term/privacy');
    await screen.findByTestId('terms');
    const tabs = screen.getByRole('navigation', { name: 'ヘルプメニュー' });
    const lit = () =>
      within(tabs)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(lit().map((a) => a.textContent)).toEqual(['規約']);
    await router.navigate('/help/cs/contact');
    await screen.findByTestId('inquiry-form');
    expect(lit().map((a) => a.textContent)).toEqual(['1:1お問い合わせ']);
  });

  it('shows visitors only the public tabs', async () => {
    stubApi(respond('notice.categories', noticeCategories), noticeListHandler);
    renderHelp('/public/help/notice');
    const tabs = await screen.findByRole('navigation', { name: 'ヘルプメニュー' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/public/help/cs',
      '/public/help/cs/contact',
      '/public/help/cs/cooperate',
      '/public/help/notice',
    ]);
  });
});

describe('events', () => {
  it('lists events as cards with status badges, and the winners tab asks for tab=winners', async () => {
    const api = stubApi(eventList);
    const { router } = renderHelp('/help/event');
    const card = await screen.findByTestId('event-card-7');
    expect(card.getAttribute('href')).toBe('/help/event/7');
    expect(within(card).getByText('終了')).toBeTruthy();
    expect(within(card).getByText('当選者発表')).toBeTruthy();
    expect(within(screen.getByTestId('event-card-8')).getByText('開催中')).toBeTruthy();
    expect(api.callsTo('/events')[0]?.query.get('tab')).toBe('all');

    await userEvent.click(screen.getByRole('tab', { name: '当選者発表' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=winners'));
    await waitFor(() => expect(screen.queryByTestId('event-card-8')).toBeNull());
    expect(api.callsTo('/events').at(-1)?.query.get('tab')).toBe('winners');
  });

  it('shows an event with its winners and goes back to the list', async () => {
    stubApi(eventList, respond('events.detail', eventDetail));
    const { router } = renderHelp('/help/event?tab=winners');
    await userEvent.click(await screen.findByTestId('event-card-7'));
    const winners = await screen.findByTestId('event-winners');
    expect(within(winners).getByRole('heading', { name: '当選者発表' })).toBeTruthy();
    expect(winners.textContent).toContain('山田 様');
    expect(winners.querySelectorAll('br')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '一覧に戻る' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=winners'));
  });
});
