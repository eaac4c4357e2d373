import { compactDateOf } from '@kickoff/contract';
import { useSearchParams } from 'react-router';
import { useNow } from '../../../core/render-clock.js';
import { dateParam } from './schedule-dates.js';

/** How a day's games are grouped: by league (default) or one list by kick-off time. */
export type ScheduleView = 'league' | 'time';

export interface ScheduleParamChanges {
  date?: string;
  league?: number | null;
  view?: ScheduleView;
}

const leagueParam = (value: string | null) =>
  value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/**
 * The state of a schedule screen in the URL — `?date=YYYYMMDD&league=3&view=time` — so reload, back
 * and a shared link keep the day. Today is written as no `date` at all (the link stays "today").
 * `hrefWith` builds the target (same path) of a link that changes some of it.
 */
export function useScheduleParams() {
  const [searchParams] = useSearchParams();
  const today = compactDateOf(new Date(useNow()));
  const date = dateParam(searchParams.get('date'), today);
  const leagueId = leagueParam(searchParams.get('league'));
  const view: ScheduleView = searchParams.get('view') === 'time' ? 'time' : 'league';

  const hrefWith = (changes: ScheduleParamChanges): { search: string } => {
    const next = new URLSearchParams(searchParams);
    if (changes.date !== undefined) {
      if (changes.date === today) next.delete('date');
      else next.set('date', changes.date);
    }
    if (changes.league !== undefined) {
      if (changes.league === null) next.delete('league');
      else next.set('league', String(changes.league));
    }
    if (changes.view !== undefined) {
      if (changes.view === 'league') next.delete('view');
      else next.set('view', changes.view);
    }
    const query = next.toString();
    return { search: query ? `?${query}` : '' };
  };

  return { today, date, leagueId, view, hrefWith, dateInUrl: searchParams.has('date') };
}
