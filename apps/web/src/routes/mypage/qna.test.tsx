import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landed, pageOf, respond, WAIT } from '../../../test/kit.js';
import { inquiries, renderMypage } from './mypage-test-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const qnaHandler = respond('qna.list', (call) => pageOf(inquiries, Number(call.query.get('pageNo') ?? 1)));
const quietBell = respond('alerts.list', {
  list: [],
  total: 0,
  totalPage: 1,
  pageNo: 1,
  pageItem: 10,
  unread: 0,
});

describe('my inquiries', () => {
  it('lists the inquiries with their state and opens one to show the answer', async () => {
    renderMypage('/mypage/qna', qnaHandler, quietBell);
    const user = userEvent.setup();

    await screen.findByTestId('qna-row-13', {}, WAIT);
    expect(screen.getByText('全13件')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'お問い合わせ一覧' })).getAllByRole('button');
    expect(rows).toHaveLength(10);
    expect(rows[0]!.textContent).toContain('回答待ち');
    expect(rows[1]!.textContent).toContain('回答済み');
    // category of a 1:1 inquiry, kind of a partnership inquiry
    expect(rows[0]!.textContent).toContain('再生・画質');
    expect(rows[2]!.textContent).toContain('提携のお問い合わせ');

    // an answered one: question, answer and its date
    await user.click(rows[1]!);
    const detail = screen.getByTestId('qna-detail-12');
    expect(rows[1]!.getAttribute('aria-expanded')).toBe('true');
    expect(detail.textContent).toContain('本文 12 の1行目');
    expect(detail.textContent).toContain('回答 12');
    expect(detail.textContent).toContain('2026.04.19 10:00 回答');

    // one open at a time; the waiting one says so
    await user.click(rows[0]!);
    expect(screen.queryByTestId('qna-detail-12')).toBeNull();
    expect(screen.getByTestId('qna-detail-13').textContent).toContain('担当者が確認しています');
  });

  it('pages through with ?page= and links to the inquiry form', async () => {
    const { api, router } = renderMypage('/mypage/qna', qnaHandler, quietBell);
    const user = userEvent.setup();

    await screen.findByTestId('qna-row-13', {}, WAIT);
    await user.click(screen.getByRole('button', { name: '2ページ目' }));
    await screen.findByTestId('qna-row-3', {}, WAIT);
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo('/qna/list').map((c) => c.query.get('pageNo'))).toEqual(['1', '2']);
    expect(screen.queryByTestId('qna-row-13')).toBeNull();

    await user.click(screen.getByRole('link', { name: '新しくお問い合わせ' }));
    await landed(router, '/help/cs/contact');
    expect(await screen.findByText('contact form screen', {}, WAIT)).toBeTruthy();
  });

  it('shows an empty history with the way to ask', async () => {
    renderMypage('/mypage/qna', respond('qna.list', pageOf([], 1)), quietBell);
    expect(await screen.findByText('お問い合わせ履歴はありません', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link', { name: '新しくお問い合わせ' })).toHaveLength(2));
  });
});
