import type { EndpointData } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { searchKeys } from './search-keys.js';

/** Every matching live not over yet (`count`); `list` holds the first 30 of them, soonest first. */
export type SearchLives = EndpointData<'search.lives'>;

/** GET /search/lives: matching lives before or on air. */
export function useSearchLives(keyword: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: searchKeys.lives(lang, keyword),
    queryFn: ({ signal }) => call('search.lives', { query: { keyword }, signal }),
    enabled: keyword !== '',
  });
}
