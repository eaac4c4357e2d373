import { describe, expect, it } from 'vitest';
import { patternOf } from './route-table.js';

describe('patternOf', () => {
  it.each([
    ['/api/v2/notice/list', '/api/v2/notice/list', true],
    ['/api/v2/notice/list', '/api/v2/notice/listx', false],
    ['/api/v2/terms/:id', '/api/v2/terms/7', true],
    ['/api/v2/terms/:id', '/api/v2/terms/7/more', false],
    ['/api/v2/season/:leagueId/:year', '/api/v2/season/1/2026', true],
    ['/api/v2/art/*', '/api/v2/art/a/b.svg', true],
    ['/index.html', '/indexxhtml', false],
  ])('%s matches %s: %s', (url, path, matches) => {
    expect(patternOf(url).test(path)).toBe(matches);
  });
});
