import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { error, landed, respond } from '../../../test/kit.js';
import { ORDER_POLL } from '../../features/billing/index.js';
import {
  at,
  mySubscription,
  orderOf,
  paymentOf,
  renderBilling,
  subscriptionOf,
} from './purchase-test-kit.js';

beforeAll(async () => {
  await import('./PayResultRoute.js');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const URL = '/pay_result/ord_0123456789';

/** GET /orders/:id answering `states` in turn, then the last one again. */
function orderSequence(...states: ReturnType<typeof orderOf>[]) {
  let i = 0;
  return respond('billing.order', () => states[Math.min(i++, states.length - 1)]);
}

describe('/pay_result/:id', () => {
  it('confirms a pending order by polling, then shows the receipt and reads the session again', async () => {
    const premium = subscriptionOf({
      serviceId: 3,
      periodStart: at(0),
      periodEnd: at(30),
      nextPaymentAt: at(30),
    });
    const { api } = renderBilling(URL, [
      orderSequence(
        orderOf(),
        orderOf({ status: 'paid', checkoutUrl: null, paidAt: '2026-11-20T03:00:05.000Z' }),
      ),
      respond(
        'billing.subscription',
        mySubscription({
          subscription: premium,
          payments: [
            paymentOf({
              id: 9,
              serviceId: 3,
              pass: 'premium',
              amountJpy: 2_480,
              taxJpy: 225,
              receiptNo: 'KO-20261120-000042',
            }),
          ],
        }),
      ),
    ]);
    const pending = await screen.findByTestId('result-pending');
    expect(pending.textContent).toContain('お支払いを確認しています');
    const sessionsBefore = api.callsTo('/session').length;

    const paid = await screen.findByTestId('result-paid', {}, { timeout: 5000 });
    expect(api.callsTo('/orders/ord_0123456789').length).toBeGreaterThanOrEqual(2);
    expect(paid.textContent).toContain('ご購入ありがとうございます');
    expect(paid.textContent).toContain('プレミアム（月額） をご利用いただけます。1080p60');
    const receipt = within(paid).getByTestId('receipt');
    await waitFor(() => expect(receipt.textContent).toContain('KO-20261120-000042'));
    expect(receipt.textContent).toContain('2026.11.20 12:00');
    expect(within(receipt).getByTestId('receipt-amount').textContent).toBe('2,480円');
    expect(receipt.textContent).toContain('うち消費税（10%）225円');
    expect(receipt.textContent).toContain('VISA •••• 4242');
    expect(within(receipt).getByTestId('receipt-next').textContent).toBe('2026.12.20・2,480円');
    // the session (its scope: 1080p now) is read again once the order is paid
    await waitFor(() => expect(api.callsTo('/session').length).toBeGreaterThan(sessionsBefore));
    expect(within(paid).getByRole('link', { name: '視聴をはじめる' }).getAttribute('href')).toBe('/');
    expect(within(paid).getByRole('link', { name: 'マイパスへ' }).getAttribute('href')).toBe(
      '/mypage/purchase',
    );
    expect(document.title).toBe('お支払い結果 | KICKOFF');
  });

  it.each([
    ['declined', 'カードが承認されませんでした。'],
    ['insufficient_funds', 'カードの利用可能額が不足しています。'],
    ['authentication_failed', '本人認証（3Dセキュア）が完了しませんでした。'],
    ['expired_card', 'カードの有効期限が切れています。'],
  ] as const)('shows why a payment failed (%s) and tries again with the same pass', async (failure, text) => {
    const { router } = renderBilling(URL, [
      respond(
        'billing.order',
        orderOf({ status: 'failed', failure, period: 'annual', serviceId: 4, checkoutUrl: null }),
      ),
    ]);
    const failed = await screen.findByTestId('result-failed');
    expect(within(failed).getByTestId('result-reason').textContent).toContain(text);
    expect(failed.textContent).toContain('プレミアム（年額） の料金は請求されていません。');
    const again = within(failed).getByRole('link', { name: 'もう一度購入する' });
    expect(again.getAttribute('href')).toBe('/purchase?pass=premium&period=annual');
    if (failure === 'declined') {
      await userEvent.setup().click(again);
      await landed(router, '/purchase', '?pass=premium&period=annual');
    }
  });

  it('says when the checkout expired', async () => {
    renderBilling(URL, [respond('billing.order', orderOf({ status: 'expired', checkoutUrl: null }))]);
    const expired = await screen.findByTestId('result-expired');
    expect(expired.textContent).toContain('お手続きの有効期限が切れました');
    expect(within(expired).getByRole('link', { name: 'もう一度購入する' }).getAttribute('href')).toBe(
      '/purchase?pass=premium&period=monthly',
    );
  });

  it('after a minute still pending: "we will e-mail you", and the polling stops until asked again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = renderBilling(URL, [respond('billing.order', orderOf())]);
    await screen.findByTestId('result-pending');
    await vi.advanceTimersByTimeAsync(ORDER_POLL.windowMs + ORDER_POLL.intervalMs);
    const slow = await screen.findByTestId('result-slow');
    expect(slow.textContent).toContain('確認でき次第、ご登録のメールアドレスにお知らせします');
    const asked = api.callsTo('/orders/ord_0123456789').length;
    expect(asked).toBeGreaterThan(10);
    await vi.advanceTimersByTimeAsync(10 * ORDER_POLL.intervalMs);
    expect(api.callsTo('/orders/ord_0123456789')).toHaveLength(asked);

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(slow).getByRole('button', { name: 'もう一度確認する' }));
    await screen.findByTestId('result-pending');
    await waitFor(() => expect(api.callsTo('/orders/ord_0123456789').length).toBeGreaterThan(asked));
  });

  it('asks a logged-out visitor to log in, coming back here', async () => {
    const { api } = renderBilling(URL, [], { session: null });
    const login = await screen.findByTestId('result-login');
    expect(within(login).getByRole('link', { name: 'ログインする' }).getAttribute('href')).toBe(
      '/intro?re=y&tp=pay_result&url=%2Fpay_result%2Ford_0123456789',
    );
    expect(api.callsTo('/orders/ord_0123456789')).toHaveLength(0);
  });

  it("says when the order is not the member's or does not exist", async () => {
    renderBilling(URL, [
      (call) => (call.path.startsWith('/orders/') ? error(404, 'ORDER_NOT_FOUND') : undefined),
    ]);
    const notFound = await screen.findByTestId('result-error');
    expect(notFound.textContent).toContain('注文が見つかりません');
    expect(within(notFound).getByRole('link', { name: 'パス購入へ' }).getAttribute('href')).toBe('/purchase');
  });
});
