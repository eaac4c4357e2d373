import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { favoritesKeys } from './favorites-keys.js';

/** GET /like: the member's favourite teams and leagues, each list in the member's order (orderNo). */
export function useFavorites() {
  const lang = useLanguage();
  return useQuery({
    queryKey: favoritesKeys.mine(lang),
    queryFn: ({ signal }) => call('favorites.like', { signal }),
  });
}
