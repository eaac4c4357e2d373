import type { FavoriteKind, Favorites } from '@kickoff/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { applyFavorites } from './apply-favorites.js';

/**
 * The single favourite calls of spec §7, for one-tap changes outside the editor (a chip's remove
 * button, a "follow" star): POST /favorite/{key} adds at the end, PUT /favorite/{key}/{id} moves to
 * position orderNo, DELETE /favorite/{key}/{id} removes. Each answer replaces the favourites cache.
 */
export function useAddFavorite() {
  return useFavoriteCall(({ kind, destId }: { kind: FavoriteKind; destId: number }) =>
    call('favorites.add', { params: { key: kind }, body: { destId } }),
  );
}

export function useMoveFavorite() {
  return useFavoriteCall(
    ({ kind, destId, orderNo }: { kind: FavoriteKind; destId: number; orderNo: number }) =>
      call('favorites.move', { params: { key: kind, id: destId }, body: { orderNo } }),
  );
}

export function useRemoveFavorite() {
  return useFavoriteCall(({ kind, destId }: { kind: FavoriteKind; destId: number }) =>
    call('favorites.remove', { params: { key: kind, id: destId } }),
  );
}

function useFavoriteCall<V>(call: (variables: V) => Promise<Favorites>) {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: call,
    onSuccess: (favorites) => applyFavorites(queryClient, lang, favorites),
  });
}
