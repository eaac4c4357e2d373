import type { SEARCH_VOD_SORTS } from '@kickoff/contract';
import { catalogueKeys } from '../../catalogue/index.js';

export type SearchVodSort = (typeof SEARCH_VOD_SORTS)[number];

/**
 * Query keys of the search screen. Under `catalogueKeys.all`, so turning scores off refetches every
 * result (the server hides them); each holds the language, since names come translated.
 */
export const searchKeys = {
  all: [...catalogueKeys.all, 'search'] as const,
  home: (lang: string) => [...searchKeys.all, 'home', lang] as const,
  teams: (lang: string, keyword: string) => [...searchKeys.all, 'teams', lang, keyword] as const,
  lives: (lang: string, keyword: string) => [...searchKeys.all, 'lives', lang, keyword] as const,
  vods: (lang: string, keyword: string, sort: SearchVodSort) =>
    [...searchKeys.all, 'vods', lang, keyword, sort] as const,
  chart: (lang: string, pageNo: number) => [...searchKeys.all, 'chart', lang, pageNo] as const,
};
