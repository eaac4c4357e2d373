import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { searchKeys } from './search-keys.js';

/** GET /search/home: before a keyword — most liked VODs, news VODs and today's lives. */
export function useSearchHome() {
  const lang = useLanguage();
  return useQuery({
    queryKey: searchKeys.home(lang),
    queryFn: ({ signal }) => call('search.home', { signal }),
  });
}
