import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { homeKeys } from './home-keys.js';

const homeQuery = (lang: string) => ({
  queryKey: homeKeys.home(lang),
  queryFn: ({ signal }: { signal: AbortSignal }) => call('catalogue.home', { signal }),
  // live viewers and today's scores move: fresh for a minute, refreshed when the member comes back
  staleTime: 60_000,
});

/** GET /home/web: the member's home sections, in the server's order (live now, today, rails …). */
export function useHome() {
  return useQuery(homeQuery(useLanguage()));
}

/** Starts GET /home/web before the home renders (the app's first screen: app/router.ts). */
export function prefetchHome(queryClient: QueryClient, lang: string): void {
  void queryClient.prefetchQuery(homeQuery(lang));
}
