import type { FavoriteKind, Favorites, LikeSeveralBody } from '@kickoff/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { applyFavorites } from './apply-favorites.js';

export interface SaveFavoritesInput {
  userId: number;
  /** The lists to store, each whole and in order (only the kinds that changed). */
  lists: { type: FavoriteKind; destIds: number[] }[];
}

/**
 * POST /like/several2 for each changed list (teams, then leagues): the list replaces the member's list
 * of that kind, orderNo 1…n in the given order. Each answer replaces the favourites cache as it
 * arrives, so a failure on the second list still leaves the first one saved and shown.
 */
export function useSaveFavorites() {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: async ({ userId, lists }: SaveFavoritesInput) => {
      let last: Favorites | null = null;
      for (const { type, destIds } of lists) {
        const body: LikeSeveralBody = {
          userId,
          type,
          destIdList: destIds.map((destId, index) => ({ destId, orderNo: index + 1 })),
        };
        last = await call('favorites.likeSeveral', { body });
        applyFavorites(queryClient, lang, last);
      }
      return last;
    },
  });
}
