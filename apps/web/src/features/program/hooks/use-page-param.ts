import { normalizePage } from '@kickoff/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The list page in the URL (`?page=`), other query values kept: a reload, a shared link or the back
 * button shows the same page. Anything that is not a page number reads as page 1.
 */
export function usePageParam(): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const page = normalizePage(params.get('page'), Number.MAX_SAFE_INTEGER) ?? 1;
  const setPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const merged = new URLSearchParams(prev);
          if (next <= 1) merged.delete('page');
          else merged.set('page', String(next));
          return merged;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );
  return [page, setPage];
}
