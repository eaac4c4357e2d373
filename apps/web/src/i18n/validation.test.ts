import { LOCALES, VALIDATION_KEYS, validateEmail, validatePassword } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from './index.js';

/**
 * The forms translate a contract validation issue as `t('validation:<key>', params)`. Keys such as
 * `email` and `email.sameAsCurrent` cannot both live in nested JSON, so validation.json is flat and
 * the lookup finds the dotted keys as they are: these tests hold it to that.
 */
describe('validation namespace', () => {
  it.each([...LOCALES])('%s has a message for every contract key, placeholders filled', (lang) => {
    const t = i18n.getFixedT(lang, 'validation');
    const params = { min: 8, max: 32, length: 6, count: 6, limit: 10, minAge: 14, maxAge: 130, word: 'NG' };
    for (const key of VALIDATION_KEYS) {
      const text = t(key, params);
      expect(text, `${lang} ${key}`).not.toBe(key);
      expect(text, `${lang} ${key}`).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('translates what the contract validators answer', () => {
    const t = i18n.getFixedT('ja', 'validation');
    const email = validateEmail('not-an-email');
    const password = validatePassword('short1');
    if (email.ok || password.ok) throw new Error('expected failures');
    expect(t(email.error.key, email.error.params)).toBe('メールアドレスの形式が正しくありません。');
    expect(t(password.error.key, password.error.params)).toBe('8文字以上で入力してください。');
  });

  it('digits reads well with and without a count', () => {
    expect(i18n.getFixedT('en', 'validation')('digits')).toBe('Enter digits only.');
    expect(i18n.getFixedT('en', 'validation')('digits', { count: 6 })).toBe('Enter 6 digits.');
    expect(i18n.getFixedT('en', 'validation')('digits', { count: 1 })).toBe('Enter 1 digit.');
    expect(i18n.getFixedT('ja', 'validation')('digits', { count: 6 })).toBe(
      '6桁の半角数字で入力してください。',
    );
  });
});
