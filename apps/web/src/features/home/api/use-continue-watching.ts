import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { homeKeys } from './home-keys.js';

/**
 * GET /continue: the member's unfinished VODs, the latest watched first (the home's "continue
 * watching" rail). Asked again whenever the home is opened, so a VOD just watched is there.
 */
export function useContinueWatching() {
  const lang = useLanguage();
  return useQuery({
    queryKey: homeKeys.continueWatching(lang),
    queryFn: ({ signal }) => call('continue.list', { signal }),
    staleTime: 0,
  });
}
