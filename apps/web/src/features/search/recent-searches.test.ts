import { describe, expect, it } from 'vitest';
import { parseRecent, RECENT_SEARCHES_MAX, withRecent } from './recent-searches.js';

describe('recent searches', () => {
  it('puts the newest first, once, and keeps 10', () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i++) list = withRecent(list, `k${i}`);
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
    expect(list[0]).toBe('k12');
    expect(list.at(-1)).toBe('k3');
    expect(withRecent(list, ' k5 ')).toEqual(['k5', ...list.filter((k) => k !== 'k5')]);
    expect(withRecent(list, '   ')).toEqual(list);
  });

  it('reads only a list of keywords from storage', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    expect(parseRecent(JSON.stringify(['a', 1, ' a ', '', 'b']))).toEqual(['a', 'b']);
  });
});
