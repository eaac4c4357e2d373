import type { L10n } from '../help-text.js';

export const SPORT_KEYS = ['football', 'golf', 'baseball', 'basketball'] as const;
export type Sport = (typeof SPORT_KEYS)[number];

/**
 * Game type ids are fixed, because spec §4 names game type 2 in the schedule day-filtering rule:
 * 2 is golf, the sport whose items are mostly tournament rounds without teams (kept only while their
 * live is before or on air) and sometimes team events (East vs West, kept only once they have VODs).
 */
export const GAME_TYPE_ID: Record<Sport, number> = { football: 1, golf: 2, baseball: 3, basketball: 4 };

/** `'東都|도토|Tohto'` → { ja, ko, en } — keeps the data tables one line per entry. */
export function p3(text: string): L10n {
  const [ja, ko, en] = text.split('|');
  if (ja === undefined || ko === undefined || en === undefined) throw new Error(`need ja|ko|en: ${text}`);
  return { ja, ko, en };
}

export interface TeamSeed {
  key: string;
  sport: Sport;
  name: L10n;
  short: L10n;
  code: string;
  city: L10n;
  venue: L10n;
  colors: [string, string];
  founded: number;
  /** Playing strength, around 1 (drives the generated results). */
  strength: number;
  /** Fan base, around 1 (drives views and likes). */
  popularity: number;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
