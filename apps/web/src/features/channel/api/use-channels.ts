import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { channelKeys } from './channel-keys.js';

/** What is on air changes every half hour or so: the list (with `nowPlaying`) is fetched again each minute. */
const ONE_MINUTE = 60_000;

/** GET /channel: the TV channels, each with the programme on air now. */
export const channelsQuery = (lang: string) => ({
  queryKey: channelKeys.list(lang),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call('channels.list', { signal }),
  staleTime: ONE_MINUTE,
});

export function useChannels() {
  return useQuery({ ...channelsQuery(useLanguage()), refetchInterval: ONE_MINUTE });
}
