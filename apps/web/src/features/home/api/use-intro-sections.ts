import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { homeKeys } from './home-keys.js';

/** GET /introsection/web (public): the visitors' landing sections, in the server's order. */
export function useIntroSections() {
  const lang = useLanguage();
  return useQuery({
    queryKey: homeKeys.intro(lang),
    queryFn: ({ signal }) => call('catalogue.introSections', { signal }),
    staleTime: 5 * 60_000,
  });
}
