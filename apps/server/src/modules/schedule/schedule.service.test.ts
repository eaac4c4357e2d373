import { describe, expect, it } from 'vitest';
import { favoriteWindow } from './schedule.service.js';

describe('favoriteWindow', () => {
  it('is today-3 … today+7 by default', () => {
    expect(favoriteWindow({}, '20261123')).toEqual({ fromDay: '20261120', toDay: '20261130' });
    expect(favoriteWindow({}, '20261230')).toEqual({ fromDay: '20261227', toDay: '20270106' });
  });

  it('takes both ends as asked, and one end with the default length of 11 days', () => {
    expect(favoriteWindow({ from: '20261101', to: '20261105' }, '20261123')).toEqual({
      fromDay: '20261101',
      toDay: '20261105',
    });
    expect(favoriteWindow({ from: '20261101' }, '20261123')).toEqual({
      fromDay: '20261101',
      toDay: '20261111',
    });
    expect(favoriteWindow({ to: '20261111' }, '20261123')).toEqual({
      fromDay: '20261101',
      toDay: '20261111',
    });
  });
});
