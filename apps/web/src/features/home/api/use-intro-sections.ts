import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { homeKeys } from './home-keys.js';

const introSectionsQuery = (lang: string) => ({
  queryKey: homeKeys.intro(lang),
  queryFn: ({ signal }: { signal: AbortSignal }) => call('catalogue.introSections', { signal }),
  staleTime: 5 * 60_000,
});

/** GET /introsection/web (public): the visitors' landing sections, in the server's order. */
export function useIntroSections() {
  return useQuery(introSectionsQuery(useLanguage()));
}

/** Starts GET /introsection/web before /intro renders (the app's first screen: app/router.ts). */
export function prefetchIntroSections(queryClient: QueryClient, lang: string): void {
  void queryClient.prefetchQuery(introSectionsQuery(lang));
}
