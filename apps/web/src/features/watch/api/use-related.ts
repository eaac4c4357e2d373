import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { watchKeys } from './watch-keys.js';

/** GET /vod/game/relation: the VODs shown below the player. */
export function useRelatedVods(vodId: number) {
  return useQuery({
    queryKey: watchKeys.related(vodId),
    queryFn: ({ signal }) => call('vod.relation', { query: { vodId, pageItem: 12 }, signal }),
  });
}
