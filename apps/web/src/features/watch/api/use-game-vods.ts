import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { watchKeys } from './watch-keys.js';

/** GET /vod/game: the VODs of the game a VOD belongs to — the list loop playback goes through. */
export function useGameVods(gameId: number | null) {
  return useQuery({
    queryKey: watchKeys.gameVods(gameId ?? 0),
    queryFn: ({ signal }) => call('vod.game', { query: { gameId: gameId ?? 0, pageItem: 50 }, signal }),
    enabled: gameId !== null,
  });
}
