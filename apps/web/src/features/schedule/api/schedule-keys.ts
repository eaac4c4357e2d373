import { catalogueKeys } from '../../catalogue/index.js';

/** What one day's schedule is asked for (GET /schedule). */
export interface ScheduleDayParams {
  /** YYYYMMDD (Tokyo day). */
  date: string;
  /** Game type id; 0 = every sport. */
  gameType: number;
  leagueId?: number;
}

/**
 * Query keys of the schedule screens. Schedules carry scores (hidden or not) and names in the member's
 * language, so they live under `catalogueKeys.all` with the language: the score switch refetches them.
 * Reservations carry no score; their names are localised, so their key holds the language too.
 */
export const scheduleKeys = {
  all: [...catalogueKeys.all, 'schedule'] as const,
  day: (lang: string, params: ScheduleDayParams) => [...scheduleKeys.all, 'day', lang, params] as const,
  favorite: (lang: string) => [...scheduleKeys.all, 'favorite', lang] as const,
  reservationsAll: ['reservations'] as const,
  reservations: (lang: string) => [...scheduleKeys.reservationsAll, lang] as const,
};
