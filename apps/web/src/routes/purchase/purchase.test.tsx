import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, error, landed, respond } from '../../../test/kit.js';
import {
  at,
  couponOf,
  freeMember,
  mySubscription,
  NOW,
  offers,
  orderOf,
  renderBilling,
  spyCheckout,
  subscriptionOf,
} from './purchase-test-kit.js';

beforeAll(async () => {
  await import('./PurchaseRoute.js');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const member = { session: freeMember() };
const radio = (name: RegExp) => screen.getByRole('radio', { name });
const buy = () => screen.getByRole('button', { name: '購入手続きへ進む' });
const orderBodies = (calls: Call[]) =>
  calls
    .filter((c) => c.path === '/orders' && c.method === 'POST')
    .map((c) => c.body as Record<string, unknown>);

describe('/purchase', () => {
  it('shows the four offers with what each unlocks, and preselects ?pass= and &period=', async () => {
    const { router } = renderBilling(
      '/purchase?pass=basic&period=annual',
      [respond('billing.passes', offers), respond('billing.subscription', mySubscription())],
      member,
    );
    const basic = await screen.findByTestId('offer-basic-annual');
    expect((within(basic).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(basic.textContent).toContain('14,800円');
    expect(basic.textContent).toContain('月あたり1,233円');
    expect(basic.textContent).toContain('最高画質 720p');
    const premium = screen.getByTestId('offer-premium-annual');
    expect(premium.textContent).toContain('24,800円');
    expect(premium.textContent).toContain('最高画質 1080p60');
    expect(premium.textContent).toContain('マルチビュー');
    expect(radio(/^年額/).closest('label')?.textContent).toBe('年額2か月分おトク');

    const summary = screen.getByTestId('purchase-summary');
    expect(summary.textContent).toContain('ベーシック（年額）');
    expect(screen.getByTestId('purchase-total').textContent).toBe('14,800円');
    expect(summary.textContent).toContain('うち消費税（10%）1,345円');
    expect(screen.getByTestId('purchase-renews').textContent).toBe(
      '2027.11.20 から毎年 14,800円（税込）で自動更新されます。',
    );
    expect(document.title).toBe('パス購入 | KICKOFF');

    // the monthly switch keeps the pass and says so in the URL
    await userEvent.setup().click(radio(/^月額$/));
    await landed(router, '/purchase', '?pass=basic&period=monthly');
    await waitFor(() => expect(screen.getByTestId('purchase-total').textContent).toBe('1,480円'));
  });

  it("chooses premium monthly when the URL names nothing (the player's prompt names premium)", async () => {
    renderBilling(
      '/purchase?pass=nonsense',
      [respond('billing.passes', offers), respond('billing.subscription', mySubscription())],
      member,
    );
    const premium = await screen.findByTestId('offer-premium-monthly');
    expect((within(premium).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('purchase-total').textContent).toBe('2,480円');
  });

  it("a verified member goes straight to the provider's checkout", async () => {
    const assign = spyCheckout();
    const { api } = renderBilling(
      '/purchase?pass=premium',
      [
        respond('billing.passes', offers),
        respond('billing.subscription', mySubscription({ purchaseVerified: true })),
        respond('billing.createOrder', orderOf()),
      ],
      member,
    );
    // a double click is one attempt: one order
    await userEvent.setup().dblClick(await screen.findByRole('button', { name: '購入手続きへ進む' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox-pay/checkout/cs_1'));
    expect(assign).toHaveBeenCalledOnce();
    expect(orderBodies(api.calls)).toHaveLength(1);
    expect(screen.queryByTestId('purchase-verification')).toBeNull();
    expect(api.callsTo('/purchase/verification')).toHaveLength(0);
    const [body] = orderBodies(api.calls);
    expect(body).toMatchObject({ serviceId: 3, couponId: null });
    expect(String(body?.idempotencyKey)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('asks for the purchase e-mail code first when the member has never bought, then goes on', async () => {
    const assign = spyCheckout();
    const user = userEvent.setup();
    const { api } = renderBilling(
      '/purchase?pass=premium',
      [
        respond('billing.passes', offers),
        respond('billing.subscription', mySubscription({ purchaseVerified: false })),
        respond('billing.sendPurchaseCode', { sentTo: 'ba***@example.com', expiresAt: at(1 / 48) }),
        (call) =>
          call.path === '/purchase/verification/verify'
            ? (call.body as { code: string }).code === '123456'
              ? { body: { data: null } }
              : error(400, 'PURCHASE_CODE_MISMATCH')
            : undefined,
        respond('billing.createOrder', orderOf()),
      ],
      member,
    );
    expect((await screen.findByTestId('purchase-summary')).textContent).toContain('メールアドレスの確認');
    await user.click(buy());
    const dialog = await screen.findByRole('dialog', { name: '購入前のメール認証' });
    expect(orderBodies(api.calls)).toHaveLength(0);
    expect(dialog.textContent).toContain('有効期限は30分');

    await user.click(within(dialog).getByRole('button', { name: '認証コードを送信' }));
    expect(await within(dialog).findByText(/ba\*\*\*@example.com に認証コードを送信しました/)).toBeTruthy();
    const code = within(dialog).getByLabelText(/認証コード/);
    await user.type(code, '999999');
    await user.click(within(dialog).getByRole('button', { name: '認証して購入に進む' }));
    expect(await within(dialog).findByText('認証コードが正しくありません。')).toBeTruthy();
    expect(orderBodies(api.calls)).toHaveLength(0);

    // resend replaces the code
    await user.click(within(dialog).getByRole('button', { name: '再送信' }));
    await waitFor(() => expect(api.callsTo('/purchase/verification')).toHaveLength(2));
    await user.type(within(screen.getByRole('dialog')).getByLabelText(/認証コード/), '123456');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '認証して購入に進む' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(orderBodies(api.calls)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the code check when the server asks for it, and sends the same attempt afterwards', async () => {
    spyCheckout();
    let verified = false;
    const user = userEvent.setup();
    const { api } = renderBilling(
      '/purchase',
      [
        respond('billing.passes', offers),
        respond('billing.subscription', mySubscription({ purchaseVerified: true })),
        respond('billing.sendPurchaseCode', { sentTo: 'ba***@example.com', expiresAt: at(1 / 48) }),
        (call) => {
          if (call.path !== '/purchase/verification/verify') return undefined;
          verified = true;
          return { body: { data: null } };
        },
        (call) =>
          call.path === '/orders' && !verified ? error(403, 'PURCHASE_VERIFICATION_REQUIRED') : undefined,
        respond('billing.createOrder', orderOf()),
      ],
      member,
    );
    await user.click(await screen.findByRole('button', { name: '購入手続きへ進む' }));
    const dialog = await screen.findByRole('dialog', { name: '購入前のメール認証' });
    await user.click(within(dialog).getByRole('button', { name: '認証コードを送信' }));
    await user.type(await within(dialog).findByLabelText(/認証コード/), '123456');
    await user.click(within(dialog).getByRole('button', { name: '認証して購入に進む' }));
    await waitFor(() => expect(orderBodies(api.calls)).toHaveLength(2));
    const [first, second] = orderBodies(api.calls);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('retries an attempt with the same idempotency key and starts a new attempt with a new one', async () => {
    const assign = spyCheckout();
    const answers = [error(502, 'PAYMENT_PROVIDER_ERROR'), error(503, 'SERVICE_UNAVAILABLE')];
    const user = userEvent.setup();
    const { api } = renderBilling(
      '/purchase?pass=premium',
      [
        respond('billing.passes', offers),
        respond('billing.subscription', mySubscription()),
        (call) => (call.path === '/orders' ? answers.shift() : undefined),
        respond('billing.createOrder', orderOf()),
      ],
      member,
    );
    await user.click(await screen.findByRole('button', { name: '購入手続きへ進む' }));
    expect((await screen.findByTestId('purchase-error')).textContent).toContain('料金は請求されていません');
    await user.click(buy());
    await waitFor(() => expect(orderBodies(api.calls)).toHaveLength(2));
    await screen.findByTestId('purchase-error');
    const [first, second] = orderBodies(api.calls);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);

    // another pass is another attempt
    await user.click(radio(/^年額/));
    await waitFor(() => expect(screen.getByTestId('purchase-total').textContent).toBe('24,800円'));
    await user.click(buy());
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const third = orderBodies(api.calls)[2];
    expect(third).toMatchObject({ serviceId: 4 });
    expect(third?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('ends an attempt the server refused: Buy again is a new one', async () => {
    const assign = spyCheckout();
    const answers = [error(409, 'COUPON_NOT_APPLICABLE')];
    const user = userEvent.setup();
    const { api } = renderBilling(
      '/purchase',
      [
        respond('billing.passes', offers),
        respond('billing.subscription', mySubscription()),
        (call) => (call.path === '/orders' ? answers.shift() : undefined),
        respond('billing.createOrder', orderOf()),
      ],
      member,
    );
    await user.click(await screen.findByRole('button', { name: '購入手続きへ進む' }));
    expect((await screen.findByTestId('purchase-error')).textContent).toContain(
      '選択したクーポンはこのパスには使用できません。',
    );
    await user.click(buy());
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const [first, second] = orderBodies(api.calls);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('applies a registered coupon to the summary and the order', async () => {
    spyCheckout();
    const user = userEvent.setup();
    const { api } = renderBilling(
      '/purchase?pass=premium',
      [
        respond('billing.passes', offers),
        respond(
          'billing.subscription',
          mySubscription({
            coupons: [
              couponOf(),
              couponOf({ id: 32, code: 'USED1', status: 'used' }),
              couponOf({ id: 33, code: 'BASICONLY', pass: 'basic', kind: 'amount_off', value: 500 }),
            ],
          }),
        ),
        respond('billing.createOrder', orderOf({ discountJpy: 1_240, amountJpy: 1_240, taxJpy: 112 })),
      ],
      member,
    );
    const coupon = (await screen.findByLabelText('クーポン')) as HTMLSelectElement;
    // only the registered coupons for this pass, the first chosen
    expect([...coupon.options].map((o) => o.textContent)).toEqual([
      '使用しない',
      '初回半額クーポン（HALF2026）',
    ]);
    expect(coupon.value).toBe('31');
    expect(screen.getByText('すべてのパスの初回お支払いが50%オフ')).toBeTruthy();
    expect(screen.getByTestId('purchase-summary').textContent).toContain('クーポン割引（HALF2026）−1,240円');
    expect(screen.getByTestId('purchase-total').textContent).toBe('1,240円');
    await user.click(buy());
    await waitFor(() => expect(orderBodies(api.calls)).toHaveLength(1));
    expect(orderBodies(api.calls)[0]).toMatchObject({ serviceId: 3, couponId: 31 });

    await user.selectOptions(coupon, '');
    expect(screen.getByTestId('purchase-total').textContent).toBe('2,480円');
  });

  it('points a pass holder to the change page instead of Buy', async () => {
    renderBilling('/purchase?pass=premium', [
      respond('billing.passes', offers),
      respond('billing.subscription', mySubscription({ subscription: subscriptionOf() })),
    ]);
    const standing = await screen.findByTestId('purchase-standing');
    expect(standing.textContent).toContain('現在 ベーシック（月額） をご利用中です');
    expect(within(standing).getByRole('link', { name: 'パスを変更する' }).getAttribute('href')).toBe(
      '/purchase/change',
    );
    expect(screen.getByTestId('offer-basic-monthly').textContent).toContain('ご利用中');
    expect((buy() as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells a cancelled holder until when the pass runs and that a lower pass comes after it', async () => {
    renderBilling('/purchase?pass=basic', [
      respond('billing.passes', offers),
      respond(
        'billing.subscription',
        mySubscription({
          subscription: subscriptionOf({
            serviceId: 3,
            status: 'cancelled',
            nextPaymentAt: null,
            nextPaymentJpy: null,
          }),
        }),
      ),
    ]);
    const standing = await screen.findByTestId('purchase-standing');
    expect(standing.textContent).toBe(
      'プレミアム（月額） は解約済みで、2026.12.10 までご利用いただけます。下位のパスは利用期間が終了した後に購入できます。マイパスを見る',
    );
    expect((buy() as HTMLButtonElement).disabled).toBe(true);
  });

  it('lets a member on a free-days coupon pass buy (the purchase replaces it)', async () => {
    renderBilling('/purchase', [
      respond('billing.passes', offers),
      respond(
        'billing.subscription',
        mySubscription({
          subscription: subscriptionOf({
            serviceId: 3,
            paidBy: 'coupon' as 'card',
            nextPaymentAt: null,
            nextPaymentJpy: null,
            card: null,
          }),
        }),
      ),
    ]);
    expect((await screen.findByTestId('purchase-standing')).dataset.standing).toBe('coupon');
    expect((buy() as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows a refusal of the order in the member's language, with the way to change", async () => {
    renderBilling(
      '/purchase',
      [
        respond('billing.passes', offers),
        respond('billing.subscription', mySubscription()),
        (call) => (call.path === '/orders' ? error(409, 'PASS_ALREADY_HELD') : undefined),
      ],
      member,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: '購入手続きへ進む' }));
    const alert = await screen.findByTestId('purchase-error');
    expect(alert.textContent).toContain('すでにパスを購入済みです');
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/purchase/change');
  });
});
