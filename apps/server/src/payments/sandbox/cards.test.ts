import { describe, expect, it } from 'vitest';
import {
  brandOf,
  type CardForm,
  cardDigits,
  checkCardForm,
  expiryPassed,
  formatCardNumber,
  luhnValid,
  parseExpiry,
  TEST_CARDS,
} from './cards.js';

// 2026-11-23 12:00 in Tokyo
const NOW = new Date('2026-11-23T03:00:00Z');
const form = (overrides: Partial<CardForm> = {}): CardForm => ({
  number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  name: 'Taro Yamada',
  ...overrides,
});

describe('card numbers', () => {
  it('passes the Luhn check for every test card and real-looking numbers, fails one digit off', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number), card.number).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true); // American Express, 15 digits
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4000000000000001')).toBe(false);
    expect(luhnValid('42424242')).toBe(false); // too short
    expect(luhnValid('42424242424242424242')).toBe(false); // too long
  });

  it('reads spaces and dashes as separators, anything else as not a number', () => {
    expect(cardDigits(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
    expect(cardDigits('4242 42a2')).toBeNull();
    expect(cardDigits('')).toBeNull();
  });

  it('names the network and groups the digits as printed', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('3566002020360505')).toBe('jcb');
    expect(brandOf('36227206271667')).toBe('diners');
    expect(brandOf('9999999999999995')).toBe('unknown');
    expect(formatCardNumber('4000000000003220')).toBe('4000 0000 0000 3220');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});

describe('expiry', () => {
  it('reads MM/YY and its common variants', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry(' 1 / 27 ')).toEqual({ month: 1, year: 2027 });
    expect(parseExpiry('0727')).toEqual({ month: 7, year: 2027 });
    expect(parseExpiry('07/2027')).toEqual({ month: 7, year: 2027 });
    for (const bad of ['13/30', '00/30', '12', '12/3', 'ab/cd', '', '12/30/1']) {
      expect(parseExpiry(bad), bad).toBeNull();
    }
  });

  it('keeps a card good through the last day of its month, in Tokyo', () => {
    expect(expiryPassed({ month: 11, year: 2026 }, NOW)).toBe(false);
    expect(expiryPassed({ month: 10, year: 2026 }, NOW)).toBe(true);
    expect(expiryPassed({ month: 12, year: 2025 }, NOW)).toBe(true);
    // 2026-11-30T15:00Z is already December 1st in Tokyo: a card of 11/26 has passed
    expect(expiryPassed({ month: 11, year: 2026 }, new Date('2026-11-30T14:59:59Z'))).toBe(false);
    expect(expiryPassed({ month: 11, year: 2026 }, new Date('2026-11-30T15:00:00Z'))).toBe(true);
  });
});

describe('the card form', () => {
  it('answers what each test card does', () => {
    const outcomes = TEST_CARDS.map((card) => {
      const checked = checkCardForm(form({ number: formatCardNumber(card.number) }), NOW);
      if (!('card' in checked)) throw new Error(`refused ${card.number}`);
      return [checked.card.last4, checked.card.brand, checked.card.behaviour];
    });
    expect(outcomes).toEqual([
      ['4242', 'visa', { kind: 'paid', declinesLaterCharges: false }],
      ['0002', 'visa', { kind: 'failed', failure: 'declined' }],
      ['9995', 'visa', { kind: 'failed', failure: 'insufficient_funds' }],
      ['0069', 'visa', { kind: 'failed', failure: 'expired_card' }],
      ['3220', 'visa', { kind: 'three_d_secure' }],
      ['0341', 'visa', { kind: 'paid', declinesLaterCharges: true }],
    ]);
  });

  it('refuses on the page a number failing the Luhn check, a past expiry, and what is missing', () => {
    expect(checkCardForm(form({ number: '4242 4242 4242 4241' }), NOW)).toEqual({
      errors: { number: 'number_invalid' },
    });
    expect(checkCardForm(form({ expiry: '10/26' }), NOW)).toEqual({ errors: { expiry: 'expiry_past' } });
    expect(checkCardForm(form({ expiry: '11/26' }), NOW)).toHaveProperty('card');
    expect(checkCardForm(form({ expiry: '13/26' }), NOW)).toEqual({ errors: { expiry: 'expiry_invalid' } });
    expect(checkCardForm({ number: '', expiry: '', cvc: '', name: ' ' }, NOW)).toEqual({
      errors: {
        number: 'number_required',
        expiry: 'expiry_invalid',
        cvc: 'cvc_invalid',
        name: 'name_required',
      },
    });
    expect(checkCardForm(form({ cvc: '12' }), NOW)).toEqual({ errors: { cvc: 'cvc_invalid' } });
    expect(checkCardForm(form({ cvc: '1234' }), NOW)).toHaveProperty('card');
  });

  it('takes no real card: a valid number that is not a test card is refused on the page', () => {
    expect(checkCardForm(form({ number: '5555 5555 5555 4444' }), NOW)).toEqual({
      errors: { number: 'number_not_test' },
    });
  });
});
