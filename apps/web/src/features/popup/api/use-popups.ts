import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { popupKeys } from './popup-keys.js';

/**
 * GET /popup?path=: the popups active for a page (spec §2: loaded after entering / or /intro). Not
 * retried: a popup that fails to load is simply not shown (spec §4).
 */
export function usePopups(path: string, enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: popupKeys.list(path, lang),
    queryFn: ({ signal }) => call('popups.list', { query: { path }, signal }),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
