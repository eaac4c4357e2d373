import { useLocation } from 'react-router';

/**
 * Where a detail page's back button leads: the list page it was opened from (kept in the history entry's
 * state, so it survives reload and back/forward), or the list's first page when opened directly.
 */
export function useBackTo(listPath: string): string {
  const { state } = useLocation();
  const backTo: unknown = state && typeof state === 'object' && 'backTo' in state ? state.backTo : undefined;
  if (typeof backTo === 'string' && (backTo === listPath || backTo.startsWith(`${listPath}?`))) return backTo;
  return listPath;
}
