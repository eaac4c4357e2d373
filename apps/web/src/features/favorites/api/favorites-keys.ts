import type { FavoriteTeamListQuery } from '@kickoff/contract';

/** What one page of the team picker asks for (GET /favorite/list/team/{page}). */
export interface FavoriteTeamPageParams extends Partial<Pick<FavoriteTeamListQuery, 'gameType' | 'keyword'>> {
  page: number;
  pageItem: number;
}

/**
 * Query keys of the favourites. Names come in the member's language, so every key holds it. They are
 * not catalogue answers (no scores), so they sit outside `catalogueKeys.all`: a score switch does not
 * refetch them, and a favourites change invalidates the catalogue separately.
 */
export const favoritesKeys = {
  all: ['favorites'] as const,
  /** GET /like: the member's teams and leagues (every change's answer replaces it). */
  mine: (lang: string) => [...favoritesKeys.all, 'mine', lang] as const,
  /** The pickers' lists, which mark the chosen ones. */
  lists: () => [...favoritesKeys.all, 'list'] as const,
  leagues: (lang: string) => [...favoritesKeys.lists(), 'league', lang] as const,
  teams: (lang: string, params: FavoriteTeamPageParams) =>
    [...favoritesKeys.lists(), 'team', lang, params] as const,
};
