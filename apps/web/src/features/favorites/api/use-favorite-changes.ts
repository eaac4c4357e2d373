import type { FavoriteKind, Favorites } from '@kickoff/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { applyFavorites } from './apply-favorites.js';

/**
 * The single favourite calls of spec §7, for one-tap changes outside the editor (a chip's remove
 * button, a "follow" star): POST /favorite/{key} adds at the end, PUT /favorite/{key}/{id} moves to
 * position orderNo, DELETE /favorite/{key}/{id} removes. Each answer replaces the favourites cache.
 */
export function useAddFavorite() {
  return useFavoriteCall(({ kind, destId }: { kind: FavoriteKind; destId: number }) =>
    api<Favorites>(`/favorite/${kind}`, { method: 'POST', body: { destId } }),
  );
}

export function useMoveFavorite() {
  return useFavoriteCall(
    ({ kind, destId, orderNo }: { kind: FavoriteKind; destId: number; orderNo: number }) =>
      api<Favorites>(`/favorite/${kind}/${destId}`, { method: 'PUT', body: { orderNo } }),
  );
}

export function useRemoveFavorite() {
  return useFavoriteCall(({ kind, destId }: { kind: FavoriteKind; destId: number }) =>
    api<Favorites>(`/favorite/${kind}/${destId}`, { method: 'DELETE' }),
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
