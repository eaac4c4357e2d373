import { z } from 'zod';
import { validateBirthDate } from './birth-date.js';
import { normalizeChatText, validateChatText } from './chat-rules.js';
import {
  normalizeEmail,
  normalizeName,
  normalizeNickname,
  normalizePhone,
  normalizeSearchKeyword,
  type ValidationResult,
  validateEmail,
  validateName,
  validateNickname,
  validatePassword,
  validatePhone,
  validateSearchKeyword,
} from './validation.js';

/**
 * Zod schemas built from the validators of `validation.ts`, for route schemas and forms. Each issue's
 * message is the validation key (`password.format`, `minLength` …) and its `params` the key's params,
 * so a 400 answer's `fields` read `{ "password": "password.format" }` and the web translates the key.
 */

/** Adds a failed result to a zod refinement context (for object-level rules such as `passwordsMatch`). */
export function reportIssue(
  ctx: Pick<z.core.$RefinementCtx, 'addIssue'>,
  result: ValidationResult,
  path?: PropertyKey[],
): void {
  if (result.ok) return;
  ctx.addIssue({
    code: 'custom',
    message: result.error.key,
    ...(result.error.params ? { params: result.error.params } : {}),
    ...(path ? { path } : {}),
  });
}

/** A string missing altogether is `required`; a value of another type is `invalid`. */
const text = () =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid'),
  });

/**
 * A string schema checked by one validator. With `normalize`, the parsed value is the normalized one
 * (trimmed, NFC, lower-case e-mail) while the check runs on the raw input, exactly as in the web form.
 */
export function ruleSchema(validate: (value: string) => ValidationResult): z.ZodString;
export function ruleSchema(
  validate: (value: string) => ValidationResult,
  normalize: (value: string) => string,
): z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>;
export function ruleSchema(
  validate: (value: string) => ValidationResult,
  normalize?: (value: string) => string,
): z.ZodString | z.ZodPipe<z.ZodString, z.ZodTransform<string, string>> {
  const schema = text().superRefine((value, ctx) => reportIssue(ctx, validate(value)));
  return normalize ? schema.transform(normalize) : schema;
}

/** A value given directly or read each time through a function (a clock, a list that changes). */
export type ValueOrGetter<T> = T | (() => T);
const read = <T>(value: ValueOrGetter<T>): T => (typeof value === 'function' ? (value as () => T)() : value);

export const passwordSchema = ruleSchema(validatePassword);
export const nicknameSchema = ruleSchema(validateNickname, normalizeNickname);
export const nameSchema = ruleSchema(validateName, normalizeName);
export const emailSchema = ruleSchema(validateEmail, normalizeEmail);
export const phoneSchema = ruleSchema(validatePhone, normalizePhone);
export const searchKeywordSchema = ruleSchema(validateSearchKeyword, normalizeSearchKeyword);

/**
 * Birth date YYYYMMDD checked against "today". A route schema lives as long as the server, so pass a
 * function (`birthDateSchema(() => clock.now())`): a Date given directly is fixed when the schema is built.
 */
export function birthDateSchema(today: ValueOrGetter<Date>): z.ZodString {
  return ruleSchema((value) => validateBirthDate(value, read(today)));
}

/**
 * A chat message, trimmed. The forbidden words can be a list or a function answering the current list
 * (operators edit it while the service runs).
 */
export function chatTextSchema(forbiddenWords: ValueOrGetter<readonly string[]> = []) {
  return ruleSchema((value) => validateChatText(value, read(forbiddenWords)), normalizeChatText);
}
