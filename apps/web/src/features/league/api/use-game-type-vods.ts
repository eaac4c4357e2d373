import type { GameType, Page, VodItem, VodKind } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

/** GET /vod/league/gameType: the VODs of every league of a sport (the sport-wide rail). */
export function useGameTypeVods(gameType: string | undefined, kind?: VodKind, pageItem = 12) {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.typeVods(lang, gameType ?? '', kind, pageItem),
    queryFn: ({ signal }) =>
      api<Page<VodItem> & { gameType: GameType }>('/vod/league/gameType', {
        query: { gameType, kind, pageItem },
        signal,
      }),
    enabled: gameType !== undefined,
  });
}
