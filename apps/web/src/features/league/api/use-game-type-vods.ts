import type { VodKind } from '@kickoff/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

/** GET /vod/league/gameType: the VODs of every league of a sport (the sport-wide rail). */
export function useGameTypeVods(gameType: string | undefined, kind?: VodKind, pageItem = 12) {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.typeVods(lang, gameType ?? '', kind, pageItem),
    queryFn:
      gameType === undefined
        ? skipToken
        : ({ signal }) => call('vod.gameType', { query: { gameType, kind, pageItem }, signal }),
  });
}
