import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's filters in the URL query, so reload, back/forward and shared links keep them. `update`
 * sets or clears keys; any change other than the page itself goes back to page 1.
 */
export function useQueryState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setSearchParams],
  );
  return { searchParams, update };
}
