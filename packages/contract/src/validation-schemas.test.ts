import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isValidationKey, passwordsMatch, validatePassword } from './validation.js';
import {
  birthDateSchema,
  chatTextSchema,
  emailSchema,
  nameSchema,
  nicknameSchema,
  passwordSchema,
  reportIssue,
  ruleSchema,
  searchKeywordSchema,
} from './validation-schemas.js';

/** The issue messages of a failed parse (each is a validation key), or the parsed value. */
function parse(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? { value: result.data }
    : { messages: result.error.issues.map((issue) => issue.message) };
}

describe('field schemas', () => {
  it('use the validation key as the issue message', () => {
    expect(parse(passwordSchema, 'abcdefgh')).toEqual({ messages: ['password.format'] });
    expect(parse(passwordSchema, 'abc123')).toEqual({ messages: ['minLength'] });
    expect(parse(nicknameSchema, 'ab cd')).toEqual({ messages: ['nickname.format'] });
    expect(parse(nameSchema, 'a')).toEqual({ messages: ['minLength'] });
    expect(parse(emailSchema, 'nope')).toEqual({ messages: ['email'] });
    expect(parse(searchKeywordSchema, 'a'.repeat(31))).toEqual({ messages: ['search.tooLong'] });
  });

  it('carry the params of the issue', () => {
    const result = passwordSchema.safeParse('abc123');
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.code).toBe('custom');
    expect(issue && 'params' in issue ? issue.params : undefined).toEqual({ min: 8 });
  });

  it('answer required for a missing value and invalid for another type', () => {
    expect(parse(passwordSchema, undefined)).toEqual({ messages: ['required'] });
    expect(parse(passwordSchema, null)).toEqual({ messages: ['required'] });
    expect(parse(passwordSchema, '')).toEqual({ messages: ['required'] });
    expect(parse(nicknameSchema, 12345)).toEqual({ messages: ['invalid'] });
    expect(parse(emailSchema, { email: 'a@b.jp' })).toEqual({ messages: ['invalid'] });
  });

  it('only ever report keys that are listed in VALIDATION_KEYS', () => {
    const inputs = [undefined, 1, '', ' ', 'a', 'ab cd', 'a'.repeat(40), 'abcdefgh', 'x@y', 'https://a.com'];
    const schemas = [
      passwordSchema,
      nicknameSchema,
      nameSchema,
      emailSchema,
      searchKeywordSchema,
      chatTextSchema(['bad']),
      birthDateSchema(new Date('2025-01-01T00:00:00Z')),
    ];
    for (const schema of schemas) {
      for (const input of inputs) {
        const result = schema.safeParse(input);
        for (const issue of result.error?.issues ?? []) expect(isValidationKey(issue.message)).toBe(true);
      }
    }
  });

  it('keep the password as typed', () => {
    expect(parse(passwordSchema, 'Passw0rd!')).toEqual({ value: 'Passw0rd!' });
  });

  it('output the normalized value', () => {
    expect(parse(emailSchema, '  Tanaka@Example.COM ')).toEqual({ value: 'tanaka@example.com' });
    expect(parse(nameSchema, '  山田 太郎 ')).toEqual({ value: '山田 太郎' });
    expect(parse(nicknameSchema, 'か\u3099ーる')).toEqual({ value: 'がーる' });
    expect(parse(searchKeywordSchema, '  東京  ')).toEqual({ value: '東京' });
  });

  it('work inside route schemas and report the field path', () => {
    const body = z.object({ email: emailSchema, password: passwordSchema, nickname: nicknameSchema });
    const result = body.safeParse({ email: 'a@b.jp', password: 'short', nickname: '축구왕' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', 'minLength'],
    ]);
  });
});

describe('birthDateSchema', () => {
  it('checks against a fixed Date', () => {
    const schema = birthDateSchema(new Date('2025-06-15T00:00:00+09:00'));
    expect(parse(schema, '20110615')).toEqual({ value: '20110615' });
    expect(parse(schema, '20110616')).toEqual({ messages: ['birthDate.under14'] });
    expect(parse(schema, '2011-06-15')).toEqual({ messages: ['birthDate.format'] });
    expect(parse(schema, '20230230')).toEqual({ messages: ['birthDate.invalidDate'] });
  });

  it('reads "today" on every parse when given a function', () => {
    let now = new Date('2025-06-14T12:00:00+09:00');
    const schema = birthDateSchema(() => now);
    expect(parse(schema, '20110615')).toEqual({ messages: ['birthDate.under14'] });
    now = new Date('2025-06-15T12:00:00+09:00');
    expect(parse(schema, '20110615')).toEqual({ value: '20110615' });
  });
});

describe('chatTextSchema', () => {
  it('trims, blocks URLs and forbidden words', () => {
    const schema = chatTextSchema(['badword']);
    expect(parse(schema, '  ナイスゴール！ ')).toEqual({ value: 'ナイスゴール！' });
    expect(parse(schema, 'see example.com')).toEqual({ messages: ['chat.url'] });
    expect(parse(schema, 'ＢＡＤ ＷＯＲＤ')).toEqual({ messages: ['chat.forbidden'] });
    expect(parse(schema, '   ')).toEqual({ messages: ['required'] });
    expect(parse(schema, 'a'.repeat(101))).toEqual({ messages: ['maxLength'] });
  });

  it('works without a word list', () => {
    expect(parse(chatTextSchema(), 'badword')).toEqual({ value: 'badword' });
  });

  it('reads the current word list on every parse when given a function', () => {
    let words: string[] = [];
    const schema = chatTextSchema(() => words);
    expect(parse(schema, 'newword')).toEqual({ value: 'newword' });
    words = ['newword'];
    expect(parse(schema, 'newword')).toEqual({ messages: ['chat.forbidden'] });
  });
});

describe('ruleSchema and reportIssue', () => {
  it('build a schema from any validator', () => {
    const schema = ruleSchema(validatePassword, (value) => value.toUpperCase());
    expect(parse(schema, 'passw0rd')).toEqual({ value: 'PASSW0RD' });
  });

  it('report object-level rules on a field path', () => {
    const form = z
      .object({ password: passwordSchema, confirm: z.string() })
      .superRefine((value, ctx) =>
        reportIssue(ctx, passwordsMatch(value.password, value.confirm), ['confirm']),
      );
    const result = form.safeParse({ password: 'Passw0rd!', confirm: 'Passw0rd?' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirm', 'password.mismatch'],
    ]);
    expect(form.safeParse({ password: 'Passw0rd!', confirm: 'Passw0rd!' }).success).toBe(true);
  });
});

describe('JSON Schema (route documentation)', () => {
  it('converts the input side of every field schema', () => {
    for (const schema of [passwordSchema, nicknameSchema, nameSchema, emailSchema, searchKeywordSchema]) {
      expect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).toMatchObject({
        type: 'string',
      });
    }
  });
});
