import { type Locale, taxIncludedIn, tokyoParts } from '@kickoff/contract';
import { type CardFieldError, type CardForm, formatCardNumber, TEST_CARDS } from './cards.js';
import { html, SafeHtml } from './html.js';
import { PAGE_CSS } from './pages.style.js';
import { outcomeLabel, PAGE_TEXT, type PageText, yen } from './pages.text.js';
import type { SessionRow } from './sandbox.repo.js';
import { authenticatePath, checkoutPath } from './sessions.service.js';

/**
 * The hosted pages as plain HTML (no script, no external asset): the card form, the bank's 3-D Secure
 * page, and the pages of a session that can no longer be paid. Every value is escaped by `html`.
 */

const ICONS = {
  back: html`<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  lock: html`<svg viewBox="0 0 16 16" aria-hidden="true"><rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor"/><path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" stroke-width="1.6"/></svg>`,
  alert: html`<svg viewBox="0 0 20 20" aria-hidden="true"><circle cx="10" cy="10" r="9" fill="currentColor"/><path d="M10 5.5v5.5" stroke="#fff" stroke-width="2" stroke-linecap="round"/><circle cx="10" cy="14.2" r="1.2" fill="#fff"/></svg>`,
  clock: html`<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 7v5l3 2" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>`,
  check: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  cross: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M7 7l10 10M17 7 7 17" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/></svg>`,
  question: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9.2 9a2.9 2.9 0 1 1 4.2 2.6c-.9.5-1.4 1.1-1.4 2.1v.6" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/><circle cx="12" cy="18" r="1.3" fill="currentColor"/></svg>`,
  bank: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3 9.5 12 4l9 5.5H3Z" fill="currentColor"/><path d="M5 11h2v7H5zm4 0h2v7H9zm4 0h2v7h-2zm4 0h2v7h-2zM3 19h18v2H3z" fill="currentColor"/></svg>`,
};

/** One whole page: the SANDBOX banner (with the test cards when `cards`), then `content`. */
function document(
  locale: Locale,
  title: string,
  content: SafeHtml,
  options: { cards?: boolean } = {},
): string {
  const t = PAGE_TEXT[locale];
  const cards = options.cards
    ? html`<details open>
        <summary>${t.testCards}</summary>
        <ul class="cards">
          ${TEST_CARDS.map(
            (card) =>
              html`<li><code>${formatCardNumber(card.number)}</code><span>${outcomeLabel(t, card.behaviour)}</span></li>`,
          )}
        </ul>
        <p class="hint">${t.testCardsHint}</p>
      </details>`
    : '';
  return html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="data:,">
<title>${title} — ${t.provider}</title>
<style>${new SafeHtml(PAGE_CSS)}</style>
</head>
<body>
<div class="sandbox" role="note"><div class="sandbox-inner"><span class="sandbox-tag">${t.sandbox}</span>${options.cards ? t.sandboxNote : t.sandboxShort}${cards}</div></div>
${content}
</body>
</html>
`.value;
}

const merchant = (t: PageText) =>
  html`<div class="merchant"><span class="mark" aria-hidden="true">K</span><span class="merchant-name">KICKOFF</span><span class="pill">${t.sandbox}</span></div>`;

const footer = (t: PageText) =>
  html`<p class="foot"><span>Powered by <b>${t.provider}</b></span><span>${t.secure}</span></p>`;

const hhmm = (date: Date) => {
  const { hour, minute } = tokyoParts(date);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

export interface CheckoutFormState {
  /** The values posted, kept when the form comes back with errors (never the CVC). */
  values?: Partial<CardForm>;
  errors?: Partial<Record<keyof CardForm, CardFieldError>>;
}

/** The card form, with the order summary beside it (above it on a phone). */
export function checkoutPage(session: SessionRow, state: CheckoutFormState = {}): string {
  const t = PAGE_TEXT[session.locale];
  const errors = state.errors ?? {};
  const values = state.values ?? {};
  const fieldError = (field: keyof CardForm) => {
    const error = errors[field];
    return error ? html`<p class="field-error" id="${field}-error">${t.errors[error]}</p>` : '';
  };
  // the first field at fault takes the focus (the page opens on it), else the card number
  const focused = (['number', 'expiry', 'cvc', 'name'] as const).find((field) => errors[field]) ?? 'number';
  const invalid = (field: keyof CardForm) =>
    html`${errors[field] ? html` aria-invalid="true" aria-describedby="${field}-error"` : ''}${
      field === focused ? html` autofocus` : ''
    }`;
  const number = values.number ?? '';
  const digits = number.replace(/[\s-]/g, '');
  const shownNumber = /^\d+$/.test(digits) ? formatCardNumber(digits) : number;
  const hasErrors = Object.keys(errors).length > 0;

  const content = html`<main class="layout">
  <section class="summary" aria-label="${t.payTo}">
    <a class="back" href="${session.cancelUrl}">${ICONS.back}${t.back}</a>
    ${merchant(t)}
    <p class="label">${t.payTo} KICKOFF</p>
    <p class="amount">${yen(session.amountJpy)}<small>${t.taxIncluded}</small></p>
    <ul class="lines">
      <li><span>${session.description}</span><span>${yen(session.amountJpy)}</span></li>
      <li class="sub"><span>${t.taxLine}</span><span>${yen(taxIncludedIn(session.amountJpy))}</span></li>
      <li class="total"><span>${t.total}</span><span>${yen(session.amountJpy)}</span></li>
    </ul>
  </section>
  <section class="pay">
    <h1>${t.payWithCard}</h1>
    <p class="receipt">${t.receiptTo}: <b>${session.customerEmail}</b></p>
    ${hasErrors ? html`<div class="alert" role="alert">${ICONS.alert}<span>${t.checkFields}</span></div>` : ''}
    <form method="post" action="${checkoutPath(session.id)}" novalidate>
      <input type="hidden" name="formToken" value="${session.formToken}">
      <div class="field">
        <label for="number">${t.cardNumber}</label>
        <div class="number">
          <input id="number" name="number" class="mono" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" value="${shownNumber}"${invalid('number')}>
          <span class="brands" aria-hidden="true"><span class="brand">VISA</span><span class="brand mc">MC</span><span class="brand jcb">JCB</span><span class="brand amex">AMEX</span></span>
        </div>
        ${fieldError('number')}
      </div>
      <div class="row">
        <div class="field">
          <label for="expiry">${t.expiry}</label>
          <input id="expiry" name="expiry" class="mono" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7" value="${values.expiry ?? ''}"${invalid('expiry')}>
          ${fieldError('expiry')}
        </div>
        <div class="field">
          <label for="cvc">${t.cvc}</label>
          <input id="cvc" name="cvc" class="mono" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4"${invalid('cvc')}>
          ${fieldError('cvc')}
        </div>
      </div>
      <div class="field">
        <label for="name">${t.name}</label>
        <input id="name" name="name" autocomplete="cc-name" placeholder="${t.namePlaceholder}" maxlength="100" value="${values.name ?? ''}"${invalid('name')}>
        ${fieldError('name')}
      </div>
      <button class="button" type="submit">${ICONS.lock}${t.pay(session.amountJpy)}</button>
      ${session.savePaymentMethod ? html`<p class="note">${t.saveNote}</p>` : ''}
      <p class="note">${t.expiresAt(hhmm(session.expiresAt))}</p>
    </form>
    ${footer(t)}
  </section>
</main>`;
  return document(session.locale, `${t.title}: ${yen(session.amountJpy)}`, content, { cards: true });
}

/** The card issuer's 3-D Secure page (4000 0000 0000 3220): complete or fail the authentication. */
export function authenticatePage(session: SessionRow, now: Date): string {
  const t = PAGE_TEXT[session.locale];
  const { year, month, day } = tokyoParts(now);
  const brand = (session.cardBrand ?? '').toUpperCase();
  const content = html`<main class="center">
  <div class="card">
    <div class="bank"><span class="bank-name">${ICONS.bank}${t.bank}</span><span class="idcheck">3-D Secure</span></div>
    <h1>${t.authTitle}</h1>
    <p>${t.authText}</p>
    <dl class="facts">
      <div><dt>${t.merchant}</dt><dd>KICKOFF</dd></div>
      <div><dt>${t.amount}</dt><dd>${yen(session.amountJpy)}</dd></div>
      <div><dt>${t.card}</dt><dd>${brand} •••• ${session.cardLast4 ?? ''}</dd></div>
      <div><dt>${t.date}</dt><dd>${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}</dd></div>
    </dl>
    <form class="actions" method="post" action="${authenticatePath(session.id)}">
      <input type="hidden" name="formToken" value="${session.formToken}">
      <button class="button" type="submit" name="action" value="complete">${t.authComplete}</button>
      <button class="button secondary" type="submit" name="action" value="fail">${t.authFail}</button>
    </form>
    ${footer(t)}
  </div>
</main>`;
  return document(session.locale, t.authTitle, content);
}

type Tone = 'warn' | 'ok' | 'error' | 'info';
const TONE_ICONS: Record<Tone, SafeHtml> = {
  warn: ICONS.clock,
  ok: ICONS.check,
  error: ICONS.cross,
  info: ICONS.question,
};

/** A page that says one thing, with one way on. */
export function messagePage(
  locale: Locale,
  message: {
    tone: Tone;
    title: string;
    text: string;
    /** What the page is about (the payment's description and amount). */
    facts?: [string, string][];
    link?: { href: string; label: string };
  },
): string {
  const t = PAGE_TEXT[locale];
  const content = html`<main class="center">
  <div class="card">
    ${merchant(t)}
    <div class="icon ${message.tone}">${TONE_ICONS[message.tone]}</div>
    <h1>${message.title}</h1>
    <p>${message.text}</p>
    ${
      message.facts
        ? html`<dl class="facts">${message.facts.map(([label, value]) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`)}</dl>`
        : ''
    }
    ${message.link ? html`<a class="button" href="${message.link.href}">${message.link.label}</a>` : ''}
    ${footer(t)}
  </div>
</main>`;
  return document(locale, message.title, content);
}

/** The page of a session no longer payable: expired (back to the purchase) or already over (to the result). */
export function settledPage(session: SessionRow): string {
  const t = PAGE_TEXT[session.locale];
  const facts: [string, string][] = [
    [t.merchant, 'KICKOFF'],
    [session.description, `${yen(session.amountJpy)} ${t.taxIncluded}`],
  ];
  if (session.status === 'expired') {
    return messagePage(session.locale, {
      tone: 'warn',
      title: t.expiredTitle,
      text: t.expiredText,
      facts,
      link: { href: session.cancelUrl, label: t.back },
    });
  }
  const paid = session.status === 'paid';
  return messagePage(session.locale, {
    tone: paid ? 'ok' : 'error',
    title: paid ? t.paidTitle : t.failedTitle,
    text: t.completedText,
    facts,
    link: { href: session.returnUrl, label: t.returnToKickoff },
  });
}
