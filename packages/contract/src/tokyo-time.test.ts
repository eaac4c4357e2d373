import { describe, expect, it } from 'vitest';
import {
  ageOn,
  compareDates,
  daysInMonth,
  isLeapYear,
  isRealDate,
  toInstant,
  tokyoDate,
  tokyoDateString,
  tokyoParts,
} from './tokyo-time.js';

describe('tokyoParts', () => {
  it('reads the wall clock in Tokyo (UTC+9) whatever the machine zone', () => {
    expect(tokyoParts(new Date('2025-12-31T15:00:00Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
      weekday: 4, // Thursday
    });
    expect(tokyoDate(new Date('2025-12-31T14:59:59Z'))).toEqual({ year: 2025, month: 12, day: 31 });
  });

  it('agrees with the Intl time-zone database', () => {
    const instant = new Date('2024-07-01T20:30:00Z');
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(instant);
    expect(tokyoDateString(instant)).toBe(intl);
  });

  it('throws on an invalid Date', () => {
    expect(() => tokyoParts(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('tokyoDateString', () => {
  it('formats YYYY-MM-DD with padding', () => {
    expect(tokyoDateString(new Date('2025-03-04T00:00:00+09:00'))).toBe('2025-03-04');
  });
});

describe('calendar arithmetic', () => {
  it('knows leap years', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
  });

  it('knows month lengths', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('isRealDate refuses impossible or non-integer parts', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(2023, 0, 1)).toBe(false);
    expect(isRealDate(2023, 13, 1)).toBe(false);
    expect(isRealDate(2023, 1, 0)).toBe(false);
    expect(isRealDate(0, 1, 1)).toBe(false);
    expect(isRealDate(2023, 1.5, 1)).toBe(false);
  });

  it('compareDates orders by year, month, day', () => {
    const d = (year: number, month: number, day: number) => ({ year, month, day });
    expect(compareDates(d(2024, 1, 1), d(2023, 12, 31))).toBeGreaterThan(0);
    expect(compareDates(d(2024, 1, 1), d(2024, 1, 2))).toBeLessThan(0);
    expect(compareDates(d(2024, 1, 1), d(2024, 1, 1))).toBe(0);
  });

  it('ageOn counts completed years', () => {
    const birth = { year: 2000, month: 6, day: 15 };
    expect(ageOn(birth, { year: 2014, month: 6, day: 14 })).toBe(13);
    expect(ageOn(birth, { year: 2014, month: 6, day: 15 })).toBe(14);
    expect(ageOn(birth, { year: 2014, month: 5, day: 31 })).toBe(13);
    expect(ageOn(birth, { year: 2014, month: 7, day: 1 })).toBe(14);
  });
});

describe('toInstant', () => {
  it('reads ISO strings, epoch milliseconds and Dates', () => {
    expect(toInstant('2025-03-01T00:00:00Z')?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(toInstant(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    const date = new Date('2025-03-01T00:00:00Z');
    const copy = toInstant(date);
    expect(copy?.getTime()).toBe(date.getTime());
    expect(copy).not.toBe(date);
  });

  it('reads a date-only string as that day in Tokyo', () => {
    expect(toInstant('2025-03-01')?.toISOString()).toBe('2025-02-28T15:00:00.000Z');
  });

  it('answers null for empty or unreadable values', () => {
    expect(toInstant(null)).toBeNull();
    expect(toInstant(undefined)).toBeNull();
    expect(toInstant('')).toBeNull();
    expect(toInstant('not a date')).toBeNull();
    expect(toInstant(new Date(Number.NaN))).toBeNull();
    expect(toInstant(Number.NaN)).toBeNull();
  });
});
