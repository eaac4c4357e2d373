import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { catalogueKeys } from './catalogue-keys.js';

const FIVE_MINUTES = 5 * 60_000;

/** GET /game/type: the sports, in their order (public). */
export const gameTypesQuery = (lang: string) => ({
  queryKey: catalogueKeys.gameTypes(lang),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call('catalogue.gameTypes', { signal }),
  staleTime: FIVE_MINUTES,
});

/** GET /top: the sports with their leagues (public), for league menus and filters. */
export const topQuery = (lang: string) => ({
  queryKey: catalogueKeys.top(lang),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call('catalogue.top', { signal }),
  staleTime: FIVE_MINUTES,
});

export function useGameTypes() {
  return useQuery(gameTypesQuery(useLanguage()));
}

export function useTop() {
  return useQuery(topQuery(useLanguage()));
}
