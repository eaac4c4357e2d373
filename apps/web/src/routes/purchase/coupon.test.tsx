import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { error, respond } from '../../../test/kit.js';
import {
  at,
  couponOf,
  freeMember,
  mySubscription,
  renderBilling,
  subscriptionOf,
  voucherOf,
  withBillingTestClock,
} from './purchase-test-kit.js';

beforeAll(async () => {
  await import('./CouponRoute.js');
});

withBillingTestClock();

const member = { session: freeMember() };

async function register(code: string, name = 'クーポンコード') {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: new RegExp(name) });
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: '登録する' }));
  return field;
}

describe('/purchase/coupon and /purchase/campaign', () => {
  it.each([
    ['COUPON_INVALID', 404, '無効なコードです。入力内容をご確認ください。'],
    ['COUPON_ALREADY_USED', 409, 'このコードはすでに使用されています。'],
    ['COUPON_EXPIRED', 410, 'このコードは有効期限が切れています。'],
    ['COUPON_NOT_IN_VALID_TIME', 409, 'このコードはまだ使用できません（有効期間外です）。'],
    ['COUPON_CONFLICT', 409, '同じ種類の特典がすでに登録済みか、使用済みのため登録できません。'],
    ['COUPON_PASS_HELD', 409, 'このコードはパスをお持ちでない方のみご利用いただけます。'],
  ])('shows %s as its message under the field', async (code, status, text) => {
    renderBilling(
      '/purchase/coupon',
      [
        respond('billing.subscription', mySubscription()),
        (call) => (call.path === '/coupons' ? error(status, code) : undefined),
      ],
      member,
    );
    const field = await register('SUMMER2026');
    const described = field.getAttribute('aria-describedby') ?? '';
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const message = described
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(message).toContain(text);
  });

  it('sends the code trimmed and in upper case, and starts free days at once', async () => {
    const pass = subscriptionOf({ serviceId: 3, paidBy: 'card', periodStart: at(0), periodEnd: at(7) });
    const { api } = renderBilling(
      '/purchase/coupon',
      [
        respond('billing.subscription', mySubscription()),
        respond('billing.registerCoupon', {
          coupon: couponOf({
            code: 'WELCOME7-0001',
            title: 'ようこそ7日間',
            kind: 'free_days',
            value: 7,
            pass: 'premium',
            status: 'used',
          }),
          voucher: voucherOf(pass),
        }),
      ],
      member,
    );
    expect(document.title).toBe('クーポン登録 | KICKOFF');
    const field = (await register('  welcome7-0001 ')) as HTMLInputElement;
    await waitFor(() => expect(api.callsTo('/coupons')).toHaveLength(1));
    expect(api.callsTo('/coupons')[0]?.body).toEqual({ code: 'WELCOME7-0001' });
    const done = await screen.findByTestId('code-registered');
    expect(done.textContent).toContain('「ようこそ7日間」を登録しました');
    expect(done.textContent).toContain('プレミアム 7日間無料');
    expect(done.textContent).toContain('無料体験を開始しました。2026.11.27 までご利用いただけます。');
    expect(within(done).getByRole('link', { name: '視聴をはじめる' }).getAttribute('href')).toBe('/');
    expect(field.value).toBe('');
  });

  it('registers a campaign discount that waits for the first payment, with the way to buy', async () => {
    const { api } = renderBilling(
      '/purchase/campaign',
      [
        respond(
          'billing.subscription',
          mySubscription({
            coupons: [
              couponOf({
                id: 40,
                code: 'KICKOFF500',
                source: 'campaign',
                title: '500円引き',
                kind: 'amount_off',
                value: 500,
              }),
            ],
          }),
        ),
        respond('billing.registerCampaign', {
          coupon: couponOf({
            code: 'KICKOFF500',
            source: 'campaign',
            title: '500円引き',
            kind: 'amount_off',
            value: 500,
            pass: 'premium',
          }),
          voucher: voucherOf(null),
        }),
      ],
      member,
    );
    await register('kickoff500', 'キャンペーンコード');
    const done = await screen.findByTestId('code-registered');
    expect(api.callsTo('/campaigns')[0]?.body).toEqual({ code: 'KICKOFF500' });
    expect(done.textContent).toContain('プレミアムの初回お支払いが500円引き');
    expect(done.textContent).toContain('次回のパス購入時のお支払いに使えます（2026.12.20 まで）');
    expect(within(done).getByRole('link', { name: 'パスを購入する' }).getAttribute('href')).toBe(
      '/purchase?pass=premium',
    );
    expect(within(screen.getByTestId('coupon-list')).getByText('KICKOFF500')).toBeTruthy();
  });

  it('refuses a code of the wrong shape without asking the server', async () => {
    const { api } = renderBilling(
      '/purchase/coupon',
      [respond('billing.subscription', mySubscription())],
      member,
    );
    const field = await register('AB!');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('コードは英数字とハイフンで4〜32文字です。')).toBeTruthy();
    expect(api.callsTo('/coupons')).toHaveLength(0);
  });
});
