import { describe, expect, it } from 'vitest';
import { ageFromBirthDate, parseBirthDate, validateBirthDate } from './birth-date.js';
import { LIMITS } from './limits.js';
import type { ValidationResult } from './validation.js';

const keyOf = (result: ValidationResult) => (result.ok ? null : result.error.key);

/** An instant given as Tokyo wall-clock time. */
const tokyo = (local: string) => new Date(`${local}+09:00`);

describe('parseBirthDate', () => {
  it('reads YYYYMMDD into a calendar date', () => {
    expect(parseBirthDate('19900115')).toEqual({ year: 1990, month: 1, day: 15 });
  });

  it.each([['2024022'], ['202402290'], ['2024-02-29'], ['２０２４０２２９'], ['abcdefgh'], ['']])(
    'refuses the format of %j',
    (value) => {
      expect(parseBirthDate(value)).toBeNull();
    },
  );

  it('accepts leap days of leap years only', () => {
    expect(parseBirthDate('20240229')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseBirthDate('20000229')).not.toBeNull(); // divisible by 400
    expect(parseBirthDate('20230229')).toBeNull();
    expect(parseBirthDate('19000229')).toBeNull(); // divisible by 100, not 400
  });

  it.each([['20230230'], ['20230431'], ['20231301'], ['20230001'], ['20230100'], ['00000101']])(
    'refuses the impossible day %s',
    (value) => {
      expect(parseBirthDate(value)).toBeNull();
    },
  );
});

describe('validateBirthDate', () => {
  const today = tokyo('2025-06-15T12:00:00');

  it('uses the limits of spec §5', () => {
    expect(LIMITS.birthDate).toEqual({ minAge: 14, maxAge: 130 });
  });

  it('accepts an ordinary adult', () => {
    expect(validateBirthDate('19900115', today).ok).toBe(true);
  });

  it('requires a value', () => {
    expect(keyOf(validateBirthDate('', today))).toBe('required');
    expect(keyOf(validateBirthDate(undefined, today))).toBe('required');
    expect(keyOf(validateBirthDate(null, today))).toBe('required');
  });

  it.each([['1990011'], ['199001155'], ['1990-01-15'], ['1990/1/15'], [' 19900115'], ['１９９００１１５']])(
    'refuses %j as birthDate.format',
    (value) => {
      expect(keyOf(validateBirthDate(value, today))).toBe('birthDate.format');
    },
  );

  it('refuses days that do not exist', () => {
    expect(keyOf(validateBirthDate('20230230', today))).toBe('birthDate.invalidDate');
    expect(keyOf(validateBirthDate('20230229', today))).toBe('birthDate.invalidDate');
    expect(keyOf(validateBirthDate('19901315', today))).toBe('birthDate.invalidDate');
  });

  it('refuses a date after today in Tokyo', () => {
    expect(keyOf(validateBirthDate('20250616', today))).toBe('birthDate.future');
    expect(keyOf(validateBirthDate('20990101', today))).toBe('birthDate.future');
    // born today: not in the future, but far too young
    expect(keyOf(validateBirthDate('20250615', today))).toBe('birthDate.under14');
  });

  describe('the 14th birthday in Tokyo', () => {
    it('accepts from the first moment of the birthday in Tokyo', () => {
      expect(validateBirthDate('20110615', tokyo('2025-06-15T00:00:00')).ok).toBe(true);
    });

    it('refuses on the last moment of the day before', () => {
      expect(validateBirthDate('20110615', tokyo('2025-06-14T23:59:59'))).toEqual({
        ok: false,
        error: { key: 'birthDate.under14', params: { minAge: 14 } },
      });
    });

    it('counts the Tokyo date, not the UTC date', () => {
      // 2025-06-14T15:00Z is 2025-06-15 00:00 in Tokyo: already the birthday
      expect(validateBirthDate('20110615', new Date('2025-06-14T15:00:00Z')).ok).toBe(true);
      // 2025-06-14T14:59:59Z is still 2025-06-14 in Tokyo
      expect(keyOf(validateBirthDate('20110615', new Date('2025-06-14T14:59:59Z')))).toBe(
        'birthDate.under14',
      );
    });

    it('a leap-day baby turns 14 on 1 March of a common year', () => {
      // born 2008-02-29; 2022 has no 29 February
      expect(keyOf(validateBirthDate('20080229', tokyo('2022-02-28T12:00:00')))).toBe('birthDate.under14');
      expect(validateBirthDate('20080229', tokyo('2022-03-01T00:00:00')).ok).toBe(true);
      // born 2010-02-28, a leap year later: 2024-02-28 is the birthday, 29 February follows
      expect(validateBirthDate('20100228', tokyo('2024-02-28T00:00:00')).ok).toBe(true);
    });
  });

  describe('the 130 boundary', () => {
    it('accepts someone aged 130 up to the day before their 131st birthday', () => {
      expect(validateBirthDate('18950616', today).ok).toBe(true); // 129 today, 130 tomorrow
      expect(validateBirthDate('18950615', tokyo('2026-06-14T23:59:59')).ok).toBe(true); // 130
    });

    it('refuses from the 131st birthday', () => {
      expect(validateBirthDate('18940615', today)).toEqual({
        ok: false,
        error: { key: 'birthDate.over130', params: { maxAge: 130 } },
      });
      expect(keyOf(validateBirthDate('18000101', today))).toBe('birthDate.over130');
      expect(keyOf(validateBirthDate('00010101', today))).toBe('birthDate.over130');
    });
  });

  it('takes "today" from the argument only', () => {
    expect(keyOf(validateBirthDate('20200101', tokyo('2030-01-01T00:00:00')))).toBe('birthDate.under14');
    expect(validateBirthDate('20200101', tokyo('2034-01-01T00:00:00')).ok).toBe(true);
  });

  it('throws on an invalid today (a programming error)', () => {
    expect(() => validateBirthDate('19900115', new Date('nope'))).toThrow(RangeError);
  });
});

describe('ageFromBirthDate', () => {
  it('answers completed years on the Tokyo date', () => {
    expect(ageFromBirthDate('19900615', tokyo('2025-06-14T23:59:59'))).toBe(34);
    expect(ageFromBirthDate('19900615', tokyo('2025-06-15T00:00:00'))).toBe(35);
    expect(ageFromBirthDate('20230230', tokyo('2025-06-15T00:00:00'))).toBeNull();
  });
});
