import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Keeps unsaved changes from being lost: while `dirty`, leaving within the app is held by the router
 * (the screen asks, then `proceed` or `reset`) and closing or reloading the tab asks the browser's
 * own question.
 */
export function useUnsavedGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return blocker;
}
