import {
  addDays,
  dateTimeFormat,
  daysBetween,
  type Locale,
  parseCompactDate,
  tokyoDayRange,
} from '@kickoff/contract';

/** The date strip shows this many days before and after today (spec-free choice: a week ahead). */
export const STRIP_DAYS_BEFORE = 3;
export const STRIP_DAYS_AFTER = 7;
const STRIP_LENGTH = STRIP_DAYS_BEFORE + STRIP_DAYS_AFTER + 1;

/**
 * The days of the date strip around `selected`: today-3 … today+7 while the chosen day is in it,
 * otherwise the same window moved by whole weeks until it holds the chosen day — so picking a day
 * in the strip never moves the strip, and "previous / next week" moves it by seven days.
 */
export function stripDays(today: string, selected: string): string[] {
  const base = addDays(today, -STRIP_DAYS_BEFORE);
  const offset = daysBetween(base, selected);
  const weeks = offset >= 0 && offset < STRIP_LENGTH ? 0 : Math.floor(offset / 7);
  const start = addDays(base, weeks * 7);
  return Array.from({ length: STRIP_LENGTH }, (_, i) => addDays(start, i));
}

/** The `?date=` of the URL as `YYYYMMDD` (`YYYY-MM-DD` is read too); anything else means today. */
export function dateParam(value: string | null, today: string): string {
  if (!value) return today;
  const date = parseCompactDate(value.trim());
  return date ? value.trim().replaceAll('-', '') : today;
}

/** Noon of a Tokyo day: an instant safely inside it, for formatting. */
function noonOf(day: string): Date {
  return new Date(tokyoDayRange(day).from.getTime() + 12 * 60 * 60 * 1000);
}

function format(locale: Locale, options: Intl.DateTimeFormatOptions, day: string): string {
  const f = dateTimeFormat(locale, { ...options, timeZone: 'Asia/Tokyo' });
  return f.format(noonOf(day));
}

/** The parts a date strip cell shows: short weekday, month and day, and whether it is a weekend. */
export function dayParts(day: string, locale: Locale) {
  const date = parseCompactDate(day);
  if (!date) throw new RangeError(`not a date: ${day}`);
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return {
    weekday: format(locale, { weekday: 'short' }, day),
    month: date.month,
    day: date.day,
    weekend: weekday === 0 ? ('sun' as const) : weekday === 6 ? ('sat' as const) : null,
  };
}

/** "11月24日(火)" / "11월 24일 (화)" / "Tue, Nov 24": a day in a heading or a sentence. */
export function dayLabel(day: string, locale: Locale): string {
  return format(locale, { month: 'short', day: 'numeric', weekday: 'short' }, day);
}

/** Today, tomorrow and yesterday get a word of their own in headings. */
export function relativeDay(day: string, today: string): 'today' | 'tomorrow' | 'yesterday' | null {
  const diff = daysBetween(today, day);
  return diff === 0 ? 'today' : diff === 1 ? 'tomorrow' : diff === -1 ? 'yesterday' : null;
}
