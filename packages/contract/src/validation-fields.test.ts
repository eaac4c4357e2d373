import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.js';
import {
  differsFromCurrent,
  normalizeEmail,
  normalizeName,
  normalizeNickname,
  passwordsMatch,
  type ValidationResult,
  validateEmail,
  validateName,
  validateNickname,
  validatePassword,
  validateSearchKeyword,
} from './validation.js';

/** The field rules of spec §5: password, nickname, name, e-mail, search keyword. */

/** The failing key, or null when the value passes. */
const keyOf = (result: ValidationResult) => (result.ok ? null : result.error.key);
const paramsOf = (result: ValidationResult) => (result.ok ? undefined : result.error.params);

describe('validatePassword', () => {
  it('uses the limits of spec §9', () => {
    expect(LIMITS.password).toMatchObject({ min: 8, max: 32 });
  });

  it('accepts 8 and 32 characters, refuses 7 and 33', () => {
    expect(validatePassword('abcd1234').ok).toBe(true); // 8
    expect(validatePassword(`a1${'b'.repeat(30)}`).ok).toBe(true); // 32
    expect(validatePassword('abc1234')).toEqual({
      ok: false,
      error: { key: 'minLength', params: { min: 8 } },
    });
    expect(validatePassword(`a1${'b'.repeat(31)}`)).toEqual({
      ok: false,
      error: { key: 'maxLength', params: { max: 32 } },
    });
  });

  it('requires letters and digits combined', () => {
    expect(keyOf(validatePassword('abcdefgh'))).toBe('password.format');
    expect(keyOf(validatePassword('12345678'))).toBe('password.format');
    expect(keyOf(validatePassword('!@#$%^&*'))).toBe('password.format');
    expect(keyOf(validatePassword('!@#$%^&1'))).toBe('password.format');
    expect(validatePassword('ABCDEFG1').ok).toBe(true);
  });

  it('allows every printable ASCII special character', () => {
    expect(validatePassword('Passw0rd!').ok).toBe(true);
    expect(validatePassword('a1!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~').ok).toBe(false); // 34 long
    expect(validatePassword('a1!"#$%&\'()*+,-./:;<=>?@[\\]^_`{').ok).toBe(true); // 32
  });

  it.each([
    ['pass word1'],
    [' password1'],
    ['password1\t'],
    ['パスワード1234'],
    ['password漢1'],
    ['password한1'],
    ['ｐａｓｓｗｏｒｄ１'],
    ['password1😀'],
    ['pass\u0000word1'],
  ])('refuses non-ASCII or whitespace: %j', (value) => {
    expect(keyOf(validatePassword(value))).toBe('password.chars');
  });

  it('requires a value', () => {
    expect(keyOf(validatePassword(''))).toBe('required');
    expect(keyOf(validatePassword(undefined))).toBe('required');
    expect(keyOf(validatePassword(null))).toBe('required');
  });
});

describe('passwordsMatch', () => {
  it('needs the same string exactly', () => {
    expect(passwordsMatch('Passw0rd!', 'Passw0rd!').ok).toBe(true);
    expect(keyOf(passwordsMatch('Passw0rd!', 'passw0rd!'))).toBe('password.mismatch');
    expect(keyOf(passwordsMatch('Passw0rd!', 'Passw0rd! '))).toBe('password.mismatch');
    expect(keyOf(passwordsMatch('Passw0rd!', ''))).toBe('required');
  });
});

describe('differsFromCurrent', () => {
  it('refuses a new password equal to the current one (case-sensitive)', () => {
    expect(keyOf(differsFromCurrent('password', 'Passw0rd!', 'Passw0rd!'))).toBe('password.sameAsCurrent');
    expect(differsFromCurrent('password', 'Passw0rd?', 'Passw0rd!').ok).toBe(true);
    expect(differsFromCurrent('password', 'passw0rd!', 'Passw0rd!').ok).toBe(true);
  });

  it('compares e-mails without case or surrounding spaces', () => {
    expect(keyOf(differsFromCurrent('email', ' Tanaka@Example.com ', 'tanaka@example.com'))).toBe(
      'email.sameAsCurrent',
    );
    expect(differsFromCurrent('email', 'tanaka2@example.com', 'tanaka@example.com').ok).toBe(true);
  });

  it('compares phone numbers by digits', () => {
    expect(keyOf(differsFromCurrent('phone', '090-1234-5678', '09012345678'))).toBe('phone.sameAsCurrent');
    expect(keyOf(differsFromCurrent('phone', '０９０１２３４５６７８', '090 1234 5678'))).toBe(
      'phone.sameAsCurrent',
    );
    expect(differsFromCurrent('phone', '090-1234-5679', '09012345678').ok).toBe(true);
  });

  it('passes when either side is empty', () => {
    expect(differsFromCurrent('password', '', 'x').ok).toBe(true);
    expect(differsFromCurrent('email', 'a@b.jp', null).ok).toBe(true);
  });
});

describe('validateNickname', () => {
  it('uses the limits of spec §9', () => {
    expect(LIMITS.nickname.min).toBe(3);
    expect(LIMITS.nickname.max).toBe(10);
  });

  it('accepts 3 and 10 characters, refuses 2 and 11', () => {
    expect(validateNickname('abc').ok).toBe(true);
    expect(validateNickname('abcde12345').ok).toBe(true);
    expect(validateNickname('ab')).toEqual({ ok: false, error: { key: 'minLength', params: { min: 3 } } });
    expect(validateNickname('abcde123456')).toEqual({
      ok: false,
      error: { key: 'maxLength', params: { max: 10 } },
    });
  });

  it.each([
    ['Kickoff7'],
    ['123'],
    ['축구왕'],
    ['손흥민팬클럽이에요'],
    ['さっかー'],
    ['サッカーファン'],
    ['ゴール'],
    ['ヴァイオレット'],
    ['ゝゞヽヾ'],
    ['サッカー大好き'],
    ['佐々木'],
    ['𠮷野家'],
    ['ＡＢＣ１２３'],
    ['あ가A'],
    ['ㇰㇱㇲ'],
  ])('accepts %s', (value) => {
    expect(validateNickname(value).ok).toBe(true);
  });

  it('counts code points: 10 kanji outside the BMP pass, 11 do not', () => {
    expect('𠮷'.repeat(10).length).toBe(20);
    expect(validateNickname('𠮷'.repeat(10)).ok).toBe(true);
    expect(keyOf(validateNickname('𠮷'.repeat(11)))).toBe('maxLength');
    expect(validateNickname('가나다라마바사아자차').ok).toBe(true);
    expect(keyOf(validateNickname('가나다라마바사아자차카'))).toBe('maxLength');
  });

  it.each([
    ['abc def'],
    [' abc'],
    ['abc\u3000'],
    ['abc!'],
    ['abc_1'],
    ['abc-1'],
    ['a.bc'],
    ['サッカー・ファン'],
    ['ｻｯｶｰ'],
    ['ㅋㅋㅋ'],
    ['😀😀😀'],
    ['abc😀'],
    ['café'],
    ['ＡＢＣ！'],
    ['abc\n'],
  ])('refuses %j', (value) => {
    expect(keyOf(validateNickname(value))).toBe('nickname.format');
  });

  it('checks the NFC form, so a decomposed が is one character', () => {
    const decomposed = 'か\u3099か\u3099';
    expect(keyOf(validateNickname(decomposed))).toBe('minLength');
    expect(validateNickname(`${decomposed}か`).ok).toBe(true);
    expect(normalizeNickname(decomposed)).toBe('がが');
  });

  it('requires a value', () => {
    expect(keyOf(validateNickname(''))).toBe('required');
    expect(keyOf(validateNickname(undefined))).toBe('required');
  });
});

describe('validateName', () => {
  it('accepts 2 and 15 characters after trimming, refuses 1 and 16', () => {
    expect(validateName('山田').ok).toBe(true);
    expect(validateName('  山田  ').ok).toBe(true);
    expect(validateName('a'.repeat(15)).ok).toBe(true);
    expect(validateName('山')).toEqual({ ok: false, error: { key: 'minLength', params: { min: 2 } } });
    expect(validateName(' 山 ')).toEqual({ ok: false, error: { key: 'minLength', params: { min: 2 } } });
    expect(validateName('a'.repeat(16))).toEqual({
      ok: false,
      error: { key: 'maxLength', params: { max: 15 } },
    });
  });

  it('accepts names in any script with inner spaces', () => {
    expect(validateName('山田 太郎').ok).toBe(true);
    expect(validateName('김민수').ok).toBe(true);
    expect(validateName("Mary O'Neil").ok).toBe(true);
    expect(validateName('𠮷田').ok).toBe(true);
  });

  it.each([['山田\t太郎'], ['山田\n太郎'], ['山田\u200b太郎'], ['ab\u0000'], ['ab\u2028cd']])(
    'refuses control characters: %j',
    (value) => {
      expect(keyOf(validateName(value))).toBe('name.format');
    },
  );

  it('requires a value', () => {
    expect(keyOf(validateName(''))).toBe('required');
    expect(keyOf(validateName('   '))).toBe('required');
    expect(keyOf(validateName(null))).toBe('required');
  });

  it('normalizeName trims', () => {
    expect(normalizeName('  山田 太郎 ')).toBe('山田 太郎');
  });
});

describe('validateEmail', () => {
  it.each([
    ['tanaka@example.com'],
    ['free@example.com'],
    ['taro.yamada+kickoff@mail.example.co.jp'],
    ['a_b-c@sub-domain.example.jp'],
    ["o'neil@example.org"],
    ['user@xn--wgv71a119e.jp'],
    ['user@example.xn--q9jyb4c'],
    ['  tanaka@example.com  '],
    ['USER@EXAMPLE.COM'],
  ])('accepts %s', (value) => {
    expect(validateEmail(value).ok).toBe(true);
  });

  it.each([
    ['plainaddress'],
    ['@example.com'],
    ['tanaka@'],
    ['tanaka@example'],
    ['tanaka@@example.com'],
    ['tan@ka@example.com'],
    ['tanaka@example.c'],
    ['tanaka@example.123'],
    ['tanaka@-example.com'],
    ['tanaka@example-.com'],
    ['tanaka@example..com'],
    ['tanaka@.example.com'],
    ['.tanaka@example.com'],
    ['tanaka.@example.com'],
    ['ta..naka@docomo.ne.jp'],
    ['tan aka@example.com'],
    ['"tanaka"@example.com'],
    ['tanaka@[127.0.0.1]'],
    ['たなか@example.com'],
    ['tanaka@例え.jp'],
    ['tanaka＠example.com'],
  ])('refuses %s', (value) => {
    expect(keyOf(validateEmail(value))).toBe('email');
  });

  it('limits the local part to 64 and the whole address to 254 characters', () => {
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(57)}.jp`; // 188
    expect(`${'a'.repeat(64)}@${domain}`).toHaveLength(253);
    expect(validateEmail(`${'a'.repeat(64)}@${domain}`).ok).toBe(true);
    expect(keyOf(validateEmail(`${'a'.repeat(65)}@example.com`))).toBe('email');
    const long = `${'a'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(59)}.jp`;
    expect(long).toHaveLength(255);
    expect(validateEmail(long)).toEqual({ ok: false, error: { key: 'maxLength', params: { max: 254 } } });
  });

  it('refuses a domain label over 63 characters', () => {
    expect(validateEmail(`a@${'d'.repeat(63)}.jp`).ok).toBe(true);
    expect(keyOf(validateEmail(`a@${'d'.repeat(64)}.jp`))).toBe('email');
  });

  it('requires a value', () => {
    expect(keyOf(validateEmail(''))).toBe('required');
    expect(keyOf(validateEmail('   '))).toBe('required');
    expect(keyOf(validateEmail(undefined))).toBe('required');
  });

  it('normalizeEmail trims and lower-cases', () => {
    expect(normalizeEmail('  Tanaka@Example.COM ')).toBe('tanaka@example.com');
  });
});

describe('validateSearchKeyword', () => {
  it('accepts up to 30 characters after trimming', () => {
    expect(LIMITS.searchKeywordMax).toBe(30);
    expect(validateSearchKeyword('東京').ok).toBe(true);
    expect(validateSearchKeyword('a'.repeat(30)).ok).toBe(true);
    expect(validateSearchKeyword(`  ${'a'.repeat(30)}  `).ok).toBe(true);
    expect(validateSearchKeyword('a'.repeat(31))).toEqual({
      ok: false,
      error: { key: 'search.tooLong', params: { max: 30 } },
    });
    expect(validateSearchKeyword('𠮷'.repeat(30)).ok).toBe(true);
    expect(keyOf(validateSearchKeyword('𠮷'.repeat(31)))).toBe('search.tooLong');
  });

  it('treats empty and blank as required', () => {
    expect(keyOf(validateSearchKeyword(''))).toBe('required');
    expect(keyOf(validateSearchKeyword(' \u3000 '))).toBe('required');
    expect(keyOf(validateSearchKeyword(null))).toBe('required');
  });

  it('reports params only where the key has placeholders', () => {
    expect(paramsOf(validateSearchKeyword(''))).toBeUndefined();
  });
});
