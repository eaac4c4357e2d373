import { describe, expect, it } from 'vitest';
import { isQueryWellEncoded } from './input-guard.js';

describe('isQueryWellEncoded', () => {
  it.each([
    ['/a', true],
    ['/a?', true],
    ['/a?keyword=%E3%81%82&page=2', true],
    ['/a?x=100%25&plus=a+b', true],
    ['/a?x=%00', true],
    ['/a?keyword=%E0%A4%A', false],
    ['/a?keyword=%ED%A0%80', false],
    ['/a?%zz=1', false],
    ['/a?ok=1&bad=%', false],
  ])('%s → %s', (url, ok) => {
    expect(isQueryWellEncoded(url)).toBe(ok);
  });
});
