import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.js';

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
