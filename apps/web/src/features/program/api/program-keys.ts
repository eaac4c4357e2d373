import type { VodKind } from '@kickoff/contract';
import { catalogueKeys } from '../../catalogue/index.js';

/** Query keys of the programme and detail screens: under the catalogue's (scores), with the language. */
export const programKeys = {
  all: [...catalogueKeys.all, 'program'] as const,
  originHome: (lang: string) => [...programKeys.all, 'origin-home', lang] as const,
  list: (kind: 'origin' | 'theme', id: number, pageNo: number, pageItem: number, lang: string) =>
    [...programKeys.all, kind, id, pageNo, pageItem, lang] as const,
  vods: (filter: VodFilter, pageNo: number, pageItem: number, lang: string) =>
    [...programKeys.all, 'vods', filter, pageNo, pageItem, lang] as const,
};

/** What the default detail page lists: a league's VODs, a sport's, or the popular ones. */
export interface VodFilter {
  leagueId?: number;
  gameType?: string;
  kind?: VodKind;
}
