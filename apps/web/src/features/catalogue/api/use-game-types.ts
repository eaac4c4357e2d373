import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { catalogueKeys } from './catalogue-keys.js';

const FIVE_MINUTES = 5 * 60_000;

/** GET /game/type: the sports, in their order (public). */
export function useGameTypes() {
  const lang = useLanguage();
  return useQuery({
    queryKey: catalogueKeys.gameTypes(lang),
    queryFn: ({ signal }) => call('catalogue.gameTypes', { signal }),
    staleTime: FIVE_MINUTES,
  });
}

/** GET /top: the sports with their leagues (public), for league menus and filters. */
export function useTop() {
  const lang = useLanguage();
  return useQuery({
    queryKey: catalogueKeys.top(lang),
    queryFn: ({ signal }) => call('catalogue.top', { signal }),
    staleTime: FIVE_MINUTES,
  });
}
