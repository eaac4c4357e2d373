import { compactDateOf } from '@kickoff/contract';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isEpgDay, isWindowStart, windowAt } from '../timetable.js';

export interface TimetableParams {
  /** Today in Tokyo, YYYYMMDD. */
  today: string;
  /** The day shown. */
  day: string;
  /** First hour of the window shown. */
  startHour: number;
  /** Shows another day and/or window. */
  show: (next: { day?: string; startHour?: number }) => void;
}

/**
 * The day and window of the timetable. A link may name them (`/channel?date=20261124&w=20`);
 * otherwise the timetable opens on today and the window holding the current time. Paging the grid is
 * kept in the screen's state, not the URL: a URL change would scroll the page back to the top
 * (spec §2 scroll reset), away from the grid the member is looking at.
 */
export function useTimetableParams(now: number): TimetableParams {
  const [params] = useSearchParams();
  const today = compactDateOf(new Date(now));
  const [chosen, setChosen] = useState<{ day?: string; startHour?: number }>(() => {
    const date = params.get('date') ?? '';
    const w = Number(params.get('w') ?? Number.NaN);
    return {
      day: isEpgDay(date, today) ? date : undefined,
      startHour: params.has('w') && isWindowStart(w) ? w : undefined,
    };
  });
  const current = windowAt(new Date(now));
  const day = chosen.day !== undefined && isEpgDay(chosen.day, today) ? chosen.day : today;
  const startHour = chosen.startHour ?? current.startHour;

  const show = useCallback((next: { day?: string; startHour?: number }) => {
    setChosen((prev) => ({ ...prev, ...next }));
  }, []);

  return { today, day, startHour, show };
}
