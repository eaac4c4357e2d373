import type { LiveItem } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { searchKeys } from './search-keys.js';

export interface SearchLives {
  /** Every matching live not over yet; `list` holds the first 30 of them, soonest first. */
  count: number;
  list: LiveItem[];
}

/** GET /search/lives: matching lives before or on air. */
export function useSearchLives(keyword: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: searchKeys.lives(lang, keyword),
    queryFn: ({ signal }) => api<SearchLives>('/search/lives', { query: { keyword }, signal }),
    enabled: keyword !== '',
  });
}
