import type { MemberAlert } from '@kickoff/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, respond, WAIT } from '../../../test/kit.js';
import { ALERT_POLL_MS, alertsKeys } from '../../features/alerts/index.js';
import { alertOf, alertPage, renderMypage } from './mypage-test-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** GET /alerts and PUT /alerts/{id}/read over a server-side list the test can change. */
function alertServer(initial: MemberAlert[]) {
  const state = { list: initial };
  const handlers = [
    respond('alerts.list', () => alertPage(state.list)),
    respond('alerts.read', ({ params }) => {
      const id = Number(params.id);
      state.list = state.list.map((a) => (a.id === id ? { ...a, readAt: '2026-11-21T00:00:00.000Z' } : a));
      return { unread: state.list.filter((a) => a.readAt === null).length };
    }),
    respond('qna.list', pageOf([], 1)),
  ];
  return { state, handlers };
}

describe('alert bell', () => {
  it('shows the unread count and marks the listed alerts read when opened', async () => {
    const server = alertServer([alertOf(3), alertOf(2), alertOf(1, '2026-11-20T02:00:00.000Z')]);
    const { api } = renderMypage('/mypage/qna', ...server.handlers);
    const user = userEvent.setup();

    expect((await screen.findByTestId('alert-unread', {}, WAIT)).textContent).toBe('2');
    const bell = screen.getByRole('button', { name: 'お知らせ（未読2件）' });

    await user.click(bell);
    // the list is its own chunk: it shows once that is loaded
    const panel = await screen.findByRole('dialog', { name: 'お知らせ' }, WAIT);
    const items = within(panel).getAllByRole('link', { name: /東都 vs 北嶺/ });
    expect(items.map((a) => a.getAttribute('href'))).toEqual([
      '/live?type=live&id=103',
      '/live?type=live&id=102',
      '/live?type=live&id=101',
    ]);
    // the two that were unread are marked new in this list, and read on the server
    expect(within(panel).getAllByText('NEW')).toHaveLength(2);
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.method === 'PUT')
          .map((c) => c.path)
          .sort(),
      ).toEqual(['/alerts/2/read', '/alerts/3/read']),
    );
    await waitFor(() => expect(screen.queryByTestId('alert-unread')).toBeNull());
    expect(screen.getByRole('button', { name: 'お知らせ' })).toBe(bell);

    // closing and opening again asks for nothing more
    await user.click(bell);
    await user.click(bell);
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  });

  it('toasts an alert that arrives while the app is open, with a link to the live', async () => {
    const server = alertServer([alertOf(1)]);
    const { api, queryClient } = renderMypage('/mypage/qna', ...server.handlers);
    const user = userEvent.setup();

    expect((await screen.findByTestId('alert-unread', {}, WAIT)).textContent).toBe('1');
    // what was there on arrival is not toasted
    expect(screen.queryByText(/ライブ配信が始まりました/)).toBeNull();

    server.state.list = [alertOf(2), ...server.state.list];
    await queryClient.invalidateQueries({ queryKey: alertsKeys.lists() });

    const toast = await screen.findByText('「東都 vs 北嶺 2」のライブ配信が始まりました', {}, WAIT);
    expect(screen.getByTestId('alert-unread').textContent).toBe('2');
    const watch = within(toast.parentElement as HTMLElement).getByRole('link', { name: '今すぐ見る' });
    expect(watch.getAttribute('href')).toBe('/live?type=live&id=102');

    await user.click(watch);
    await waitFor(() => expect(api.callsTo('/alerts/2/read')).toHaveLength(1));
  });

  it('polls every minute while the tab is visible, not while it is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    try {
      const server = alertServer([]);
      const { api } = renderMypage('/mypage/qna', ...server.handlers);
      await screen.findByTestId('alert-bell', {}, WAIT);
      await waitFor(() => expect(api.callsTo('/alerts')).toHaveLength(1), WAIT);

      vi.advanceTimersByTime(ALERT_POLL_MS);
      await waitFor(() => expect(api.callsTo('/alerts')).toHaveLength(2), WAIT);

      visibility.mockReturnValue('hidden');
      vi.advanceTimersByTime(3 * ALERT_POLL_MS);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.callsTo('/alerts')).toHaveLength(2);
    } finally {
      visibility.mockRestore();
      vi.useRealTimers();
    }
  });
});
