import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { homeKeys } from './home-keys.js';

/** GET /home/web: the member's home sections, in the server's order (live now, today, rails …). */
export function useHome() {
  const lang = useLanguage();
  return useQuery({
    queryKey: homeKeys.home(lang),
    queryFn: ({ signal }) => call('catalogue.home', { signal }),
    // live viewers and today's scores move: fresh for a minute, refreshed when the member comes back
    staleTime: 60_000,
  });
}
