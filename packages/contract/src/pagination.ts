import { LIMITS } from './limits.js';

/**
 * Pagination of every board (spec §4, §5, §9): 10 items per page, page numbers shown 5 at a time.
 *
 *   « 前へ   6 7 [8] 9 10   次へ »
 *
 * The control shows the group holding the current page. "Prev" (前へ) and "next" (次へ) move one page;
 * when that leaves the group, the group is recalculated (spec §4): from 6, prev goes to 5 and the
 * numbers become 1–5; from 10, next goes to 11 and they become 11–15. Prev is absent on page 1 and next
 * on the last page.
 */

export const PAGES_PER_GROUP = LIMITS.pagination.pagesPerGroup;
export const ITEMS_PER_PAGE = LIMITS.pagination.itemsPerPage;

function assertPositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer`);
}

/** Number of pages for `total` items; 0 when there is nothing (or `total` is not a positive number). */
export function totalPages(total: number, perPage: number = ITEMS_PER_PAGE): number {
  assertPositiveInteger('perPage', perPage);
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.ceil(Math.floor(total) / perPage);
}

/** Items to skip before a page (the SQL offset): page 1 → 0, page 3 → 20. */
export function pageOffset(page: number, perPage: number = ITEMS_PER_PAGE): number {
  assertPositiveInteger('perPage', perPage);
  return Math.max(0, Math.floor(page) - 1) * perPage;
}

/**
 * A requested page (a number, or a string from the URL or a click): the page number when it is a whole
 * number from 1 to `pageCount`, otherwise null, meaning "ignore the request and stay where you are"
 * (spec §5: a page below 1, above the total or not a number is ignored).
 */
export function normalizePage(input: unknown, pageCount: number): number | null {
  let page: number;
  if (typeof input === 'number') page = input;
  else if (typeof input === 'string' && /^\s*\d+\s*$/.test(input)) page = Number(input);
  else return null;
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return page;
}

export type PageGroup = {
  /** The current page, brought into 1…totalPages (0 when there are no pages). */
  current: number;
  totalPages: number;
  /** The page numbers to show, e.g. [6, 7, 8, 9, 10]; empty when there are no pages. */
  pages: number[];
  hasPrev: boolean;
  hasNext: boolean;
  /** Where "prev" goes: the page before, or null on page 1. */
  prevPage: number | null;
  /** Where "next" goes: the page after, or null on the last page. */
  nextPage: number | null;
};

/**
 * The visible group of page numbers for the current page. A current page out of range is brought to the
 * nearest end (the list call may have returned fewer pages than the URL asked for).
 */
export function pageGroup(current: number, pageCount: number, perGroup: number = PAGES_PER_GROUP): PageGroup {
  assertPositiveInteger('perGroup', perGroup);
  const total = Number.isFinite(pageCount) ? Math.max(0, Math.floor(pageCount)) : 0;
  if (total === 0) {
    return {
      current: 0,
      totalPages: 0,
      pages: [],
      hasPrev: false,
      hasNext: false,
      prevPage: null,
      nextPage: null,
    };
  }
  const page = Number.isFinite(current) ? Math.min(Math.max(Math.floor(current), 1), total) : 1;
  const first = Math.floor((page - 1) / perGroup) * perGroup + 1;
  const last = Math.min(first + perGroup - 1, total);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const prevPage = page > 1 ? page - 1 : null;
  const nextPage = page < total ? page + 1 : null;
  return {
    current: page,
    totalPages: total,
    pages,
    hasPrev: prevPage !== null,
    hasNext: nextPage !== null,
    prevPage,
    nextPage,
  };
}
