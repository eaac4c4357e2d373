import { SEARCH_VOD_SORTS } from '@kickoff/contract';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { SearchVodSort } from '../api/search-keys.js';
import { keywordOf } from '../keyword.js';

function sortOf(raw: string | null): SearchVodSort {
  return (SEARCH_VOD_SORTS as readonly string[]).includes(raw ?? '') ? (raw as SearchVodSort) : 'latest';
}

/**
 * The search kept in the URL, so back, forward, reload and shared links show the same results:
 * `?q=` the keyword (trimmed, at most 30 characters; none is the search home) and `&sort=` the VOD
 * order (newest by default, then left out). A `q` that is blank or too long is rewritten in place.
 */
export function useSearchQuery() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('q');
  const keyword = keywordOf(raw);
  const sort = sortOf(params.get('sort'));

  useEffect(() => {
    if (raw !== null && raw !== keyword) {
      setParams(keyword ? { q: keyword } : {}, { replace: true });
    }
  }, [raw, keyword, setParams]);

  /** A new keyword is a new history entry; the same one again, or a blank on the home, changes nothing. */
  const search = useCallback(
    (next: string) => {
      const kw = keywordOf(next);
      if (kw === keyword) return;
      setParams(kw ? { q: kw } : {});
    },
    [keyword, setParams],
  );

  const setSort = useCallback(
    (next: SearchVodSort) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'latest') updated.delete('sort');
          else updated.set('sort', next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { keyword, sort, search, setSort };
}
