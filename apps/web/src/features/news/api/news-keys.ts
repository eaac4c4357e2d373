import { catalogueKeys } from '../../catalogue/index.js';

export interface NewsListParams {
  pageNo: number;
  pageItem: number;
  gameTypeId?: number;
  leagueId?: number;
  teamId?: number;
}

/**
 * Query keys of the news screens, under `catalogueKeys.all` with the language (posts name teams and
 * leagues in the member's language; the score setting refetches everything under it).
 */
export const newsKeys = {
  all: [...catalogueKeys.all, 'news'] as const,
  list: (lang: string, params: NewsListParams) => [...newsKeys.all, 'list', lang, params] as const,
  post: (lang: string, id: number) => [...newsKeys.all, 'post', lang, id] as const,
};
