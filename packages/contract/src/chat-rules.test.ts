import { describe, expect, it } from 'vitest';
import {
  containsUrl,
  findForbiddenWord,
  normalizeChatText,
  normalizeForMatch,
  validateChatText,
} from './chat-rules.js';
import { LIMITS } from './limits.js';
import type { ValidationResult } from './validation.js';

const keyOf = (result: ValidationResult) => (result.ok ? null : result.error.key);

describe('normalizeForMatch', () => {
  it('folds width and case and drops whitespace', () => {
    expect(normalizeForMatch('ＢＡＤ　Ｗｏｒｄ')).toBe('badword');
    expect(normalizeForMatch('ｶﾞｯﾂ')).toBe('ガッツ');
    expect(normalizeForMatch(' a \t b\nc ')).toBe('abc');
  });
});

describe('containsUrl', () => {
  it.each([
    ['http://example.com'],
    ['https://example.com/path?q=1'],
    ['見て→https://t.co/abc'],
    ['HTTPS://EXAMPLE.COM'],
    ['ftp://files.example.org'],
    ['ttp://example.xyz'],
    ['www.example'],
    ['go to WWW.kickoff'],
    ['example.com'],
    ['visit example.com now'],
    ['サイトはexample.comです'],
    ['foo.jp'],
    ['foo.co.jp'],
    ['bit.ly/x'],
    ['goo.gl/abc'],
    ['my-site.tokyo'],
    ['end of sentence example.net.'],
    ['ｈｔｔｐｓ：／／ｅｘａｍｐｌｅ．ｃｏｍ'],
    ['ＥＸＡＭＰＬＥ．ＣＯＭ'],
    ['ｗｗｗ．ｆｏｏ'],
    ['192.168.0.1'],
    ['server 10.0.0.12:8080'],
  ])('finds a link in %j', (text) => {
    expect(containsUrl(text)).toBe(true);
  });

  it.each([
    ['ナイスゴール！'],
    ['2-1で勝った'],
    ['3.14'],
    ['score 2.5 points'],
    ['Mr.Smith'],
    ['lol.haha'],
    ['e.g. this'],
    ['aww. nice'],
    ['the company was great'],
    ['photo.jpg'],
    ['example. com'],
    ['version 1.2.3'],
    ['a@b'],
    ['がんばれ！！www'],
  ])('finds no link in %j', (text) => {
    expect(containsUrl(text)).toBe(false);
  });
});

describe('findForbiddenWord', () => {
  const words = ['badword', 'バカ', '死ね', 'Spam Bot'];

  it('matches case-insensitively', () => {
    expect(findForbiddenWord('you BADWORD', words)).toBe('badword');
  });

  it('matches across spaces, full-width and half-width forms', () => {
    expect(findForbiddenWord('bad word', words)).toBe('badword');
    expect(findForbiddenWord('ｂａｄ　ｗｏｒｄ', words)).toBe('badword');
    expect(findForbiddenWord('お前ﾊﾞｶだな', words)).toBe('バカ');
    expect(findForbiddenWord('死 ね', words)).toBe('死ね');
    expect(findForbiddenWord('spambot here', words)).toBe('Spam Bot');
  });

  it('answers the word as listed and null when clean', () => {
    expect(findForbiddenWord('ナイスゴール', words)).toBeNull();
    expect(findForbiddenWord('', words)).toBeNull();
    expect(findForbiddenWord('anything', [])).toBeNull();
  });

  it('ignores blank entries of the list', () => {
    expect(findForbiddenWord('hello', ['', '  ', '\u3000'])).toBeNull();
  });
});

describe('validateChatText', () => {
  it('uses the limits of decisions.md', () => {
    expect(LIMITS.chat.minLength).toBe(1);
    expect(LIMITS.chat.maxLength).toBe(100);
  });

  it('accepts 1 and 100 characters after trimming', () => {
    expect(validateChatText('a').ok).toBe(true);
    expect(validateChatText('あ'.repeat(100)).ok).toBe(true);
    expect(validateChatText(`  ${'a'.repeat(100)}  `).ok).toBe(true);
    expect(validateChatText('😀'.repeat(100)).ok).toBe(true); // 200 UTF-16 units
  });

  it('refuses 101 characters', () => {
    expect(validateChatText('a'.repeat(101))).toEqual({
      ok: false,
      error: { key: 'maxLength', params: { max: 100 } },
    });
  });

  it('refuses an empty or blank message', () => {
    expect(keyOf(validateChatText(''))).toBe('required');
    expect(keyOf(validateChatText('   \u3000\n'))).toBe('required');
    expect(keyOf(validateChatText(null))).toBe('required');
    expect(keyOf(validateChatText(undefined))).toBe('required');
  });

  it('blocks URLs', () => {
    expect(validateChatText('check https://example.com')).toEqual({ ok: false, error: { key: 'chat.url' } });
    expect(keyOf(validateChatText('bit.ly/x'))).toBe('chat.url');
  });

  it('rejects forbidden words and names the word', () => {
    expect(validateChatText('ＢＡＤ ｗｏｒｄ!!', ['badword'])).toEqual({
      ok: false,
      error: { key: 'chat.forbidden', params: { word: 'badword' } },
    });
    expect(validateChatText('ナイスゴール', ['badword']).ok).toBe(true);
  });

  it('checks length before links and links before words', () => {
    expect(keyOf(validateChatText(`badword example.com ${'a'.repeat(100)}`, ['badword']))).toBe('maxLength');
    expect(keyOf(validateChatText('badword example.com', ['badword']))).toBe('chat.url');
  });

  it('normalizeChatText trims', () => {
    expect(normalizeChatText('  ナイス！ \n')).toBe('ナイス！');
  });
});
