import { describe, expect, it } from 'vitest';
import {
  breakTeamName,
  dateTimeFormat,
  EMPTY_DISPLAY,
  formatDate,
  formatDateTime,
  formatNumber,
  formatTime,
  maskPhone,
  numberFormat,
  orDash,
  starEmail,
  truncate,
} from './format.js';
import { LOCALES } from './limits.js';

describe('orDash', () => {
  it('shows empty values as a dash', () => {
    expect(EMPTY_DISPLAY).toBe('-');
    for (const empty of [null, undefined, '', Number.NaN]) expect(orDash(empty)).toBe('-');
  });

  it('shows other values as text', () => {
    expect(orDash('東京')).toBe('東京');
    expect(orDash(0)).toBe('0');
    expect(orDash(' ')).toBe(' ');
  });
});

describe('formatNumber', () => {
  it.each(LOCALES)('adds thousands separators in %s', (locale) => {
    expect(formatNumber(1234567, locale)).toBe('1,234,567');
    expect(formatNumber(1480, locale)).toBe('1,480');
    expect(formatNumber(999, locale)).toBe('999');
    expect(formatNumber(0, locale)).toBe('0');
    expect(formatNumber(-24800, locale)).toBe('-24,800');
    expect(formatNumber(1234.5, locale)).toBe('1,234.5');
  });

  it('reads numeric strings', () => {
    expect(formatNumber('24800', 'ja')).toBe('24,800');
    expect(formatNumber(' 1000 ', 'ko')).toBe('1,000');
  });

  it('keeps at most two decimals', () => {
    expect(formatNumber(1.23456, 'en')).toBe('1.23');
    expect(formatNumber(2.678, 'ja')).toBe('2.68');
  });

  it('shows a dash for empty values and anything not a finite number', () => {
    for (const value of [
      null,
      undefined,
      '',
      Number.NaN,
      'abc',
      Number.POSITIVE_INFINITY,
      '  ',
      '0x10',
      '1,000',
    ]) {
      expect(formatNumber(value, 'ja')).toBe('-');
    }
  });
});

describe('truncate', () => {
  it('keeps text within the limit unchanged', () => {
    expect(truncate('ナイスゴール', 6)).toBe('ナイスゴール');
    expect(truncate('', 3)).toBe('');
  });

  it('cuts longer text so that it ends with … and fits the limit', () => {
    expect(truncate('ナイスゴールでした', 6)).toBe('ナイスゴー…');
    expect(Array.from(truncate('a'.repeat(50), 20))).toHaveLength(20);
  });

  it('never splits a surrogate pair', () => {
    expect(truncate('𠮷𠮷𠮷𠮷', 3)).toBe('𠮷𠮷…');
    expect(truncate('😀😀😀😀', 2)).toBe('😀…');
    expect(truncate('𠮷𠮷𠮷', 3)).toBe('𠮷𠮷𠮷'); // 6 UTF-16 units, 3 characters: fits
  });

  it('drops a trailing space before the ellipsis', () => {
    expect(truncate('Tokyo Thunder FC', 7)).toBe('Tokyo…');
  });

  it('takes another ellipsis', () => {
    expect(truncate('abcdefgh', 6, '...')).toBe('abc...');
  });

  it('answers only the ellipsis for a limit too small to keep any text', () => {
    expect(truncate('abc', 1)).toBe('…');
    expect(truncate('abc', 0)).toBe('…');
  });
});

describe('breakTeamName', () => {
  it('breaks names longer than 7 characters at the first space', () => {
    expect(breakTeamName('Tokyo Thunder FC')).toBe('Tokyo\nThunder FC');
    expect(breakTeamName('FC Osaka Blue')).toBe('FC\nOsaka Blue');
    expect(breakTeamName('北海道 ブリザーズ')).toBe('北海道\nブリザーズ');
    expect(breakTeamName('横浜　マリナーズＦＣ')).toBe('横浜\nマリナーズＦＣ');
  });

  it('leaves names of 7 characters or fewer unchanged', () => {
    expect(breakTeamName('FC Kobe')).toBe('FC Kobe'); // exactly 7
    expect(breakTeamName('FC Nara')).toBe('FC Nara');
    expect(breakTeamName('Tigers')).toBe('Tigers');
  });

  it('breaks at 8 characters', () => {
    expect(breakTeamName('FC Kyoto')).toBe('FC\nKyoto');
  });

  it('leaves long names without a space unchanged', () => {
    expect(breakTeamName('Thunderbirds')).toBe('Thunderbirds');
    expect(breakTeamName('東京サンダーバーズ')).toBe('東京サンダーバーズ');
  });

  it('counts code points', () => {
    expect(breakTeamName('𠮷田 FC 𠮷')).toBe('𠮷田 FC 𠮷'); // 7 characters, 10 UTF-16 units
  });
});

describe('maskPhone', () => {
  it('masks the middle group of a hyphenated number', () => {
    expect(maskPhone('090-1234-5678')).toBe('090-****-5678');
    expect(maskPhone('03-1234-5678')).toBe('03-****-5678');
    expect(maskPhone('010-123-4567')).toBe('010-***-4567');
  });

  it('masks every inner group of an international number', () => {
    expect(maskPhone('+81 90 1234 5678')).toBe('+81 ** **** 5678');
  });

  it('masks digits-only numbers, keeping the first 3 and last 4', () => {
    expect(maskPhone('09012345678')).toBe('090****5678');
    expect(maskPhone('0312345678')).toBe('031***5678');
    expect(maskPhone('01012345678')).toBe('010****5678');
  });

  it('masks short numbers to their last half', () => {
    expect(maskPhone('1234567')).toBe('****567');
    expect(maskPhone('1234')).toBe('**34');
  });

  it('shows a dash for an empty number', () => {
    expect(maskPhone('')).toBe('-');
    expect(maskPhone(null)).toBe('-');
    expect(maskPhone(undefined)).toBe('-');
  });
});

describe('starEmail', () => {
  it('keeps the first 2 characters of the local part and the domain', () => {
    expect(starEmail('tanaka@example.com')).toBe('ta****@example.com');
    expect(starEmail('abc@example.com')).toBe('ab*@example.com');
  });

  it('stars at least one character of a short local part', () => {
    expect(starEmail('ab@x.jp')).toBe('a*@x.jp');
    expect(starEmail('a@x.jp')).toBe('*@x.jp');
  });

  it('stars a value without @ like a local part', () => {
    expect(starEmail('tanaka')).toBe('ta****');
  });

  it('shows a dash for an empty value', () => {
    expect(starEmail('')).toBe('-');
    expect(starEmail(null)).toBe('-');
  });
});

describe('formatDate', () => {
  it('formats YYYY.MM.DD in Asia/Tokyo', () => {
    expect(formatDate('2024-03-01T15:04:00Z', 'ja')).toBe('2024.03.02');
    expect(formatDate('2024-03-01T14:59:59Z', 'ja')).toBe('2024.03.01');
    expect(formatDate('2024-12-31T23:00:00+09:00', 'en')).toBe('2024.12.31');
  });

  it('is the same in every locale', () => {
    for (const locale of LOCALES) expect(formatDate('2025-01-05T00:00:00Z', locale)).toBe('2025.01.05');
  });

  it('takes Dates, epoch milliseconds and date-only strings', () => {
    expect(formatDate(new Date('2024-03-01T15:04:00Z'))).toBe('2024.03.02');
    expect(formatDate(Date.UTC(2024, 0, 1))).toBe('2024.01.01');
    expect(formatDate('2025-03-01')).toBe('2025.03.01');
  });

  it('adds the weekday in the locale when asked', () => {
    const saturday = '2025-03-01T03:00:00Z';
    expect(formatDate(saturday, 'ja', { weekday: true })).toBe('2025.03.01 (土)');
    expect(formatDate(saturday, 'ko', { weekday: true })).toBe('2025.03.01 (토)');
    expect(formatDate(saturday, 'en', { weekday: true })).toBe('2025.03.01 (Sat)');
  });

  it('shows a dash for empty or unreadable values', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(formatDate(value, 'ja')).toBe('-');
  });
});

describe('formatTime and formatDateTime', () => {
  it('formats 24-hour HH:mm in Asia/Tokyo', () => {
    expect(formatTime('2024-03-01T15:04:00Z')).toBe('00:04');
    expect(formatTime('2024-03-01T09:30:00Z')).toBe('18:30');
    expect(formatTime(null)).toBe('-');
  });

  it('formats YYYY.MM.DD HH:mm in Asia/Tokyo', () => {
    expect(formatDateTime('2024-03-01T15:04:00Z', 'ja')).toBe('2024.03.02 00:04');
    expect(formatDateTime('2024-03-01T15:04:00Z', 'ko', { weekday: true })).toBe('2024.03.02 (토) 00:04');
    expect(formatDateTime('nope', 'en')).toBe('-');
  });
});

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    const compact = numberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
    expect(numberFormat('en', { notation: 'compact', maximumFractionDigits: 1 })).toBe(compact);
    expect(numberFormat('ja', { notation: 'compact', maximumFractionDigits: 1 })).not.toBe(compact);
    expect(numberFormat('en', { notation: 'standard', maximumFractionDigits: 1 })).not.toBe(compact);
    expect(compact.format(12_345)).toBe('12.3K');
    expect(numberFormat('ja', { notation: 'compact', maximumFractionDigits: 1 }).format(12_345)).toBe(
      '1.2万',
    );
  });

  it('does the same for dates and times', () => {
    const weekday = dateTimeFormat('ko', { weekday: 'short', timeZone: 'Asia/Tokyo' });
    expect(dateTimeFormat('ko', { weekday: 'short', timeZone: 'Asia/Tokyo' })).toBe(weekday);
    expect(weekday.format(new Date('2026-11-27T03:00:00Z'))).toBe('금');
    expect(dateTimeFormat('ko', { weekday: 'long', timeZone: 'Asia/Tokyo' })).not.toBe(weekday);
  });
});
