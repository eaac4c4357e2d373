import type { Build, GameDraft, SeasonDraft, StandingRow } from './model.js';
import { endOf } from './model.js';
import { type Rng, rng } from './random.js';
import { baseballInPlay, baseballOutcome } from './score-baseball.js';
import { basketballInPlay, basketballOutcome } from './score-basketball.js';
import { footballInPlay, footballOutcome, type Outcome } from './score-football.js';
import { golfInPlay, golfOutcome, teamMatchOutcome } from './score-golf.js';
import { MINUTE } from './types.js';

/** Game status (schema): 0 scheduled, 1 in play, 2 finished, 3 postponed, 4 cancelled. */
export function statusAt(g: GameDraft, now: Date): number {
  if (g.outcome === 'postponed') return 3;
  if (g.outcome === 'cancelled') return 4;
  if (endOf(g) <= now) return 2;
  if (g.beginAt <= now) return 1;
  return 0;
}

function finalOutcome(r: Rng, b: Build, g: GameDraft): Outcome {
  switch (g.season.league.sport) {
    case 'football':
      return footballOutcome(r, b, g);
    case 'baseball':
      return baseballOutcome(r, b, g);
    case 'basketball':
      return basketballOutcome(r, b, g);
    case 'golf':
      return g.golf ? golfOutcome(g) : teamMatchOutcome(r, b, g);
  }
}

function inPlay(g: GameDraft, final: Outcome, elapsed: number): Outcome {
  switch (g.season.league.sport) {
    case 'football':
      return footballInPlay(final, elapsed);
    case 'baseball':
      return baseballInPlay(final, elapsed, g.minutes);
    case 'basketball':
      return basketballInPlay(final, elapsed, g.minutes);
    case 'golf':
      return g.golf
        ? golfInPlay(g, elapsed, g.minutes)
        : { ...final, home: 0, away: 0, detail: { live: true } };
  }
}

const score = (x: number) => (Number.isNaN(x) ? null : x);

/**
 * Draws every game's result (future ones too, so the numbers drawn never depend on the clock) and keeps
 * what the clock allows: the final score of finished games, the score so far of games in play.
 */
function settle(r: Rng, b: Build, g: GameDraft): void {
  const final = finalOutcome(r, b, g);
  g.status = statusAt(g, b.now);
  if (g.status === 2) {
    g.homeScore = score(final.home);
    g.awayScore = score(final.away);
    g.detail = final.detail;
  } else if (g.status === 1) {
    const now = inPlay(g, final, Math.floor((b.now.getTime() - g.beginAt.getTime()) / MINUTE));
    g.homeScore = score(now.home);
    g.awayScore = score(now.away);
    g.detail = now.detail;
  } else {
    g.homeScore = null;
    g.awayScore = null;
    g.detail = null;
  }
}

/**
 * The season's table from its finished regular-season games. Football: 3 points a win, 1 a draw,
 * then goal difference and goals. Baseball and basketball: winning percentage (draws left out), then
 * wins; `points` holds the wins.
 */
export function standingsOf(season: SeasonDraft): StandingRow[] {
  const football = season.league.sport === 'football';
  const rows = new Map<string, StandingRow & { results: string[] }>();
  for (const team of season.entries) {
    rows.set(team.key, {
      team,
      rank: 0,
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      scoreFor: 0,
      scoreAgainst: 0,
      points: 0,
      form: '',
      results: [],
    });
  }
  const games = season.games
    .filter((g) => g.status === 2 && g.round.competition.standings && g.home && g.away)
    .sort((a, b) => a.beginAt.getTime() - b.beginAt.getTime() || a.id - b.id);
  for (const g of games) {
    for (const [team, mine, theirs] of [
      [g.home!, g.homeScore!, g.awayScore!],
      [g.away!, g.awayScore!, g.homeScore!],
    ] as const) {
      const row = rows.get(team.key);
      if (!row) continue;
      row.played++;
      row.scoreFor += mine;
      row.scoreAgainst += theirs;
      const result = mine > theirs ? 'W' : mine < theirs ? 'L' : 'D';
      if (result === 'W') row.won++;
      else if (result === 'L') row.lost++;
      else row.drawn++;
      row.results.push(result);
    }
  }
  const pct = (x: StandingRow) => (x.won + x.lost === 0 ? 0 : x.won / (x.won + x.lost));
  const list = [...rows.values()].map(({ results, ...row }) => ({
    ...row,
    points: football ? row.won * 3 + row.drawn : row.won,
    form: results.slice(-5).join(''),
  }));
  list.sort((a, b) =>
    football
      ? b.points - a.points ||
        b.scoreFor - b.scoreAgainst - (a.scoreFor - a.scoreAgainst) ||
        b.scoreFor - a.scoreFor ||
        a.team.code.localeCompare(b.team.code)
      : pct(b) - pct(a) || b.won - a.won || a.lost - b.lost || a.team.code.localeCompare(b.team.code),
  );
  list.forEach((row, i) => {
    row.rank = i + 1;
  });
  return list;
}

/** Plays a season: results for every game, redrawn until the season's story (`accept`) holds. */
export function playSeason(b: Build, season: SeasonDraft): void {
  for (let attempt = 0; attempt < 5000; attempt++) {
    const r = rng(`results:${season.league.key}:${season.year}:${attempt}`);
    for (const g of season.games) settle(r, b, g);
    season.standings = season.league.sport === 'golf' ? [] : standingsOf(season);
    if (!season.accept || season.accept(season.standings)) return;
  }
  throw new Error(`no results satisfy the story of ${season.league.key} ${season.year}`);
}

/** Rank lookup for stories: `rankOf(table, 'hokurei')`. */
export const rowOf = (table: StandingRow[], key: string): StandingRow =>
  table.find((x) => x.team.key === key)!;
