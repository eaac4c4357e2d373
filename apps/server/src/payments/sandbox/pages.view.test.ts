import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './html.js';
import { PAGE_CSS, PAGE_CSS_HASH } from './pages.style.js';
import { PAGE_TEXT } from './pages.text.js';
import { authenticatePage, checkoutPage, settledPage } from './pages.view.js';
import type { SessionRow } from './sandbox.repo.js';

const NOW = new Date('2026-11-23T03:00:00Z');
const session = (overrides: Partial<SessionRow> = {}): SessionRow => ({
  id: 'cs_abc',
  idempotencyKey: 'k',
  requestDigest: 'd',
  reference: '1',
  amountJpy: 1980,
  description: 'KICKOFF プレミアム 月額',
  customerReference: 'member-1',
  customerEmail: 'fan@example.com',
  savePaymentMethod: true,
  returnUrl: 'http://localhost:8080/pay_result/1',
  cancelUrl: 'http://localhost:8080/purchase',
  locale: 'ja',
  expiresAt: new Date('2026-11-23T03:30:00Z'),
  status: 'open',
  formToken: 'token-1',
  cardBrand: null,
  cardLast4: null,
  cardExpMonth: null,
  cardExpYear: null,
  cardDeclinesCharges: null,
  failure: null,
  paymentId: null,
  paymentMethodId: null,
  completedAt: null,
  createdAt: NOW,
  ...overrides,
});

describe('html', () => {
  it('escapes every inserted value, text and attributes alike, but not its own markup', () => {
    const evil = `"><script>alert('x')</script>&`;
    expect(html`<a title="${evil}">${evil}</a>`.value).toBe(
      '<a title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</a>',
    );
    expect(html`<p>${html`<b>${'<i>'}</b>`}${null}${false}${['a', '<']}</p>`.value).toBe(
      '<p><b>&lt;i&gt;</b>a&lt;</p>',
    );
    expect(escapeHtml('plain')).toBe('plain');
  });
});

describe('the hosted pages', () => {
  it('shows the merchant, the description and the amount with tax included, in yen', () => {
    const page = checkoutPage(session());
    expect(page).toContain('<html lang="ja">');
    expect(page).toContain('KICKOFF プレミアム 月額');
    expect(page).toContain('¥1,980<small>（税込）</small>');
    expect(page).toContain('¥180'); // 内消費税 of 1,980
    expect(page).toContain('¥1,980 を支払う');
    expect(page).toContain('name="formToken" value="token-1"');
    expect(page).toContain('href="http://localhost:8080/purchase"');
    // the SANDBOX banner lists every test card, spaced as printed
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 3220', '4000 0000 0000 0341']) {
      expect(page).toContain(number);
    }
    // 03:30Z is 12:30 in Tokyo
    expect(page).toContain('12:30');
  });

  it('speaks the session language', () => {
    expect(checkoutPage(session({ locale: 'ko' }))).toContain('¥1,980 결제하기');
    expect(checkoutPage(session({ locale: 'en' }))).toContain('Pay ¥1,980');
    expect(Object.keys(PAGE_TEXT.ko).sort()).toEqual(Object.keys(PAGE_TEXT.ja).sort());
    expect(Object.keys(PAGE_TEXT.en).sort()).toEqual(Object.keys(PAGE_TEXT.ja).sort());
  });

  it('escapes what billing and the member send', () => {
    const page = checkoutPage(
      session({ description: '<img src=x onerror=alert(1)>', customerEmail: '"><b>@example.com' }),
      {
        values: { number: '<script>', name: '"><svg onload=alert(1)>' },
        errors: { number: 'number_invalid' },
      },
    );
    expect(page).not.toMatch(/<img src=x|<script>|<svg onload|"><b>/);
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows inline errors beside their fields, keeps the values (the number spaced), never the CVC', () => {
    const page = checkoutPage(session({ locale: 'en' }), {
      values: { number: '4242424242424241', expiry: '10/26', name: 'Jane' },
      errors: { number: 'number_invalid', expiry: 'expiry_past' },
    });
    expect(page).toContain('Your card number is invalid.');
    expect(page).toContain('Your card&#39;s expiry date is in the past.');
    expect(page).toContain('value="4242 4242 4242 4241" aria-invalid="true" aria-describedby="number-error"');
    expect(page).toContain('value="10/26" aria-invalid="true"');
    expect(page).toContain('value="Jane"');
    expect(page).toMatch(/name="cvc"[^>]*placeholder="CVC" maxlength="4">/);
  });

  it('shows the 3-D Secure page with the card and the two answers', () => {
    const page = authenticatePage(
      session({ status: 'requires_action', cardBrand: 'visa', cardLast4: '3220' }),
      NOW,
    );
    expect(page).toContain('VISA •••• 3220');
    expect(page).toContain('value="complete"');
    expect(page).toContain('value="fail"');
    expect(page).toContain('action="/sandbox-pay/checkout/cs_abc/authenticate"');
  });

  it('says when a session is over: expired → back to the purchase, completed → to the result', () => {
    const expired = settledPage(session({ status: 'expired', locale: 'en' }));
    expect(expired).toContain('This checkout has expired');
    expect(expired).toContain('href="http://localhost:8080/purchase"');
    const paid = settledPage(session({ status: 'paid', locale: 'en' }));
    expect(paid).toContain('This payment is complete');
    expect(paid).toContain('href="http://localhost:8080/pay_result/1"');
  });

  it('inlines one style sheet, whose hash the Content-Security-Policy names', () => {
    const page = checkoutPage(session());
    const inline = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    expect(inline).toBe(PAGE_CSS);
    expect(PAGE_CSS_HASH).toBe(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
    expect(page).not.toMatch(/<script|style="|https?:\/\/(?!localhost:8080)/);
  });
});
