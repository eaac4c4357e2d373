import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.js';
import { DAY_MS } from './calendar-rules.js';
import { shiftLocalizedDates, shiftRenderedDates } from './calendar-text.js';
import { timeKit } from './help-text.js';

const NOW = new Date('2026-11-23T03:00:00Z'); // Monday 12:00 in Tokyo
const t = timeKit(fixedClock(NOW));

describe('shiftRenderedDates: dates the demo build rendered roll with the catalogue', () => {
  it('moves full dates and month-day dates in every language, weekday included', () => {
    const day = t.at(6, 14);
    const later = new Date(day.getTime() + 3 * DAY_MS);
    for (const lang of ['ja', 'ko', 'en'] as const) {
      const text = `${t.date(day)[lang]} ${t.hm(day)} / ${t.md(day)[lang]}`;
      expect(shiftRenderedDates(text, lang, 3, NOW)).toBe(
        `${t.date(later)[lang]} ${t.hm(day)} / ${t.md(later)[lang]}`,
      );
    }
    expect(shiftRenderedDates('KICKOFF NEWS, Sun, 22 Nov', 'en', 3, NOW)).toBe('KICKOFF NEWS, Wed, 25 Nov');
    expect(shiftRenderedDates('2026年11月29日（日） 14:00、', 'ja', 1, NOW)).toBe(
      '2026年11月30日（月） 14:00、',
    );
    expect(shiftRenderedDates('11월 22일(일) 방송', 'ko', 2, NOW)).toBe('11월 24일(화) 방송');
  });

  it('crosses month and year ends, and finds the year of a date shown without one by its weekday', () => {
    const newYearsEve = t.at(38); // 2026-12-31
    expect(t.iso(newYearsEve)).toBe('2026-12-31');
    const after = new Date(newYearsEve.getTime() + 2 * DAY_MS);
    for (const lang of ['ja', 'ko', 'en'] as const) {
      expect(shiftRenderedDates(t.date(newYearsEve)[lang], lang, 2, NOW)).toBe(t.date(after)[lang]);
      expect(shiftRenderedDates(t.md(newYearsEve)[lang], lang, 2, NOW)).toBe(t.md(after)[lang]);
    }
    // 28 Feb 2028 (a Monday) is in a leap year: a day later is the 29th; in 2027 the 1st of March
    const feb28 = new Date('2028-02-28T03:00:00Z');
    expect(shiftRenderedDates(t.md(feb28).en, 'en', 1, feb28)).toBe('Tue, 29 Feb');
    expect(shiftRenderedDates('Sun, 28 Feb', 'en', 1, feb28)).toBe('Mon, 1 Mar');
    // last season's date, five months back, without its year
    const july = t.at(-140);
    expect(shiftRenderedDates(t.md(july).ja, 'ja', 5, NOW)).toBe(
      t.md(new Date(july.getTime() + 5 * DAY_MS)).ja,
    );
  });

  it('leaves alone what only looks like a date: a wrong weekday, an impossible day, other numbers', () => {
    for (const [text, lang] of [
      ['Tue, 22 Nov', 'en'], // a Saturday in 2025, a Sunday in 2026, a Monday in 2027
      ['Fri, 22 Nov 2026', 'en'],
      ['2026年11月31日（火）', 'ja'],
      ['11월 22일(화)', 'ko'],
      ['第21節 14:00、3月', 'ja'],
      ['#20 edition, 22 Nov', 'en'],
    ] as const) {
      expect(shiftRenderedDates(text, lang, 2, NOW), text).toBe(text);
    }
  });
});

describe('shiftLocalizedDates', () => {
  it('answers the same object when no date moved, a new one otherwise', () => {
    const plain = { ja: '第21節', ko: '제21절', en: 'Round 21' };
    expect(shiftLocalizedDates(plain, 3, NOW)).toBe(plain);
    const day = t.at(-1);
    const dated = {
      ja: `${t.md(day).ja} 第21節`,
      ko: `${t.md(day).ko} 제21절`,
      en: `${t.md(day).en} Round 21`,
    };
    const moved = shiftLocalizedDates(dated, 1, NOW);
    expect(moved).toEqual({
      ja: `${t.md(t.at(0)).ja} 第21節`,
      ko: `${t.md(t.at(0)).ko} 제21절`,
      en: `${t.md(t.at(0)).en} Round 21`,
    });
    expect(dated.ja).toBe(`${t.md(day).ja} 第21節`);
  });
});
