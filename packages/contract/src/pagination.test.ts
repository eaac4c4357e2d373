import { describe, expect, it } from 'vitest';
import {
  ITEMS_PER_PAGE,
  normalizePage,
  PAGES_PER_GROUP,
  pageGroup,
  pageOffset,
  totalPages,
} from './pagination.js';

describe('constants', () => {
  it('follow spec §9: 5 pages per group, 10 items per page', () => {
    expect(PAGES_PER_GROUP).toBe(5);
    expect(ITEMS_PER_PAGE).toBe(10);
  });
});

describe('totalPages', () => {
  it.each([
    [0, 0],
    [1, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [21, 3],
    [123, 13],
  ])('%i items make %i pages of 10', (total, pages) => {
    expect(totalPages(total)).toBe(pages);
  });

  it('takes another page size', () => {
    expect(totalPages(17, 8)).toBe(3);
    expect(totalPages(16, 8)).toBe(2);
  });

  it('answers 0 for negative or non-finite totals', () => {
    expect(totalPages(-5)).toBe(0);
    expect(totalPages(Number.NaN)).toBe(0);
    expect(totalPages(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('refuses a page size that is not a positive integer', () => {
    expect(() => totalPages(10, 0)).toThrow(RangeError);
    expect(() => totalPages(10, 2.5)).toThrow(RangeError);
  });
});

describe('pageOffset', () => {
  it('is the number of items before the page', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(20);
    expect(pageOffset(2, 8)).toBe(8);
    expect(pageOffset(0)).toBe(0);
  });
});

describe('normalizePage', () => {
  it('accepts whole pages from 1 to the total, as numbers or strings', () => {
    expect(normalizePage(1, 12)).toBe(1);
    expect(normalizePage(12, 12)).toBe(12);
    expect(normalizePage('7', 12)).toBe(7);
    expect(normalizePage(' 3 ', 12)).toBe(3);
  });

  it.each([
    [0],
    [-1],
    [13],
    [1.5],
    ['1.5'],
    ['0'],
    ['13'],
    ['-1'],
    ['abc'],
    ['3a'],
    [''],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [undefined],
    [{}],
    [[2]],
    [true],
  ])('ignores %j (answers null)', (input) => {
    expect(normalizePage(input, 12)).toBeNull();
  });

  it('ignores every page when there are no pages', () => {
    expect(normalizePage(1, 0)).toBeNull();
  });
});

describe('pageGroup', () => {
  it('shows the first group with next only', () => {
    expect(pageGroup(1, 12)).toEqual({
      current: 1,
      totalPages: 12,
      pages: [1, 2, 3, 4, 5],
      hasPrev: false,
      hasNext: true,
      prevPage: null,
      nextPage: 2,
    });
  });

  it('shows a middle group; prev and next move one page', () => {
    expect(pageGroup(8, 12)).toMatchObject({ pages: [6, 7, 8, 9, 10], prevPage: 7, nextPage: 9 });
  });

  it('keeps the group for every page inside it', () => {
    for (const current of [6, 7, 8, 9, 10]) expect(pageGroup(current, 12).pages).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows a short last group with next absent on the last page', () => {
    expect(pageGroup(12, 12)).toMatchObject({
      pages: [11, 12],
      hasPrev: true,
      hasNext: false,
      prevPage: 11,
      nextPage: null,
    });
  });

  it('has neither prev nor next on a single page', () => {
    expect(pageGroup(1, 1)).toMatchObject({ pages: [1], hasPrev: false, hasNext: false });
    expect(pageGroup(3, 5)).toMatchObject({ pages: [1, 2, 3, 4, 5], prevPage: 2, nextPage: 4 });
  });

  it('brings an out-of-range current page to the nearest end', () => {
    expect(pageGroup(40, 12)).toMatchObject({ current: 12, pages: [11, 12] });
    expect(pageGroup(0, 12)).toMatchObject({ current: 1, pages: [1, 2, 3, 4, 5] });
    expect(pageGroup(Number.NaN, 12)).toMatchObject({ current: 1 });
  });

  it('is empty when there are no pages', () => {
    expect(pageGroup(1, 0)).toEqual({
      current: 0,
      totalPages: 0,
      pages: [],
      hasPrev: false,
      hasNext: false,
      prevPage: null,
      nextPage: null,
    });
  });

  it('takes another group size', () => {
    expect(pageGroup(4, 20, 3)).toMatchObject({ pages: [4, 5, 6], prevPage: 3, nextPage: 5 });
    expect(() => pageGroup(1, 10, 0)).toThrow(RangeError);
  });
});

describe('prev and next recalculate the group when they leave it (spec §4)', () => {
  it('next from the end of a group shows the next group; prev from its start shows the previous one', () => {
    const fromTen = pageGroup(10, 23).nextPage!;
    expect(fromTen).toBe(11);
    expect(pageGroup(fromTen, 23).pages).toEqual([11, 12, 13, 14, 15]);
    const fromSix = pageGroup(6, 23).prevPage!;
    expect(fromSix).toBe(5);
    expect(pageGroup(fromSix, 23).pages).toEqual([1, 2, 3, 4, 5]);
  });

  it('walks a whole long board forward, one page a step, through every group', () => {
    const groups = new Set<string>();
    let page: number | null = 1;
    let steps = 0;
    while (page !== null) {
      groups.add(pageGroup(page, 23).pages.join(','));
      page = pageGroup(page, 23).nextPage;
      steps++;
    }
    expect(steps).toBe(23);
    expect([...groups]).toEqual(['1,2,3,4,5', '6,7,8,9,10', '11,12,13,14,15', '16,17,18,19,20', '21,22,23']);
  });
});
