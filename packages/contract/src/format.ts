import { LIMITS, type Locale } from './limits.js';
import { toNumber } from './to-number.js';
import { TOKYO_TIME_ZONE, toInstant, tokyoParts } from './tokyo-time.js';

/** Display helpers of spec §9, shared by the web pages and anything the server renders (mails, exports). */

/** What an empty value is shown as (spec §9). */
export const EMPTY_DISPLAY = '-';

const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));

/** The value as text, or a dash for null, undefined, '' and NaN. */
export function orDash(value: string | number | null | undefined): string {
  return isEmptyValue(value) ? EMPTY_DISPLAY : String(value);
}

/**
 * Intl formatters made once per language and options, then reused: making one costs far more than
 * using it (the web home's ~100 view counts each made their own NumberFormat: ~130 ms of a phone's CPU
 * while the page was being taken over).
 */
function kept<F, O>(make: (locale: string, options: O) => F) {
  const formats = new Map<string, F>();
  return (locale: string, options: O): F => {
    const key = `${locale} ${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (!format) {
      format = make(locale, options);
      formats.set(key, format);
    }
    return format;
  };
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export const numberFormat = kept(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export const dateTimeFormat = kept(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/**
 * A number with the locale's thousands separators (1234567 → 1,234,567 in ja, ko and en), at most two
 * decimals. Numeric strings ('24800') are read as numbers; empty values, blank or non-numeric strings and
 * non-finite numbers show a dash.
 */
export function formatNumber(value: number | string | null | undefined, locale: Locale): string {
  const n = toNumber(value);
  return n === null ? EMPTY_DISPLAY : numberFormat(locale, { maximumFractionDigits: 2 }).format(n);
}

/**
 * Cuts text longer than `max` characters (code points, so a surrogate pair is never split) and ends it
 * with an ellipsis; the result, ellipsis included, is at most `max` characters. Shorter text is unchanged.
 */
export function truncate(text: string, max: number, ellipsis = '…'): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const keep = Math.max(0, max - Array.from(ellipsis).length);
  return chars.slice(0, keep).join('').trimEnd() + ellipsis;
}

/**
 * Team names longer than 7 characters break after the first space (spec §9): the first space becomes a
 * line break ('Tokyo Thunder FC' → 'Tokyo\nThunder FC'), for display with `white-space: pre-line`. Names
 * of 7 characters or fewer, or without a space (half- or full-width), are returned unchanged.
 */
export function breakTeamName(name: string, breakAfter: number = LIMITS.teamNameBreakAfter): string {
  if (Array.from(name).length <= breakAfter) return name;
  return name.replace(/[ \u3000]/, '\n');
}

/**
 * Masks the middle of a phone number (spec §9): 090-1234-5678 → 090-****-5678. With separators
 * (hyphens or spaces) every group but the first and last is masked; digits only keep the first 3 and last
 * 4 digits (09012345678 → 090****5678), or for short numbers only the last half. Empty shows a dash.
 */
export function maskPhone(phone: string | null | undefined): string {
  const value = phone?.trim() ?? '';
  if (value === '') return EMPTY_DISPLAY;
  const groups = value.split(/([-\s]+)/);
  // groups alternates [group, separator, group, …]; 5 entries or more means 3 groups or more
  if (groups.length >= 5) {
    return groups
      .map((part, i) => (i % 2 === 1 || i === 0 || i === groups.length - 1 ? part : star(part)))
      .join('');
  }
  const chars = Array.from(value);
  const head = chars.length >= 8 ? 3 : 0;
  const tail = chars.length >= 8 ? 4 : Math.floor(chars.length / 2);
  return (
    chars.slice(0, head).join('') +
    '*'.repeat(chars.length - head - tail) +
    chars.slice(chars.length - tail).join('')
  );
}

const star = (part: string) => '*'.repeat(Array.from(part).length);

/**
 * Stars an e-mail's local part except its first 2 characters; the domain stays
 * ('tanaka@example.com' → 'ta****@example.com'). At least one character is starred, so a 2-character
 * local part keeps 1 ('ab@x.jp' → 'a*@x.jp') and a 1-character one keeps none. Empty shows a dash.
 */
export function starEmail(email: string | null | undefined): string {
  const value = email?.trim() ?? '';
  if (value === '') return EMPTY_DISPLAY;
  const at = value.lastIndexOf('@');
  const local = Array.from(at < 0 ? value : value.slice(0, at));
  const domain = at < 0 ? '' : value.slice(at);
  const keep = Math.min(2, Math.max(0, local.length - 1));
  return local.slice(0, keep).join('') + '*'.repeat(local.length - keep) + domain;
}

type DateInput = string | number | Date | null | undefined;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function weekdayName(date: Date, locale: Locale): string {
  return dateTimeFormat(locale, { weekday: 'short', timeZone: TOKYO_TIME_ZONE }).format(date);
}

export type DateFormatOptions = {
  /** Adds the short weekday in the locale: '2025.03.01 (土)', '(토)', '(Sat)'. */
  weekday?: boolean;
};

/**
 * 'YYYY.MM.DD' of the instant in Asia/Tokyo, the same in every language; the locale names the weekday
 * when asked for. Takes an ISO string, epoch milliseconds or a Date; empty or unreadable shows a dash.
 */
export function formatDate(value: DateInput, locale: Locale = 'ja', options: DateFormatOptions = {}): string {
  const date = toInstant(value);
  if (!date) return EMPTY_DISPLAY;
  const { year, month, day } = tokyoParts(date);
  const text = `${pad(year, 4)}.${pad(month)}.${pad(day)}`;
  return options.weekday ? `${text} (${weekdayName(date, locale)})` : text;
}

/** 'HH:mm' (24-hour) of the instant in Asia/Tokyo; empty or unreadable shows a dash. */
export function formatTime(value: DateInput): string {
  const date = toInstant(value);
  if (!date) return EMPTY_DISPLAY;
  const { hour, minute } = tokyoParts(date);
  return `${pad(hour)}:${pad(minute)}`;
}

/** 'YYYY.MM.DD HH:mm' (24-hour) in Asia/Tokyo, weekday optional as in `formatDate`. */
export function formatDateTime(
  value: DateInput,
  locale: Locale = 'ja',
  options: DateFormatOptions = {},
): string {
  const date = toInstant(value);
  if (!date) return EMPTY_DISPLAY;
  return `${formatDate(date, locale, options)} ${formatTime(date)}`;
}
