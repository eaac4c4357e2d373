import { compactDateOf } from '@kickoff/contract';
import type { QueryClient } from '@tanstack/react-query';
import { drawnNow } from '../../../core/render-clock.js';
import { channelsQuery } from './use-channels.js';
import { programDayQuery } from './use-program-day.js';

/**
 * /channel's main data as it opens (today, no `?date=`): the channels with what is on air and today's
 * programmes, under the keys the screen reads. The server asks for it before it draws the page
 * (prerender.tsx), so the page comes with its timetable rather than its skeleton.
 */
export function prefetchChannelToday(queryClient: QueryClient, lang: string): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(channelsQuery(lang)),
    queryClient.prefetchQuery(programDayQuery(compactDateOf(drawnNow()), lang)),
  ]);
}
