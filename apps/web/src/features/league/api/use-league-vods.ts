import type { VodKind } from '@kickoff/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

/** GET /vod/league/detail: a league's VODs, newest first, optionally of one kind (highlights, full matches). */
export function useLeagueVods(leagueId: number | undefined, kind?: VodKind, pageItem = 12) {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.vods(lang, leagueId ?? 0, kind, pageItem),
    queryFn:
      leagueId === undefined
        ? skipToken
        : ({ signal }) => call('vod.league', { query: { leagueId, kind, pageItem }, signal }),
  });
}
