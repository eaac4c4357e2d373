import { LIMITS } from './limits.js';
import { toNumber } from './to-number.js';

export { toNumber };

/**
 * Input rules of spec §5, written once for the server and the web app. Every validator is a pure
 * function answering `{ ok: true }` or `{ ok: false, error: { key, params } }`; `key` is a stable i18n
 * key (the web translates `validation.<key>` in ja, ko and en) and `params` fill its placeholders.
 *
 * The generic rules (minLength, digits, lessThan …) let an empty value pass so that optional fields
 * compose: put `required` first when the field must be filled. The field validators (password,
 * nickname …) include their own `required` check.
 *
 * Params by key (for the translations' placeholders): minLength `{min}`, maxLength `{max}`,
 * exactLength `{length}`, digits `{count}` (when a count is set), lessThan and greaterThan `{limit}`,
 * search.tooLong `{max}`, birthDate.under14 `{minAge}`, birthDate.over130 `{maxAge}`,
 * chat.forbidden `{word}`. The other keys have none. `invalid` is a value of the wrong type (zod only),
 * `number` a value that is not a number where one is expected.
 */
export const VALIDATION_KEYS = [
  'required',
  'invalid',
  'minLength',
  'maxLength',
  'exactLength',
  'digits',
  'number',
  'lessThan',
  'greaterThan',
  'integer',
  'email',
  'email.sameAsCurrent',
  'phone.sameAsCurrent',
  'phone.format',
  'password.chars',
  'password.format',
  'password.mismatch',
  'password.sameAsCurrent',
  'nickname.format',
  'name.format',
  'birthDate.format',
  'birthDate.invalidDate',
  'birthDate.future',
  'birthDate.under14',
  'birthDate.over130',
  'noKoreanOrWhitespace',
  'search.tooLong',
  'chat.url',
  'chat.forbidden',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];
export type ValidationIssue = { key: ValidationKey; params?: Record<string, string | number> };
export type ValidationResult = { ok: true } | { ok: false; error: ValidationIssue };

/** The passing result (shared, frozen). */
export const VALID: ValidationResult = Object.freeze({ ok: true });

/** A failing result with the key and, when the key has placeholders, its params. */
export function invalid(key: ValidationKey, params?: ValidationIssue['params']): ValidationResult {
  return { ok: false, error: params ? { key, params } : { key } };
}

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && (VALIDATION_KEYS as readonly string[]).includes(value);
}

/** Runs checks in order and answers the first failure (later checks are not run). */
export function firstFailure(...checks: Array<() => ValidationResult>): ValidationResult {
  for (const check of checks) {
    const result = check();
    if (!result.ok) return result;
  }
  return VALID;
}

/** Length in characters (Unicode code points), so a kanji from outside the BMP or an emoji counts once. */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** Full-width digits (０–９, typed with a Japanese IME) to ASCII digits; everything else unchanged. */
export function normalizeDigits(value: string): string {
  return value.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
}

type Text = string | null | undefined;
const isBlank = (value: Text): value is '' | null | undefined =>
  value === null || value === undefined || value === '';

// ── Generic rules ────────────────────────────────────────────────────────────────────────

/** Filled in: not null/undefined, not a blank string, not NaN, not an empty array, not `false` (a box to tick). */
export function required(value: unknown): ValidationResult {
  const empty =
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (Array.isArray(value) && value.length === 0);
  return empty ? invalid('required') : VALID;
}

export function minLength(value: Text, min: number): ValidationResult {
  return isBlank(value) || charCount(value) >= min ? VALID : invalid('minLength', { min });
}

export function maxLength(value: Text, max: number): ValidationResult {
  return isBlank(value) || charCount(value) <= max ? VALID : invalid('maxLength', { max });
}

export function exactLength(value: Text, length: number): ValidationResult {
  return isBlank(value) || charCount(value) === length ? VALID : invalid('exactLength', { length });
}

/** Only ASCII digits, and exactly `count` of them when a count is given (e.g. a 6-digit code). */
export function digits(value: Text, count?: number): ValidationResult {
  if (isBlank(value)) return VALID;
  const good = /^[0-9]+$/.test(value) && (count === undefined || value.length === count);
  if (good) return VALID;
  return count === undefined ? invalid('digits') : invalid('digits', { count });
}

const isEmptyInput = (value: unknown) => value === null || value === undefined || value === '';

/** A whole number (`12`, `-3`, `'42'`); `'1.5'`, `'1e3'` and `'abc'` are not. */
export function integer(value: unknown): ValidationResult {
  if (isEmptyInput(value)) return VALID;
  if (typeof value === 'number') return Number.isInteger(value) ? VALID : invalid('integer');
  return typeof value === 'string' && /^[+-]?\d+$/.test(value.trim()) ? VALID : invalid('integer');
}

/** Strictly less than `limit`. A value that is not a number fails with `number`. */
export function lessThan(value: unknown, limit: number): ValidationResult {
  if (isEmptyInput(value)) return VALID;
  const n = toNumber(value);
  if (n === null) return invalid('number');
  return n < limit ? VALID : invalid('lessThan', { limit });
}

/** Strictly greater than `limit`. A value that is not a number fails with `number`. */
export function greaterThan(value: unknown, limit: number): ValidationResult {
  if (isEmptyInput(value)) return VALID;
  const n = toNumber(value);
  if (n === null) return invalid('number');
  return n > limit ? VALID : invalid('greaterThan', { limit });
}

/** "Korean characters or whitespace are invalid" (spec §5): any Hangul, space, tab, newline or U+3000. */
export function noKoreanOrWhitespace(value: Text): ValidationResult {
  return isBlank(value) || !/[\p{Script=Hangul}\s]/u.test(value) ? VALID : invalid('noKoreanOrWhitespace');
}

// ── Password ─────────────────────────────────────────────────────────────────────────────

/** Printable ASCII without the space: letters, digits and the special characters !"#$%&'()*+,-./:;<=>?@[\]^_`{|}~ */
const PASSWORD_CHARS = /^[\x21-\x7E]+$/;

/**
 * 8–32 characters combining letters and digits; special characters allowed. Whitespace, kana, kanji,
 * Hangul and any other non-ASCII character are refused (`password.chars`). Never trimmed.
 */
export function validatePassword(value: Text): ValidationResult {
  if (isBlank(value)) return invalid('required');
  if (!PASSWORD_CHARS.test(value)) return invalid('password.chars');
  const { min, max } = LIMITS.password;
  if (value.length < min) return invalid('minLength', { min });
  if (value.length > max) return invalid('maxLength', { max });
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) return invalid('password.format');
  return VALID;
}

/** The confirmation field repeats the password exactly. */
export function passwordsMatch(password: Text, confirmation: Text): ValidationResult {
  if (isBlank(confirmation)) return invalid('required');
  return password === confirmation ? VALID : invalid('password.mismatch');
}

export type ChangeableField = 'password' | 'email' | 'phone';

const comparable: Record<ChangeableField, (value: string) => string> = {
  password: (value) => value,
  email: (value) => normalizeEmail(value),
  phone: (value) => normalizeDigits(value).replace(/\D/g, ''),
};

/**
 * When editing, the new password, e-mail or phone must differ from the current one (spec §5). E-mails
 * compare without case or surrounding spaces, phone numbers by their digits only (090-1234-5678 is
 * 09012345678). An empty new value or an unknown current value passes (use `required` for the former).
 */
export function differsFromCurrent(field: ChangeableField, next: Text, current: Text): ValidationResult {
  if (isBlank(next) || isBlank(current)) return VALID;
  const same = comparable[field](next) === comparable[field](current);
  return same ? invalid(`${field}.sameAsCurrent`) : VALID;
}

// ── Nickname ─────────────────────────────────────────────────────────────────────────────

/**
 * One nickname character: an ASCII letter or digit, a Hangul syllable (가–힣; lone jamo such as ㅋ are
 * refused), hiragana (incl. ゝゞ), full-width katakana (incl. ー, ヽヾ and the small ㇰ–ㇿ), a kanji
 * (incl. 々 and characters outside the BMP such as 𠮷), or a full-width Latin letter or digit.
 * Half-width katakana, spaces, symbols, punctuation (・, 。) and emoji are refused.
 */
const NICKNAME =
  /^[A-Za-z0-9\uAC00-\uD7A3\u3041-\u3096\u309D\u309E\u30A1-\u30FA\u30FC-\u30FE\u31F0-\u31FF\p{Script=Han}\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]+$/u;

/** The stored form of a nickname: NFC, so a decomposed が (か + ゙) is one character. */
export function normalizeNickname(value: string): string {
  return value.normalize('NFC');
}

/** 3–10 characters (code points of the NFC form), each a letter of NICKNAME above or a digit. Not trimmed. */
export function validateNickname(value: Text): ValidationResult {
  if (isBlank(value)) return invalid('required');
  const nickname = normalizeNickname(value);
  if (!NICKNAME.test(nickname)) return invalid('nickname.format');
  const { min, max } = LIMITS.nickname;
  const length = charCount(nickname);
  if (length < min) return invalid('minLength', { min });
  if (length > max) return invalid('maxLength', { max });
  return VALID;
}

// ── Name ─────────────────────────────────────────────────────────────────────────────────

/** Control, format (zero-width), surrogate and private-use characters, and line/paragraph separators. */
const NAME_FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\u2028\u2029]/u;

/** The stored form of a name: trimmed, NFC. */
export function normalizeName(value: string): string {
  return value.trim().normalize('NFC');
}

/** 2–15 characters after trimming; a space inside ("山田 太郎") is fine, control characters are not. */
export function validateName(value: Text): ValidationResult {
  if (isBlank(value)) return invalid('required');
  const name = normalizeName(value);
  if (name === '') return invalid('required');
  if (NAME_FORBIDDEN.test(name)) return invalid('name.format');
  const { min, max } = LIMITS.name;
  const length = charCount(name);
  if (length < min) return invalid('minLength', { min });
  if (length > max) return invalid('maxLength', { max });
  return VALID;
}

// ── E-mail ───────────────────────────────────────────────────────────────────────────────

/** RFC 5322 dot-atom local part: atext characters in dot-separated runs (no leading, trailing or double dot). */
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** The stored and compared form of an e-mail: trimmed and lower-case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * local@domain.tld in ASCII: a dot-atom local part of at most 64 characters, a domain of at least two
 * labels (letters, digits, inner hyphens) whose last is alphabetic or an xn-- label, at most 254 in all.
 * Surrounding spaces are ignored. Quoted local parts, IP-literal domains and non-ASCII addresses are
 * refused, and so are the old Japanese carrier addresses with double dots (`a..b@docomo.ne.jp`).
 */
export function validateEmail(value: Text): ValidationResult {
  if (isBlank(value)) return invalid('required');
  const email = value.trim();
  if (email === '') return invalid('required');
  if (email.length > LIMITS.email.max) return invalid('maxLength', { max: LIMITS.email.max });
  const at = email.indexOf('@');
  if (at < 1 || at !== email.lastIndexOf('@')) return invalid('email');
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  const tld = labels[labels.length - 1] ?? '';
  const good =
    local.length <= LIMITS.email.localMax &&
    EMAIL_LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(tld);
  return good ? VALID : invalid('email');
}

// ── Phone ────────────────────────────────────────────────────────────────────────────────

/** The stored form of a phone number: its digits only (full-width digits folded), 090-1234-5678 → 09012345678. */
export function normalizePhone(value: string): string {
  return normalizeDigits(value).replace(/[-\s]/g, '');
}

/**
 * A Japanese or Korean phone number: a leading 0 and 10 or 11 digits in all, hyphens and spaces allowed
 * between the groups (03-1234-5678, 090 1234 5678, 010-1234-5678).
 */
export function validatePhone(value: Text): ValidationResult {
  if (isBlank(value)) return invalid('required');
  const trimmed = normalizeDigits(value).trim();
  if (!/^[0-9][0-9\s-]*[0-9]$/.test(trimmed)) return invalid('phone.format');
  return /^0\d{9,10}$/.test(normalizePhone(trimmed)) ? VALID : invalid('phone.format');
}

// ── Search keyword ───────────────────────────────────────────────────────────────────────

export function normalizeSearchKeyword(value: string): string {
  return value.trim();
}

/** Trimmed, 1–30 characters; an empty or blank keyword is `required`, a long one `search.tooLong`. */
export function validateSearchKeyword(value: Text): ValidationResult {
  if (isBlank(value)) return invalid('required');
  const keyword = normalizeSearchKeyword(value);
  if (keyword === '') return invalid('required');
  const max = LIMITS.searchKeywordMax;
  return charCount(keyword) <= max ? VALID : invalid('search.tooLong', { max });
}
