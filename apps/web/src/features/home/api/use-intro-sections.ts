import type { IntroSection } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { homeKeys } from './home-keys.js';

/** GET /introsection/web (public): the visitors' landing sections, in the server's order. */
export function useIntroSections() {
  const lang = useLanguage();
  return useQuery({
    queryKey: homeKeys.intro(lang),
    queryFn: ({ signal }) => api<IntroSection[]>('/introsection/web', { signal }),
    staleTime: 5 * 60_000,
  });
}
