import type { Subscription } from '@kickoff/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { error, profileOf, respond } from '../../../test/kit.js';
import {
  allowed,
  at,
  couponOf,
  mySubscription,
  paymentOf,
  refused,
  renderBilling,
  subscriptionOf,
  voucherOf,
  withBillingTestClock,
} from '../purchase/purchase-test-kit.js';

beforeAll(async () => {
  await import('./PurchaseRoute.js');
});

withBillingTestClock();

const renderPasses = (subscription: Subscription | null, ...more: Parameters<typeof renderBilling>[1]) =>
  renderBilling('/mypage/purchase', [
    ...more,
    respond('billing.subscription', mySubscription({ subscription })),
  ]);

describe('/mypage/purchase (my passes)', () => {
  it.each([
    ['in use', subscriptionOf(), 'in_use', '利用中', '2026.12.10 に自動更新されます。'],
    [
      'change scheduled',
      subscriptionOf({
        serviceId: 3,
        status: 'change_scheduled',
        scheduledChange: { serviceId: 1, pass: 'basic', period: 'monthly', at: at(20) },
      }),
      'change_scheduled',
      '変更予定',
      '2026.12.10 から ベーシック（月額） に変更されます。',
    ],
    [
      'cancelled',
      subscriptionOf({ status: 'cancelled', nextPaymentAt: null, nextPaymentJpy: null }),
      'cancelled',
      '解約済み',
      '2026.12.10 までご利用いただけます。その後は自動更新されません。',
    ],
    [
      'paused',
      subscriptionOf({
        status: 'paused',
        pausedAt: at(-2),
        pausedUntil: at(60),
        nextPaymentAt: null,
        nextPaymentJpy: null,
      }),
      'paused',
      '一時停止中',
      '一時停止中のため視聴できません。2027.01.19 に自動で再開します。',
    ],
    [
      'payment failed',
      subscriptionOf({ periodEnd: at(-1), graceUntil: at(2) }),
      'payment_failed',
      'お支払いエラー',
      '更新のお支払いができませんでした。2026.11.22 までにお支払いが確認できない場合、パスは終了します。',
    ],
  ] as const)('shows a pass %s with what it means', async (_, subscription, condition, badge, line) => {
    renderPasses(subscription);
    const card = await screen.findByTestId('current-pass');
    const status = within(card).getByTestId('pass-status');
    expect(status.dataset.condition).toBe(condition);
    expect(status.textContent).toBe(badge);
    expect(within(card).getByTestId('pass-status-line').textContent).toContain(line);
  });

  it('shows the next payment, the card, the payment history with receipts and the coupons', async () => {
    const user = userEvent.setup();
    renderBilling('/mypage/purchase', [
      respond(
        'billing.subscription',
        mySubscription({
          subscription: subscriptionOf(),
          payments: [
            paymentOf(),
            paymentOf({
              id: 2,
              at: at(-40),
              kind: 'renewal',
              status: 'failed',
              failure: 'insufficient_funds',
              receiptNo: 'KO-20261011-000003',
            }),
          ],
          coupons: [
            couponOf(),
            couponOf({
              id: 32,
              code: 'WELCOME7-0001',
              kind: 'free_days',
              value: 7,
              pass: 'premium',
              status: 'used',
              usedAt: at(-30),
            }),
          ],
        }),
      ),
    ]);
    const card = await screen.findByTestId('current-pass');
    expect(within(card).getByTestId('current-next-payment').textContent).toBe('2026.12.10・1,480円（税込）');
    expect(within(card).getByTestId('current-card').textContent).toBe('VISA •••• 4242');
    expect(document.title).toBe('マイパス | KICKOFF');

    const rows = within(screen.getByTestId('payment-history')).getAllByRole('listitem');
    expect(rows.map((r) => r.dataset.testid)).toEqual(['payment-1', 'payment-2']);
    expect(rows[1]?.textContent).toContain('カードの利用可能額が不足しています');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    await user.click(within(rows[0]!).getByRole('button', { name: '2026.11.10 のお支払いの領収書' }));
    const receipt = await screen.findByRole('dialog', { name: '領収書' });
    expect(receipt.textContent).toContain('KO-20261110-000001');
    expect(receipt.textContent).toContain('ベーシック（月額） 購入');
    expect(receipt.textContent).toContain('お支払い金額（税込）1,480円');
    expect(receipt.textContent).toContain('うち消費税（10%）134円');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    const coupons = within(screen.getByTestId('coupon-list')).getAllByRole('listitem');
    expect(coupons[0]?.textContent).toContain('使用可能');
    expect(coupons[1]?.textContent).toContain('使用済み');
  });

  it('pauses for the months chosen after saying when it resumes', async () => {
    const user = userEvent.setup();
    const { api } = renderPasses(
      subscriptionOf(),
      respond('billing.pause', subscriptionOf({ status: 'paused', pausedAt: at(0), pausedUntil: at(90) })),
    );
    await user.click(
      within(await screen.findByTestId('pass-action-pause')).getByRole('button', { name: '一時停止する' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'パスを一時停止' });
    await user.selectOptions(within(dialog).getByLabelText('停止する期間'), '3');
    expect(dialog.textContent).toContain('2027.02.20 に自動で再開します');
    expect(dialog.textContent).toContain('残りの利用期間 20日分は再開後に引き継がれます');
    await user.click(within(dialog).getByRole('button', { name: '3か月停止する' }));
    await waitFor(() => expect(api.callsTo('/subscription/pause')).toHaveLength(1));
    expect(api.callsTo('/subscription/pause')[0]?.body).toEqual({ months: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels after a confirm saying until when it runs; restore and resume likewise', async () => {
    const user = userEvent.setup();
    const { api } = renderPasses(
      subscriptionOf(),
      respond('billing.cancel', subscriptionOf({ status: 'cancelled' })),
    );
    await user.click(
      within(await screen.findByTestId('pass-action-cancel')).getByRole('button', { name: '解約する' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'パスを解約しますか？' });
    expect(dialog.textContent).toContain('2026.12.10 まではこれまでどおりご利用いただけ');
    await user.click(within(dialog).getByRole('button', { name: '解約する' }));
    await waitFor(() => expect(api.callsTo('/subscription/cancel')).toHaveLength(1));
    cleanup();

    const cancelled = subscriptionOf({
      status: 'cancelled',
      nextPaymentAt: null,
      nextPaymentJpy: null,
      actions: {
        restore: allowed,
        cancel: refused('CANCEL_NOT_ALLOWED'),
        pause: refused('PAUSE_NOT_ALLOWED'),
      },
    });
    const restore = renderPasses(cancelled, respond('billing.restore', subscriptionOf()));
    expect(await screen.findByTestId('pass-action-restore')).toBeTruthy();
    expect(screen.queryByTestId('pass-action-pause')).toBeNull();
    await user.click(
      within(screen.getByTestId('pass-action-restore')).getByRole('button', { name: '解約を取り消す' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '解約を取り消す' }),
    );
    await waitFor(() => expect(restore.api.callsTo('/subscription/restore')).toHaveLength(1));
    cleanup();

    const paused = subscriptionOf({
      status: 'paused',
      pausedAt: at(-5),
      pausedUntil: at(25),
      actions: { resume: allowed, pause: refused('PAUSE_NOT_ALLOWED') },
    });
    const resume = renderPasses(paused, respond('billing.resume', subscriptionOf({ status: 'resumed' })));
    await user.click(
      within(await screen.findByTestId('pass-action-resume')).getByRole('button', { name: '再開する' }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'パスを再開しますか？' });
    expect(ask.textContent).toContain('残りの利用期間 25日分が今日から始まり、2026.12.15 に自動更新されます');
    await user.click(within(ask).getByRole('button', { name: '再開する' }));
    await waitFor(() => expect(resume.api.callsTo('/subscription/resume')).toHaveLength(1));
  });

  it('undoes a scheduled change from my passes too', async () => {
    const user = userEvent.setup();
    const { api } = renderPasses(
      subscriptionOf({
        serviceId: 3,
        status: 'change_scheduled',
        scheduledChange: { serviceId: 4, pass: 'premium', period: 'annual', at: at(20) },
      }),
      respond('billing.cancelChange', subscriptionOf({ serviceId: 3 })),
    );
    const row = await screen.findByTestId('pass-action-undo-change');
    expect(row.textContent).toContain(
      '2026.12.10 から プレミアム（年額） に変更されます。2026.12.09 まで取り消せます。',
    );
    await user.click(within(row).getByRole('button', { name: '変更を取り消す' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取り消す' }),
    );
    await waitFor(() => expect(api.callsTo('/subscription/change/cancel')).toHaveLength(1));
    expect(await screen.findByText('パス変更の予定を取り消しました。')).toBeTruthy();
  });

  it('shows why an action is refused, and a refusal of the call itself', async () => {
    const user = userEvent.setup();
    renderPasses(
      subscriptionOf({ paidBy: 'app_store', card: null, actions: { pause: refused('PAUSE_NOT_ALLOWED') } }),
      (call) => (call.path === '/subscription/cancel' ? error(409, 'APP_STORE_CHANGE_IN_STORE') : undefined),
    );
    const pause = await screen.findByTestId('pass-action-pause');
    expect(pause.textContent).toContain('このパスは現在一時停止できません');
    expect((within(pause).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('current-card').textContent).toBe('アプリ内課金');
    await user.click(
      within(screen.getByTestId('pass-action-cancel')).getByRole('button', { name: '解約する' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '解約する' }),
    );
    expect((await screen.findByTestId('pass-action-error')).textContent).toBe(
      'アプリ内課金で購入したパスは、購入したストアで変更してください。',
    );
  });

  it("shows a coupon's free days as a trial that a paid pass replaces, with nothing to change, pause or cancel", async () => {
    renderPasses(
      subscriptionOf({
        serviceId: 3,
        paidBy: 'coupon' as 'card',
        card: null,
        periodEnd: at(7),
        nextPaymentAt: null,
        nextPaymentJpy: null,
        actions: {
          upgrade: refused('NO_PASS'),
          downgrade: refused('NO_PASS'),
          pause: refused('PAUSE_NOT_ALLOWED'),
          cancel: refused('CANCEL_NOT_ALLOWED'),
        },
      }),
    );
    const card = await screen.findByTestId('current-pass');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('プレミアム（無料体験）');
    expect(within(card).getByTestId('current-card').textContent).toBe('クーポン（無料体験）');
    expect(within(card).getByTestId('current-next-payment').textContent).toBe('自動更新なし');
    for (const key of ['change', 'pause', 'cancel']) {
      expect(within(card).queryByTestId(`pass-action-${key}`)).toBeNull();
    }
    const buy = within(card).getByTestId('pass-action-buy');
    expect(buy.textContent).toContain(
      'プレミアム の無料体験中です（2026.11.27 まで）。パスを購入すると、その時点で有料パスに切り替わります。',
    );
    expect(within(buy).getByRole('link', { name: 'パスを購入する' }).getAttribute('href')).toBe(
      '/purchase?pass=premium',
    );
  });

  it('invites a member without a pass to buy or redeem a code', async () => {
    renderPasses(null);
    const none = await screen.findByTestId('current-pass-none');
    expect(within(none).getByRole('link', { name: 'パスを購入する' }).getAttribute('href')).toBe('/purchase');
    expect(within(none).getByRole('link', { name: 'クーポンを登録する' }).getAttribute('href')).toBe(
      '/purchase/coupon',
    );
    expect(screen.getByText('お支払いの履歴はありません。')).toBeTruthy();
  });

  it('the my page summary says how the pass stands and leads to my passes', async () => {
    const subscription = subscriptionOf({ status: 'cancelled', nextPaymentAt: null, nextPaymentJpy: null });
    renderBilling('/mypage', [
      respond('profile.get', profileOf()),
      respond('passes.voucher', voucherOf(subscription)),
      respond('billing.subscription', mySubscription({ subscription })),
    ]);
    const status = await screen.findByTestId('mypage-pass-status');
    await waitFor(() => expect(status.textContent).toContain('解約済み'));
    expect(status.textContent).toContain('2026.12.10 までご利用いただけます');
    expect(
      within(status)
        .getByRole('link', { name: /マイパスで管理/ })
        .getAttribute('href'),
    ).toBe('/mypage/purchase');
    expect(screen.getByRole('link', { name: 'マイパス' }).getAttribute('href')).toBe('/mypage/purchase');
  });
});
