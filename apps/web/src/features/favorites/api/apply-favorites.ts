import type { Favorites } from '@kickoff/contract';
import type { QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../catalogue/index.js';
import { favoritesKeys } from './favorites-keys.js';

/**
 * After any favourites change (spec §7): the server's answer REPLACES the member's favourites in the
 * cache (no second GET), the pickers' "chosen" marks and every catalogue answer (/schedule/my lists the
 * favourites' games) are fetched again, and copies in other languages are marked stale.
 */
export function applyFavorites(queryClient: QueryClient, lang: string, favorites: Favorites): void {
  queryClient.setQueryData(favoritesKeys.mine(lang), favorites);
  void queryClient.invalidateQueries({
    queryKey: [...favoritesKeys.all, 'mine'],
    predicate: (query) => query.queryKey[2] !== lang,
  });
  void queryClient.invalidateQueries({ queryKey: favoritesKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
}
