import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { catalogueKeys } from './catalogue-keys.js';

/** GET /score/on: whether the member sees scores (member-only; on by default). */
export function useScoreSetting() {
  return useQuery({
    queryKey: catalogueKeys.scoreSetting(),
    queryFn: ({ signal }) => call('settings.getScore', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * PUT /score/on. The server applies the setting to every answer, so on success every catalogue answer
 * on screen is fetched again (hidden scores must be hidden everywhere: lists, detail, search).
 */
export function useSetScoreSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => call('settings.putScore', { body: { on } }),
    onSuccess: async (setting) => {
      queryClient.setQueryData(catalogueKeys.scoreSetting(), setting);
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}
