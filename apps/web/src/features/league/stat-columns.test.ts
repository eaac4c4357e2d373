import { describe, expect, it } from 'vitest';
import { defaultOrder, formatStat, pickView, statViews } from './stat-columns.js';

describe('stat columns', () => {
  it('orders a known sport and keeps unknown keys after', () => {
    const views = statViews(['appearances', 'assists', 'goals', 'minutes', 'xg']);
    expect(views).toEqual([
      { key: 'all', columns: ['goals', 'assists', 'appearances', 'minutes', 'xg'], defaultSort: 'goals' },
    ]);
  });

  it('splits baseball into batting and pitching from the keys present', () => {
    const views = statViews(['avg', 'era', 'games', 'hits', 'wins']);
    expect(views.map((v) => [v.key, v.columns])).toEqual([
      ['batting', ['avg', 'games', 'hits']],
      ['pitching', ['era', 'games', 'wins']],
    ]);
    expect(pickView(views, undefined, 'era')?.key).toBe('pitching');
    expect(pickView(views, 'batting', 'era')?.key).toBe('batting');
    expect(pickView(views, undefined, undefined)?.key).toBe('batting');
  });

  it('shows an unknown sport as it comes, and nothing without statistics', () => {
    expect(statViews(['laps', 'poles'])).toEqual([
      { key: 'all', columns: ['laps', 'poles'], defaultSort: 'laps' },
    ]);
    expect(statViews([])).toEqual([]);
  });

  it('ranks lower-is-better statistics ascending', () => {
    expect(defaultOrder('era')).toBe('asc');
    expect(defaultOrder('avgScore')).toBe('asc');
    expect(defaultOrder('goals')).toBe('desc');
  });

  it('formats statistics the way sports pages print them', () => {
    expect(formatStat('avg', 0.318, 'ja')).toBe('.318');
    expect(formatStat('avg', 1, 'ja')).toBe('1.000');
    expect(formatStat('era', 2.4, 'ja')).toBe('2.40');
    expect(formatStat('minutes', 1679, 'en')).toBe('1,679');
    expect(formatStat('goals', undefined, 'ja')).toBe('—');
  });
});
