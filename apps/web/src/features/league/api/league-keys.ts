import { catalogueKeys } from '../../catalogue/index.js';

export interface PlayerListParams {
  leagueId?: number;
  seasonId?: number;
  teamId?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  pageNo: number;
  pageItem: number;
}

/**
 * Query keys of the league screen. They sit under `catalogueKeys.all` and carry the language, so a
 * language switch fetches the other copy and changing the score setting refetches every answer here
 * (scores, standings and results are hidden by the server).
 */
export const leagueKeys = {
  all: [...catalogueKeys.all, 'league'] as const,
  ofType: (lang: string, type: string) => [...leagueKeys.all, 'of-type', lang, type] as const,
  sort: (lang: string) => [...leagueKeys.all, 'sort', lang] as const,
  home: (lang: string, type: string, leagueId?: number, seasonId?: number) =>
    [...leagueKeys.all, 'home', lang, type, { leagueId, seasonId }] as const,
  players: (lang: string, params: PlayerListParams) => [...leagueKeys.all, 'players', lang, params] as const,
  info: (lang: string, leagueId: number) => [...leagueKeys.all, 'info', lang, leagueId] as const,
  years: (lang: string, leagueId: number) => [...leagueKeys.all, 'years', lang, leagueId] as const,
  seasons: (lang: string, leagueId: number, year?: number) =>
    [...leagueKeys.all, 'seasons', lang, leagueId, year ?? 'all'] as const,
  entry: (lang: string, seasonId: number) => [...leagueKeys.all, 'entry', lang, seasonId] as const,
  round: (lang: string, roundId: number) => [...leagueKeys.all, 'round', lang, roundId] as const,
  vods: (lang: string, leagueId: number, kind: string | undefined, pageItem: number) =>
    [...leagueKeys.all, 'vods', lang, leagueId, kind ?? 'all', pageItem] as const,
  typeVods: (lang: string, gameType: string, kind: string | undefined, pageItem: number) =>
    [...leagueKeys.all, 'type-vods', lang, gameType, kind ?? 'all', pageItem] as const,
  standings: (lang: string, query: { leagueId?: number; seasonId?: number }) =>
    [...leagueKeys.all, 'standings', lang, query] as const,
};
