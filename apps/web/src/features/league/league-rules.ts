import type { Round } from '@kickoff/contract';

/**
 * Pure rules of the league screens: which league, season and round to show, and how a team's form
 * reads. Kept apart from the components so they are tested on their own.
 */

/** A positive whole number from the URL, or undefined (`?league=abc`, `0`, `-1` are ignored). */
export function positiveInt(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

/** A season year from the URL (four digits), or undefined. */
export function yearOf(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\d{4}$/.test(value)) return undefined;
  return Number(value);
}

/** The leagues of a sport in menu order (GET /league/sort); leagues the menu does not list keep their order, last. */
export function inMenuOrder<T extends { id: number }>(
  leagues: T[],
  menu: readonly { id: number }[] | undefined,
): T[] {
  if (!menu) return leagues;
  const place = new Map(menu.map((l, i) => [l.id, i]));
  return leagues
    .map((league, i) => ({ league, at: place.get(league.id) ?? menu.length + i }))
    .sort((a, b) => a.at - b.at)
    .map((x) => x.league);
}

/** The league asked for in the URL when it belongs to the list, else the first one (menu order). */
/**
 * Where `/league/{key}` goes when `key` is not a sport but a league's key (`/league/neo1`, as a popup's
 * league link or a shared address writes it): that league's page under its sport, the query kept.
 */
export function leagueKeyTarget(
  menu: readonly { id: number; key: string; gameTypeKey: string }[] | undefined,
  key: string,
  search: string,
): string | undefined {
  const league = menu?.find((l) => l.key === key);
  if (!league) return undefined;
  const query = new URLSearchParams(search);
  query.set('league', String(league.id));
  return `/league/${league.gameTypeKey}?${query}`;
}

export function pickLeague<T extends { id: number }>(
  leagues: T[],
  requested: number | undefined,
): T | undefined {
  return leagues.find((l) => l.id === requested) ?? leagues[0];
}

/**
 * The round the navigator opens on: the one in the URL if it belongs to the season, else the
 * server's current round, else the last round that has started by `today` (YYYY-MM-DD), else the first.
 */
export function pickRound(
  rounds: readonly Round[],
  requested: number | undefined,
  current: number | undefined,
  today: string,
): number | undefined {
  if (requested !== undefined && rounds.some((r) => r.id === requested)) return requested;
  if (current !== undefined && rounds.some((r) => r.id === current)) return current;
  const started = rounds.filter((r) => r.startDate <= today);
  return (started.at(-1) ?? rounds[0])?.id;
}

export type FormResult = 'W' | 'D' | 'L';

/** A standing's form string ("WWDLW", newest last) as results; anything else in it is dropped. */
export function formResults(form: string): FormResult[] {
  return [...form.toUpperCase()].filter((c): c is FormResult => c === 'W' || c === 'D' || c === 'L');
}

/** A goal difference as shown in tables: +5, 0, −3 (a real minus sign). */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${Math.abs(value)}`;
  return '0';
}
