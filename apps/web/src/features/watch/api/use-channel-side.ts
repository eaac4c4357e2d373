import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';

/** GET /player/lives/{id}: beside a channel's player, what is on, what comes next, the lives on air. */
export function useChannelSide(channelId: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['watch', 'channelSide', channelId, lang] as const,
    queryFn: ({ signal }) => call('channels.playerLives', { params: { id: channelId }, signal }),
    refetchInterval: 60_000,
  });
}
