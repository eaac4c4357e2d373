import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

/** GET /round/{id}: a round's games with results and its neighbours; the last round stays while the next loads. */
export function useRound(roundId: number | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.round(lang, roundId ?? 0),
    queryFn:
      roundId === undefined
        ? skipToken
        : ({ signal }) => call('league.round', { params: { id: roundId }, signal }),
    placeholderData: keepPreviousData,
  });
}
