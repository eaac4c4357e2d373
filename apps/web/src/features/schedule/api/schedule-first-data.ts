import { compactDateOf } from '@kickoff/contract';
import type { QueryClient } from '@tanstack/react-query';
import { drawnNow } from '../../../core/render-clock.js';
import { gameTypesQuery, topQuery } from '../../catalogue/index.js';
import { scheduleDayQuery } from './use-schedule-day.js';

/**
 * /schedule/0's main data as it opens (today, every sport, no `?date=`): the sports and their leagues
 * and today's games, under the keys the screen reads. The server asks for it before it draws the page
 * (prerender.tsx), so the page comes with its games rather than its skeleton.
 */
export function prefetchScheduleToday(queryClient: QueryClient, lang: string): Promise<unknown> {
  const date = compactDateOf(drawnNow());
  return Promise.all([
    queryClient.prefetchQuery(gameTypesQuery(lang)),
    queryClient.prefetchQuery(topQuery(lang)),
    queryClient.prefetchQuery(scheduleDayQuery(lang, { date, gameType: 0, leagueId: undefined })),
  ]);
}
