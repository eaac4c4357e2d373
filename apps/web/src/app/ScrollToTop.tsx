import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: scroll resets to top on navigation. A change of the hash alone (in-page anchor) does not, and
 * neither does the first screen the app shows (on load, or a reload: the browser placed it): a page the
 * server drew (prerender.tsx) may have been scrolled — a tap on its way — before the app took it over
 * (thrown back to the top then, the tap landed beside its link).
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const at = pathname + search;
    if (shown.current !== null && shown.current !== at) window.scrollTo(0, 0);
    shown.current = at;
  }, [pathname, search]);
  return null;
}
