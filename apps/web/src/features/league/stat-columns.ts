import { numberFormat } from '@kickoff/contract';

/**
 * Which statistics a player table shows, in what order and how they read. The server answers the keys
 * a season has (`sortKeys`); the columns are picked from those: a known set of keys (football, baseball,
 * basketball, golf) gets its usual order — baseball in two views, batting and pitching — and any other
 * key is still shown, after them. Nothing is shown that the season does not have.
 */

export interface StatView {
  /** `all`, or `batting` / `pitching`. */
  key: string;
  columns: string[];
  /** The statistic the view is ranked by when the member has not chosen one. */
  defaultSort: string;
}

interface Profile {
  /** A key only this sport has. */
  marker: string;
  views: { key: string; columns: string[] }[];
}

const PROFILES: Profile[] = [
  {
    marker: 'goals',
    views: [
      { key: 'all', columns: ['goals', 'assists', 'appearances', 'minutes', 'yellowCards', 'cleanSheets'] },
    ],
  },
  {
    marker: 'ppg',
    views: [
      { key: 'all', columns: ['ppg', 'rpg', 'apg', 'points', 'rebounds', 'assists', 'games', 'minutes'] },
    ],
  },
  {
    marker: 'avgScore',
    views: [{ key: 'all', columns: ['points', 'wins', 'top10', 'events', 'rounds', 'avgScore'] }],
  },
  {
    marker: 'avg',
    views: [
      { key: 'batting', columns: ['avg', 'games', 'atBats', 'hits', 'homeRuns', 'rbi', 'stolenBases'] },
      { key: 'pitching', columns: ['era', 'games', 'wins', 'losses', 'saves', 'innings', 'strikeouts'] },
    ],
  },
];

/** Statistics where less is better: ranked ascending by default. */
const LOWER_IS_BETTER = new Set(['era', 'avgScore']);

/** The default direction of a statistic's ranking. */
export function defaultOrder(key: string): 'asc' | 'desc' {
  return LOWER_IS_BETTER.has(key) ? 'asc' : 'desc';
}

/** The views of a season's statistics; empty when the season records none. */
export function statViews(sortKeys: readonly string[]): StatView[] {
  if (sortKeys.length === 0) return [];
  const present = new Set(sortKeys);
  const profile = PROFILES.find((p) => present.has(p.marker));
  if (!profile) return [{ key: 'all', columns: [...sortKeys], defaultSort: sortKeys[0]! }];
  const views = profile.views
    .map((v) => ({ key: v.key, columns: v.columns.filter((c) => present.has(c)) }))
    .filter((v) => v.columns.length > 0);
  const known = new Set(views.flatMap((v) => v.columns));
  const extra = sortKeys.filter((k) => !known.has(k));
  if (views[0]) views[0].columns.push(...extra);
  return views.map((v) => ({ ...v, defaultSort: v.columns[0]! }));
}

/** The view holding `sort`, else the one named `view`, else the first. */
export function pickView(
  views: StatView[],
  view: string | undefined,
  sort: string | undefined,
): StatView | undefined {
  return (
    views.find((v) => v.key === view) ??
    views.find((v) => sort !== undefined && v.columns.includes(sort)) ??
    views[0]
  );
}

const DECIMALS: Record<string, number> = { era: 2, avgScore: 1, ppg: 1, rpg: 1, apg: 1, innings: 1 };

/** A statistic as sports pages print it: batting average `.318`, ERA `2.45`, counts with separators. */
export function formatStat(key: string, value: number | undefined, locale: string): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  if (key === 'avg') return value.toFixed(3).replace(/^0(?=\.)/, '');
  const decimals = DECIMALS[key];
  return numberFormat(locale, {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 2,
  }).format(value);
}
