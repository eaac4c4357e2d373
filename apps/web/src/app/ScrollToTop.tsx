import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: scroll resets to top on navigation. A change of the hash alone (in-page anchor) does not. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new pathname or query
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
