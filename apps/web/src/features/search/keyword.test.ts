import { describe, expect, it } from 'vitest';
import { clampKeyword, keywordOf, nextKeywordInput } from './keyword.js';

describe('search keyword rules', () => {
  it('clamps to 30 characters counted as code points', () => {
    expect(clampKeyword('a'.repeat(31))).toBe('a'.repeat(30));
    expect(clampKeyword('⚽'.repeat(31))).toBe('⚽'.repeat(30));
    expect(clampKeyword('𠮷'.repeat(30))).toBe('𠮷'.repeat(30));
  });

  it('reads ?q= trimmed and clamped; blank is no keyword', () => {
    expect(keywordOf('  東都 ')).toBe('東都');
    expect(keywordOf('   ')).toBe('');
    expect(keywordOf(null)).toBe('');
    expect(keywordOf(`${'b'.repeat(29)}  c`)).toBe('b'.repeat(29));
  });

  it('refuses a 31st typed character but cuts a long insertion', () => {
    const full = 'x'.repeat(30);
    expect(nextKeywordInput(full, `${full}y`)).toEqual({ text: full, notice: 'limit' });
    expect(nextKeywordInput('ab', 'ab'.padEnd(40, 'z'))).toEqual({
      text: 'ab'.padEnd(30, 'z'),
      notice: 'cut',
    });
    expect(nextKeywordInput('ab', 'abc')).toEqual({ text: 'abc', notice: null });
  });
});
