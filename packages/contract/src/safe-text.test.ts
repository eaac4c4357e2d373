import { describe, expect, it } from 'vitest';
import { findUnsafeText, hasUnsafeText } from './safe-text.js';

describe('hasUnsafeText', () => {
  it.each([
    ['', false],
    ['plain ascii', false],
    ['日本語と한국어', false],
    ['emoji pair 😀 and ⚽', false],
    ['tab\tnewline\n and other controls \u0001\u001f', false],
    ['\u0000', true],
    ['before\u0000after', true],
    ['lone high \ud83d here', true],
    ['lone low \ude00 here', true],
    ['ends in a high surrogate \ud83d', true],
    ['two highs \ud83d\ud83d\ude00', true],
    ['low before high \ude00\ud83d', true],
  ])('%j → %s', (value, unsafe) => {
    expect(hasUnsafeText(value)).toBe(unsafe);
  });

  it('scans a 1 MB string quickly', () => {
    const big = `${'あ'.repeat(1_000_000)}\u0000`;
    const started = performance.now();
    expect(hasUnsafeText(big)).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('findUnsafeText', () => {
  it('answers null for safe values of any shape', () => {
    for (const value of [undefined, null, 1, true, 'text', [], {}, { a: ['b', { c: 'd', e: 2 }] }]) {
      expect(findUnsafeText(value)).toBeNull();
    }
  });

  it("answers '' when the value itself is unsafe text", () => {
    expect(findUnsafeText('x\u0000')).toBe('');
  });

  it('answers the dotted path of the first unsafe string, deep in objects and arrays', () => {
    expect(findUnsafeText({ keyword: 'a\u0000' })).toBe('keyword');
    expect(findUnsafeText({ items: [{ name: 'ok' }, { name: '\ud800' }] })).toBe('items.1.name');
    expect(findUnsafeText({ first: '\u0000', second: '\u0000' })).toBe('first');
    expect(findUnsafeText(['ok', ['\udfff']])).toBe('1.0');
  });

  it('checks object keys too', () => {
    expect(findUnsafeText({ nested: { 'bad\u0000key': 1 } })).toBe('nested.bad\u0000key');
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toBe(Array(200_000).fill('0').join('.'));
  });

  it('walks a very wide array', () => {
    const wide: unknown[] = Array(300_000).fill('ok');
    wide.push({ last: '\u0000' });
    expect(findUnsafeText(wide)).toBe('300000.last');
  });
});
