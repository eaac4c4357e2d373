// Buying a pass on the sandbox payment provider: for the billing journeys, and for any journey whose member
// needs a pass (the demo's basic@ and premium@ belong to the chat journeys).
import type { Pass, PassPeriod } from '@kickoff/contract';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type NewMember, readMailedCode } from './accounts.js';
import { callApi } from './api.js';
import { freshMemberSession } from './catalogue.js';

/** The sandbox's test cards (README "The sandbox payment provider"). */
export const CARD = {
  paid: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
} as const;

/** The purchase code's mail (not the sign-up code sent a moment before). */
export const PURCHASE_MAIL = /購入|purchase|구매/;

/** The webhook may come late (up to a few seconds) and the result page polls: allow it time. */
export const SETTLED = { timeout: 60_000 };

/** A card expiry a few years ahead, MM/YY. */
function futureExpiry(): string {
  return `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
}

/** The service id of a pass and period (GET /passes). */
export async function serviceIdOf(
  request: APIRequestContext,
  pass: Pass,
  period: PassPeriod,
): Promise<number> {
  const offers = await callApi(request, 'billing.passes');
  const offer = offers.find((o) => o.pass === pass && o.period === period);
  if (!offer) throw new Error(`no ${pass} ${period} offer`);
  return offer.serviceId;
}

/**
 * The sandbox's hosted checkout, filled as a member does (any future expiry, any CVC and name), then
 * Pay. The page is plain HTML on the same server; it sends the member back to /pay_result/:id.
 */
export async function payOnCheckout(page: Page, number: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\//, { timeout: 15_000 });
  await expect(page.getByText('SANDBOX', { exact: true }).first()).toBeVisible();
  await page.getByLabel('カード番号').fill(number);
  await page.getByLabel('有効期限').fill(futureExpiry());
  await page.getByLabel('セキュリティコード').fill('123');
  await page.getByLabel('カード名義').fill('HANAKO SHIKEN');
  await page.getByRole('button', { name: /を支払う$/ }).click();
}

/** /pay_result/:id settles on paid (by the webhook or the page's own check with the provider). */
export async function expectPaid(page: Page): Promise<Locator> {
  await expect(page).toHaveURL(/\/pay_result\/[^/]+$/, SETTLED);
  const paid = page.getByTestId('result-paid');
  await expect(paid).toBeVisible(SETTLED);
  await expect(paid.getByRole('heading', { name: 'ご購入ありがとうございます' })).toBeVisible();
  return paid;
}

/**
 * A pass bought quickly: the e-mail check and the order through the API, then the hosted checkout
 * (the only place a card is taken) in the browser, back on /pay_result paid.
 */
export async function buyViaApi(
  page: Page,
  member: NewMember,
  pass: Pass,
  period: PassPeriod,
): Promise<void> {
  const request = page.request;
  const since = Date.now();
  await callApi(request, 'billing.sendPurchaseCode');
  const code = await readMailedCode(member.email, since, PURCHASE_MAIL);
  await callApi(request, 'billing.verifyPurchaseCode', { body: { code } });
  const order = await callApi(request, 'billing.createOrder', {
    body: {
      serviceId: await serviceIdOf(request, pass, period),
      couponId: null,
      idempotencyKey: crypto.randomUUID(),
    },
  });
  if (!order.checkoutUrl) throw new Error('the order has no checkout URL');
  await page.goto(order.checkoutUrl);
  await payOnCheckout(page, CARD.paid);
  await expectPaid(page);
}

/**
 * A fresh member holding `pass` (monthly), logged in in `page`'s context: the journeys that need a pass
 * use one of their own, as the demo's basic@ and premium@ are held by the chat journeys (a second login
 * of the same member ends the first one's session: SESSION_REPLACED).
 */
export async function memberWithPass(page: Page, tag: string, pass: Pass): Promise<NewMember> {
  const member = await freshMemberSession(page.context(), tag);
  await buyViaApi(page, member, pass, 'monthly');
  return member;
}
