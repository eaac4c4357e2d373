import { proratedUpgradeJpy } from '@kickoff/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { error, respond } from '../../../test/kit.js';
import {
  at,
  mySubscription,
  NOW,
  paymentOf,
  refused,
  renderBilling,
  subscriptionOf,
  withBillingTestClock,
} from './purchase-test-kit.js';

beforeAll(async () => {
  await import('./ChangeRoute.js');
});

withBillingTestClock();

const notCarrier = respond('billing.checkCarrier', { carrier: false, changeable: true });
const option = (id: string) => screen.findByTestId(`change-option-${id}`);

describe('/purchase/change', () => {
  it('asks checkCarrier, then offers the upgrade now with its prorated charge and the annual pass at renewal', async () => {
    const basic = subscriptionOf();
    const { api } = renderBilling('/purchase/change', [
      respond('billing.subscription', mySubscription({ subscription: basic })),
      notCarrier,
    ]);
    const upgrade = await option('premium-monthly');
    expect(api.callsTo('/pay/checkCarrier')).toHaveLength(1);
    expect(screen.getByTestId('current-pass').textContent).toContain('ベーシック（月額）');
    const charge = proratedUpgradeJpy(1_480, 2_480, { start: new Date(at(-10)), end: new Date(at(20)) }, NOW);
    expect(charge).toBe(667);
    expect(upgrade.textContent).toContain('今すぐ変更。今回の期間の残り分として差額 667円（税込）');
    expect(within(upgrade).getByRole('button', { name: '今すぐアップグレード' })).toBeTruthy();
    const annual = await option('basic-annual');
    expect(annual.textContent).toContain('次回更新日の 2026.12.10 から変更');
    expect(annual.textContent).toContain('14,800円（税込）');
    expect(document.title).toBe('パス変更 | KICKOFF');
  });

  it('shows each refused change with its reason', async () => {
    renderBilling('/purchase/change', [
      respond(
        'billing.subscription',
        mySubscription({
          subscription: subscriptionOf({
            serviceId: 3,
            actions: { upgrade: refused('CHANGE_SAME_PASS'), downgrade: refused('CHANGE_DEADLINE_PASSED') },
          }),
        }),
      ),
      notCarrier,
    ]);
    const downgrade = await option('basic-monthly');
    expect(within(downgrade).getByTestId('change-reason').textContent).toBe(
      'パスの変更は、変更予定日の前日までしか行えません。',
    );
    expect((within(downgrade).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(within(await option('premium-annual')).getByTestId('change-reason').textContent).toContain(
      '前日まで',
    );
  });

  it.each([
    ['ANNUAL_CANNOT_CHANGE', '年額パスは変更できません。'],
    ['APP_STORE_CHANGE_IN_STORE', 'アプリ内課金で購入したパスは、購入したストアで変更してください。'],
    ['CHANGE_ON_PAYMENT_DAY', '自動更新日の当日はパスを変更できません。'],
  ])('explains %s', async (code, text) => {
    renderBilling('/purchase/change', [
      respond(
        'billing.subscription',
        mySubscription({
          subscription: subscriptionOf({
            serviceId: 2,
            actions: { upgrade: refused(code), downgrade: refused(code) },
          }),
        }),
      ),
      notCarrier,
    ]);
    // an annual pass is offered only the other pass of its period
    const other = await option('premium-annual');
    expect(within(other).getByTestId('change-reason').textContent).toContain(text);
    expect(screen.getAllByTestId(/^change-option-/)).toHaveLength(1);
  });

  it('a carrier-billed pass shows the carrier message and no changes', async () => {
    renderBilling('/purchase/change', [
      respond(
        'billing.subscription',
        mySubscription({ subscription: subscriptionOf({ paidBy: 'carrier', card: null }) }),
      ),
      respond('billing.checkCarrier', { carrier: true, changeable: false }),
    ]);
    expect((await screen.findByTestId('change-carrier')).textContent).toBe(
      'キャリア決済のパスは変更できません。',
    );
    expect(screen.queryByTestId(/^change-option-/)).toBeNull();
  });

  it('confirms an upgrade saying what is charged and when, then changes the pass', async () => {
    const user = userEvent.setup();
    const { api } = renderBilling('/purchase/change', [
      respond('billing.subscription', mySubscription({ subscription: subscriptionOf() })),
      notCarrier,
      respond('billing.change', {
        subscription: subscriptionOf({ serviceId: 3 }),
        payment: paymentOf({ kind: 'upgrade', serviceId: 3, pass: 'premium', amountJpy: 667, taxJpy: 60 }),
      }),
    ]);
    await user.click(
      within(await option('premium-monthly')).getByRole('button', { name: '今すぐアップグレード' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'プレミアム（月額） に変更しますか？' });
    expect(dialog.textContent).toContain('VISA •••• 4242 に差額 667円（税込）を請求し');
    expect(dialog.textContent).toContain('次回更新日（2026.12.10）からは 2,480円（税込）で更新されます');

    await user.click(within(dialog).getByRole('button', { name: '戻る' }));
    expect(api.callsTo('/subscription/change')).toHaveLength(0);

    await user.click(
      within(await option('premium-monthly')).getByRole('button', { name: '今すぐアップグレード' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '変更する' }),
    );
    await waitFor(() => expect(api.callsTo('/subscription/change')).toHaveLength(1));
    expect(api.callsTo('/subscription/change')[0]?.body).toEqual({ serviceId: 3 });
    expect(
      await screen.findByText('プレミアム（月額） に変更しました（差額 667円 をお支払いいただきました）。'),
    ).toBeTruthy();
  });

  it('shows a refused upgrade charge (declined card) and leaves the pass as it was', async () => {
    const user = userEvent.setup();
    renderBilling('/purchase/change', [
      respond('billing.subscription', mySubscription({ subscription: subscriptionOf() })),
      notCarrier,
      (call) => (call.path === '/subscription/change' ? error(402, 'PAYMENT_FAILED') : undefined),
    ]);
    await user.click(
      within(await option('premium-monthly')).getByRole('button', { name: '今すぐアップグレード' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '変更する' }),
    );
    expect((await screen.findByTestId('change-error')).textContent).toContain(
      'お支払いが承認されませんでした',
    );
  });

  it('undoes a scheduled change after saying what stays', async () => {
    const user = userEvent.setup();
    const { api } = renderBilling('/purchase/change', [
      respond(
        'billing.subscription',
        mySubscription({
          subscription: subscriptionOf({
            serviceId: 3,
            status: 'change_scheduled',
            scheduledChange: { serviceId: 1, pass: 'basic', period: 'monthly', at: at(20) },
          }),
        }),
      ),
      notCarrier,
      respond('billing.cancelChange', subscriptionOf({ serviceId: 3 })),
    ]);
    const scheduled = await screen.findByTestId('change-scheduled');
    expect(scheduled.textContent).toContain('2026.12.10 から ベーシック（月額） に変更される予定です。');
    expect(scheduled.textContent).toContain('変更の取り消しは 2026.12.09 まで行えます。');
    expect(within(await option('basic-monthly')).getByText('変更予定')).toBeTruthy();
    await user.click(within(scheduled).getByRole('button', { name: '変更を取り消す' }));
    const dialog = await screen.findByRole('alertdialog', { name: '変更の予定を取り消しますか？' });
    expect(dialog.textContent).toContain('プレミアム（月額） のまま自動更新されます');
    await user.click(within(dialog).getByRole('button', { name: '取り消す' }));
    await waitFor(() => expect(api.callsTo('/subscription/change/cancel')).toHaveLength(1));
  });

  it('sends a member without a pass to /purchase', async () => {
    renderBilling('/purchase/change', [respond('billing.subscription', mySubscription()), notCarrier]);
    expect((await screen.findByRole('link', { name: 'パスを購入する' })).getAttribute('href')).toBe(
      '/purchase',
    );
    expect(screen.getByText('変更できるパスがありません')).toBeTruthy();
  });
});
