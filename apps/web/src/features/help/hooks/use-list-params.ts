import { LIMITS } from '@kickoff/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A positive whole number from the URL, or undefined (`?page=abc`, `?page=0` and `?page=-1` are ignored). */
export function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

export interface ListParams {
  page: number;
  categoryId: number | undefined;
  keyword: string;
}

export interface ListParamChanges {
  page?: number;
  categoryId?: number | undefined;
  keyword?: string;
}

/**
 * The state of a board in the URL (`?category=2&keyword=app&page=3`), so back/forward, reload and a shared
 * link keep the page. Changing the category or keyword goes back to page 1. Each change is a history entry.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: ListParams = {
    page: positiveInt(searchParams.get('page')) ?? 1,
    categoryId: positiveInt(searchParams.get('category')),
    keyword: (searchParams.get('keyword') ?? '').trim().slice(0, LIMITS.searchKeywordMax),
  };

  const update = useCallback(
    (changes: ListParamChanges, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const set = (key: string, value: string | number | undefined) => {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          };
          if ('categoryId' in changes) set('category', changes.categoryId);
          if ('keyword' in changes) set('keyword', changes.keyword?.trim());
          if ('page' in changes) set('page', changes.page);
          else if ('categoryId' in changes || 'keyword' in changes) next.delete('page');
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams],
  );

  return { ...params, update, search: searchParams.toString() };
}
