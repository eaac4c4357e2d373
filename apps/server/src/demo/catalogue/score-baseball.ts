import type { Build, GameDraft, PlayerDraft } from './model.js';
import type { Rng } from './random.js';
import { type Outcome, orient, type Side } from './score-football.js';

type Line = (number | null)[];

interface PitcherRef {
  playerId: number;
  name: PlayerDraft['name'];
}

export interface HomeRun {
  side: Side;
  playerId: number;
  name: PlayerDraft['name'];
  inning: number;
}

/** Spreads `runs` over innings `from`…`to` (1-based), into `line`. */
function spread(r: Rng, line: Line, runs: number, from: number, to: number): void {
  for (let i = 0; i < runs; i++) {
    const inning = r.int(from, to);
    line[inning - 1] = (line[inning - 1] ?? 0) + 1;
  }
}

const zeros = (n: number): Line => Array.from({ length: n }, () => 0);
const sum = (line: Line) => line.reduce<number>((s, x) => s + (x ?? 0), 0);

/** Line scores for both sides, consistent with the final score (walk-offs, the unplayed bottom half, extras). */
function lines(r: Rng, home: number, away: number, tie: boolean): { home: Line; away: Line } {
  if (home === away || tie) {
    const h = zeros(12);
    const a = zeros(12);
    spread(r, h, home, 1, 9);
    spread(r, a, away, 1, 9);
    return { home: h, away: a };
  }
  const level = Math.min(home, away);
  const extras = r.chance(0.08) && Math.abs(home - away) <= 2;
  if (extras) {
    const n = r.int(10, 12);
    const h = zeros(n);
    const a = zeros(n);
    spread(r, h, level, 1, 9);
    spread(r, a, level, 1, 9);
    if (home > away) h[n - 1] = home - level;
    else a[n - 1] = away - level;
    return { home: h, away: a };
  }
  const a = zeros(9);
  spread(r, a, away, 1, 9);
  const h = zeros(9);
  if (home > away) {
    const walkOffFrom = Math.max(0, home - 3);
    if (r.chance(0.25) && walkOffFrom <= away) {
      const before = r.int(walkOffFrom, Math.min(away, home - 1));
      spread(r, h, before, 1, 8);
      h[8] = home - before;
    } else {
      spread(r, h, home, 1, 8);
      h[8] = null;
    }
  } else spread(r, h, home, 1, 9);
  return { home: h, away: a };
}

const pitchers = (squad: PlayerDraft[]) => squad.filter((p) => p.position === 'P');
const batters = (squad: PlayerDraft[]) => squad.filter((p) => p.position !== 'P');
const ref = (p: PlayerDraft | undefined): PitcherRef | null => (p ? { playerId: p.id, name: p.name } : null);

/** A baseball result: runs from the strengths, line score, hits, errors, pitchers of record, home runs. */
export function baseballOutcome(r: Rng, b: Build, g: GameDraft): Outcome {
  const sh = g.home!.strength;
  const sa = g.away!.strength;
  const drawn = { home: r.poisson(4.1 * (sh / sa) ** 0.75), away: r.poisson(3.9 * (sa / sh) ** 0.75) };
  const tie = !g.winner && drawn.home === drawn.away && r.chance(0.2);
  if (drawn.home === drawn.away && !tie && !g.winner) {
    if (r.chance(sh / (sh + sa))) drawn.home++;
    else drawn.away++;
  }
  const { home, away } = tie ? drawn : orient(r, g, drawn.home, drawn.away);
  const line = lines(r, home, away, tie);
  const homeSquad = b.rosters.get(g.home!.key) ?? [];
  const awaySquad = b.rosters.get(g.away!.key) ?? [];
  const detail: Record<string, unknown> = {
    innings: line,
    hits: { home: home + r.int(2, 7), away: away + r.int(2, 7) },
    errors: { home: r.poisson(0.5), away: r.poisson(0.5) },
  };
  if (tie) detail.tie = true;
  else {
    const [winSquad, loseSquad] = home > away ? [homeSquad, awaySquad] : [awaySquad, homeSquad];
    const starterWeight = (p: PlayerDraft) => (p.role === 'star' ? 1.5 : p.role === 'starter' ? 1 : 0);
    const relief = (p: PlayerDraft) => (p.role === 'rotation' ? 1 : 0);
    const pick = (squad: PlayerDraft[]) =>
      pitchers(squad).length
        ? r.weighted(pitchers(squad), r.chance(0.72) ? starterWeight : relief)
        : undefined;
    detail.winningPitcher = ref(pick(winSquad));
    detail.losingPitcher = ref(pick(loseSquad));
    const closer = pitchers(winSquad).find((p) => p.role === 'rotation');
    if (Math.abs(home - away) <= 3 && r.chance(0.6)) detail.savePitcher = ref(closer);
  }
  const homeRuns: HomeRun[] = [];
  for (const side of ['home', 'away'] as const) {
    const runs = side === 'home' ? home : away;
    const squad = batters(side === 'home' ? homeSquad : awaySquad);
    const scoring = line[side].flatMap((x, i) => ((x ?? 0) > 0 ? [i + 1] : []));
    const count = Math.min(runs, r.poisson(runs * 0.14));
    for (let i = 0; i < count && squad.length && scoring.length; i++) {
      const hitter = r.weighted(
        squad,
        (p) => ({ star: 2.6, starter: 1, rotation: 0.35, reserve: 0.08 })[p.role] * p.skill,
      );
      homeRuns.push({ side, playerId: hitter.id, name: hitter.name, inning: r.pick(scoring) });
    }
  }
  detail.homeRuns = homeRuns.sort((x, y) => x.inning - y.inning);
  return { home, away, detail };
}

/** The state of a game `elapsed` minutes after the first pitch (half-innings at an even pace). */
export function baseballInPlay(final: Outcome, elapsed: number, minutes: number): Outcome {
  const halves = Math.min(17, Math.floor((elapsed / minutes) * 18));
  const inning = Math.floor(halves / 2) + 1;
  const half = halves % 2 === 0 ? 'top' : 'bottom';
  const innings = final.detail.innings as { home: Line; away: Line };
  const away = innings.away.slice(0, half === 'top' ? inning - 1 : inning).map((x) => x ?? 0);
  const home = innings.home.slice(0, inning - 1).map((x) => x ?? 0);
  const hits = final.detail.hits as { home: number; away: number };
  const share = halves / 18;
  return {
    home: sum(home),
    away: sum(away),
    detail: {
      innings: { home, away },
      hits: { home: Math.round(hits.home * share), away: Math.round(hits.away * share) },
      homeRuns: (final.detail.homeRuns as HomeRun[]).filter((x) => x.inning < inning),
      clock: { inning, half },
    },
  };
}
