import { describe, expect, it } from 'vitest';
import {
  charCount,
  digits,
  exactLength,
  firstFailure,
  greaterThan,
  integer,
  isValidationKey,
  lessThan,
  maxLength,
  minLength,
  noKoreanOrWhitespace,
  normalizeDigits,
  required,
  toNumber,
  VALID,
  VALIDATION_KEYS,
  type ValidationResult,
} from './validation.js';

/** The failing key, or null when the value passes. */
const keyOf = (result: ValidationResult) => (result.ok ? null : result.error.key);

describe('VALIDATION_KEYS', () => {
  it('lists unique keys, including every key named by the spec', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    for (const key of [
      'required',
      'minLength',
      'maxLength',
      'exactLength',
      'digits',
      'lessThan',
      'greaterThan',
      'integer',
      'email',
      'password.format',
      'nickname.format',
      'birthDate.format',
      'birthDate.under14',
      'birthDate.over130',
      'noKoreanOrWhitespace',
      'chat.url',
      'chat.forbidden',
      'search.tooLong',
    ]) {
      expect(VALIDATION_KEYS).toContain(key);
    }
  });

  it('isValidationKey recognises only listed keys', () => {
    expect(isValidationKey('password.format')).toBe(true);
    expect(isValidationKey('password')).toBe(false);
    expect(isValidationKey(3)).toBe(false);
  });
});

describe('charCount', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(charCount('abc')).toBe(3);
    expect(charCount('𠮷野家')).toBe(3);
    expect('𠮷野家'.length).toBe(4);
    expect(charCount('😀')).toBe(1);
    expect(charCount('')).toBe(0);
  });
});

describe('normalizeDigits', () => {
  it('turns full-width digits into ASCII and leaves the rest', () => {
    expect(normalizeDigits('１９９０年０１月')).toBe('1990年01月');
    expect(normalizeDigits('090-1234')).toBe('090-1234');
  });
});

describe('required', () => {
  it.each([[undefined], [null], [''], ['   '], ['\u3000'], [Number.NaN], [[]], [false]])(
    'refuses %j',
    (value) => {
      expect(required(value)).toEqual({ ok: false, error: { key: 'required' } });
    },
  );

  it.each([['a'], [0], [true], [['x']], [{}]])('accepts %j', (value) => {
    expect(required(value)).toBe(VALID);
  });
});

describe('length rules', () => {
  it('minLength counts code points and reports min', () => {
    expect(minLength('ab', 3)).toEqual({ ok: false, error: { key: 'minLength', params: { min: 3 } } });
    expect(minLength('abc', 3).ok).toBe(true);
    expect(minLength('𠮷𠮷', 3).ok).toBe(false); // 4 UTF-16 units, 2 characters
  });

  it('maxLength counts code points and reports max', () => {
    expect(maxLength('abcd', 3)).toEqual({ ok: false, error: { key: 'maxLength', params: { max: 3 } } });
    expect(maxLength('abc', 3).ok).toBe(true);
    expect(maxLength('😀😀😀', 3).ok).toBe(true); // 6 UTF-16 units, 3 characters
  });

  it('exactLength reports length', () => {
    expect(exactLength('12345', 6)).toEqual({
      ok: false,
      error: { key: 'exactLength', params: { length: 6 } },
    });
    expect(exactLength('1234567', 6).ok).toBe(false);
    expect(exactLength('123456', 6).ok).toBe(true);
  });

  it('let an empty value pass (required decides)', () => {
    for (const empty of ['', null, undefined]) {
      expect(minLength(empty, 3).ok).toBe(true);
      expect(maxLength(empty, 3).ok).toBe(true);
      expect(exactLength(empty, 3).ok).toBe(true);
      expect(digits(empty, 6).ok).toBe(true);
      expect(noKoreanOrWhitespace(empty).ok).toBe(true);
    }
  });
});

describe('digits', () => {
  it('accepts only ASCII digits, in the given count', () => {
    expect(digits('123456', 6).ok).toBe(true);
    expect(digits('0123', undefined).ok).toBe(true);
    expect(digits('12345', 6)).toEqual({ ok: false, error: { key: 'digits', params: { count: 6 } } });
    expect(digits('1234567', 6).ok).toBe(false);
    expect(digits('12a456', 6).ok).toBe(false);
    expect(digits('12 456', 6).ok).toBe(false);
    expect(digits('１２３４５６', 6).ok).toBe(false);
    expect(digits('-12')).toEqual({ ok: false, error: { key: 'digits' } });
  });
});

describe('numbers', () => {
  it('toNumber reads finite numbers and numeric strings only', () => {
    expect(toNumber(5)).toBe(5);
    expect(toNumber(' 12.5 ')).toBe(12.5);
    expect(toNumber('-3')).toBe(-3);
    expect(toNumber('1e3')).toBe(1000);
    expect(toNumber('12abc')).toBeNull();
    expect(toNumber('')).toBeNull();
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toNumber(Number.NaN)).toBeNull();
    expect(toNumber({})).toBeNull();
  });

  it('integer accepts whole numbers and their strings', () => {
    expect(integer(3).ok).toBe(true);
    expect(integer(-3).ok).toBe(true);
    expect(integer('42').ok).toBe(true);
    expect(integer(' +7 ').ok).toBe(true);
    expect(integer('').ok).toBe(true);
    expect(keyOf(integer(1.5))).toBe('integer');
    expect(keyOf(integer('1.5'))).toBe('integer');
    expect(keyOf(integer('1e3'))).toBe('integer');
    expect(keyOf(integer('abc'))).toBe('integer');
    expect(keyOf(integer(true))).toBe('integer');
  });

  it('lessThan is strict and reports the limit', () => {
    expect(lessThan(9, 10).ok).toBe(true);
    expect(lessThan('9.99', 10).ok).toBe(true);
    expect(lessThan(10, 10)).toEqual({ ok: false, error: { key: 'lessThan', params: { limit: 10 } } });
    expect(keyOf(lessThan(11, 10))).toBe('lessThan');
    expect(keyOf(lessThan('abc', 10))).toBe('number');
    expect(lessThan('', 10).ok).toBe(true);
  });

  it('greaterThan is strict and reports the limit', () => {
    expect(greaterThan(1, 0).ok).toBe(true);
    expect(greaterThan(0, 0)).toEqual({ ok: false, error: { key: 'greaterThan', params: { limit: 0 } } });
    expect(keyOf(greaterThan('-1', 0))).toBe('greaterThan');
    expect(keyOf(greaterThan('x', 0))).toBe('number');
    expect(greaterThan(null, 0).ok).toBe(true);
  });
});

describe('firstFailure', () => {
  it('answers the first failing check and does not run later ones', () => {
    let ranThird = false;
    const result = firstFailure(
      () => required('ab'),
      () => minLength('ab', 3),
      () => {
        ranThird = true;
        return VALID;
      },
    );
    expect(keyOf(result)).toBe('minLength');
    expect(ranThird).toBe(false);
    expect(firstFailure(() => VALID).ok).toBe(true);
  });
});

describe('noKoreanOrWhitespace', () => {
  it.each([['abc123'], ['テスト'], ['漢字'], ['a-b_c@d']])('accepts %s', (value) => {
    expect(noKoreanOrWhitespace(value).ok).toBe(true);
  });

  it.each([['가나다'], ['abcㄱ'], ['a b'], ['a\tb'], ['a\nb'], ['全角\u3000空白'], [' lead']])(
    'refuses %j',
    (value) => {
      expect(keyOf(noKoreanOrWhitespace(value))).toBe('noKoreanOrWhitespace');
    },
  );
});
