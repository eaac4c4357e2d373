import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { positiveInt, yearOf } from '../league-rules.js';

export interface LeagueParams {
  /** `?league=` — a league of the sport. */
  league: number | undefined;
  /** `?year=` — the season year (the current season when absent). */
  year: number | undefined;
}

/**
 * The league screen's state in the URL, so reload, back/forward and a shared link keep it. Picking a
 * league forgets the year (it belongs to the league before). The open round is not in the URL: every
 * change of the query scrolls to the top (spec §2), and stepping through rounds must not.
 */
export function useLeagueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: LeagueParams = {
    league: positiveInt(searchParams.get('league')),
    year: yearOf(searchParams.get('year')),
  };

  const update = useCallback(
    (changes: Partial<LeagueParams>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const set = (key: keyof LeagueParams, value: number | undefined) => {
            if (value === undefined) next.delete(key);
            else next.set(key, String(value));
          };
          if ('league' in changes) {
            set('league', changes.league);
            next.delete('year');
          }
          if ('year' in changes) {
            set('year', changes.year);
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams],
  );

  return { ...params, update };
}
