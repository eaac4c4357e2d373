import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: scroll resets to top on navigation. A change of the hash alone (in-page anchor) does not, and
 * neither does the document's first screen (the router's initial location, key "default"): the browser
 * placed it, and a page the server drew (prerender.tsx) may have been scrolled — a tap on its way —
 * before the app took it over (thrown back to the top then, the tap landed beside its link).
 */
export function ScrollToTop() {
  const { pathname, search, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new pathname or query
  useLayoutEffect(() => {
    if (key !== 'default') window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
