import { type PaymentFailure, tokyoParts } from '@kickoff/contract';

/**
 * Cards as the sandbox reads them: the test numbers and what each does (billing-design.md "Test
 * cards"), and the checks a real checkout makes on its own page before any payment — a number passing
 * the Luhn check, an expiry not past, a CVC, a name.
 */

/** What paying with a test card does. */
export type TestCardBehaviour =
  | { kind: 'paid'; declinesLaterCharges: boolean }
  | { kind: 'failed'; failure: PaymentFailure }
  | { kind: 'three_d_secure' };

export const TEST_CARDS: readonly { number: string; behaviour: TestCardBehaviour }[] = [
  { number: '4242424242424242', behaviour: { kind: 'paid', declinesLaterCharges: false } },
  { number: '4000000000000002', behaviour: { kind: 'failed', failure: 'declined' } },
  { number: '4000000000009995', behaviour: { kind: 'failed', failure: 'insufficient_funds' } },
  { number: '4000000000000069', behaviour: { kind: 'failed', failure: 'expired_card' } },
  { number: '4000000000003220', behaviour: { kind: 'three_d_secure' } },
  { number: '4000000000000341', behaviour: { kind: 'paid', declinesLaterCharges: true } },
];

/** The test card of this number (digits only), or undefined. */
export const testCardBehaviour = (digits: string): TestCardBehaviour | undefined =>
  TEST_CARDS.find((card) => card.number === digits)?.behaviour;

/** The digits of a typed card number (spaces and dashes allowed), or null when anything else is in it. */
export function cardDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card network of a number, by its leading digits (lower case, as providers name them). */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  return 'unknown';
}

/** The number grouped as printed on the card: 4-4-4-4 (American Express 4-6-5). */
export function formatCardNumber(digits: string): string {
  if (brandOf(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(.{4})/g, '$1 ').trim();
}

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** `MM/YY` (also `MM / YY`, `MMYY`, `MM/YYYY`), or null. */
export function parseExpiry(input: string): Expiry | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const yy = match[2] ?? '';
  const year = yy.length === 2 ? 2000 + Number(yy) : Number(yy);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month (Tokyo calendar). */
export function expiryPassed(expiry: Expiry, now: Date): boolean {
  const { year, month } = tokyoParts(now);
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** What the card form posts. */
export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardFieldError =
  | 'number_required'
  | 'number_invalid'
  | 'number_not_test'
  | 'expiry_invalid'
  | 'expiry_past'
  | 'cvc_invalid'
  | 'name_required';

export interface EnteredCard {
  brand: string;
  last4: string;
  expiry: Expiry;
  behaviour: TestCardBehaviour;
}

/**
 * The card form's checks, as the page shows them beside each field. A number passing the Luhn check
 * that is not a test card is refused as well: a sandbox takes no real card.
 */
export function checkCardForm(
  form: CardForm,
  now: Date,
): { card: EnteredCard } | { errors: Partial<Record<keyof CardForm, CardFieldError>> } {
  const errors: Partial<Record<keyof CardForm, CardFieldError>> = {};
  const digits = cardDigits(form.number);
  const behaviour = digits ? testCardBehaviour(digits) : undefined;
  if (form.number.trim() === '') errors.number = 'number_required';
  else if (!digits || !luhnValid(digits)) errors.number = 'number_invalid';
  else if (!behaviour) errors.number = 'number_not_test';
  const expiry = parseExpiry(form.expiry);
  if (!expiry) errors.expiry = 'expiry_invalid';
  else if (expiryPassed(expiry, now)) errors.expiry = 'expiry_past';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'cvc_invalid';
  if (form.name.trim() === '') errors.name = 'name_required';
  if (Object.keys(errors).length > 0 || !digits || !behaviour || !expiry) return { errors };
  return { card: { brand: brandOf(digits), last4: digits.slice(-4), expiry, behaviour } };
}
