/**
 * Calendar dates in Japan time. The product's "today" (birth-date age, display dates, schedules) is the
 * Asia/Tokyo date. Japan has kept UTC+9 without daylight saving since 1951, so a fixed offset is exact
 * for every date this service handles and needs no time-zone database.
 */
export const TOKYO_TIME_ZONE = 'Asia/Tokyo';
export const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** A calendar date without a time of day; month 1–12. */
export type CalendarDate = { year: number; month: number; day: number };

export type TokyoParts = CalendarDate & {
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
};

function assertValid(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
}

/** The wall-clock fields of an instant in Tokyo. Throws a RangeError on an invalid Date. */
export function tokyoParts(date: Date): TokyoParts {
  assertValid(date);
  const shifted = new Date(date.getTime() + TOKYO_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

/** The Tokyo calendar date of an instant. */
export function tokyoDate(date: Date): CalendarDate {
  const { year, month, day } = tokyoParts(date);
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Tokyo date of an instant as `YYYY-MM-DD` (e.g. the `{date}` of `/program/{date}`). */
export function tokyoDateString(date: Date): string {
  const { year, month, day } = tokyoParts(date);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether year/month/day name a day that exists in the (proleptic Gregorian) calendar, year 1 or later. */
export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Negative, zero or positive as `a` is before, the same day as, or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Completed years between a birth date and a day. One turns a year older on the birthday; someone born
 * on 29 February turns older on 1 March in a common year (as Japanese law counts it: at the end of the
 * day before the birthday).
 */
export function ageOn(birth: CalendarDate, day: CalendarDate): number {
  const beforeBirthday = day.month < birth.month || (day.month === birth.month && day.day < birth.day);
  return day.year - birth.year - (beforeBirthday ? 1 : 0);
}

/**
 * Reads a date-time given as an ISO string, epoch milliseconds or a Date. Empty or unreadable values
 * give null. A date-only string (`2025-03-01`) is read as that day in Tokyo, not as UTC midnight.
 */
export function toInstant(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else if (/^\d{4}-\d{2}-\d{2}$/.test(value)) date = new Date(`${value}T00:00:00+09:00`);
  else date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
