import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { programKeys } from './program-keys.js';

/** GET /origin/home/web: every original programme with its newest episodes, in the editors' order. */
export function useOriginHome() {
  const lang = useLanguage();
  return useQuery({
    queryKey: programKeys.originHome(lang),
    queryFn: ({ signal }) => call('catalogue.originHome', { signal }),
    staleTime: 5 * 60_000,
  });
}
