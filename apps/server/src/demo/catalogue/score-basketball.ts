import type { Build, GameDraft, PlayerDraft } from './model.js';
import type { Rng } from './random.js';
import { type Outcome, orient, type Side } from './score-football.js';

/** Teams whose offence runs hotter than their overall strength (鳴海ブレイズ: the league's top scorers). */
const OFFENCE_BONUS: Record<string, number> = { blaze: 7, sparks: 2 };

const MINUTES = { star: [32, 37], starter: [25, 32], rotation: [12, 22], reserve: [0, 8] } as const;
const USAGE = { star: 2.4, starter: 1.5, rotation: 0.8, reserve: 0.25 };
const REBOUND: Record<string, number> = { CE: 2.2, PF: 1.8, SF: 1.1, SG: 0.7, PG: 0.6 };
const ASSIST: Record<string, number> = { PG: 2.6, SG: 1.3, SF: 1, PF: 0.6, CE: 0.5 };

/** Splits `total` into integers proportional to `weights` (largest remainder). */
export function apportion(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((s, w) => s + w, 0) || 1;
  const raw = weights.map((w) => (w / sum) * total);
  const out = raw.map(Math.floor);
  const order = raw.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  const missing = total - out.reduce((s, x) => s + x, 0);
  for (let k = 0; k < missing; k++) out[order[k % order.length]![1]]!++;
  return out;
}

/** Box score rows: [playerId, minutes, points, rebounds, assists]; players who did not play are left out. */
function box(r: Rng, squad: PlayerDraft[], points: number): number[][] {
  // five on court for 40 minutes: 200 player-minutes, shared by role
  const minutes = apportion(
    200,
    squad.map((p) => {
      const [lo, hi] = MINUTES[p.role];
      return r.int(lo, hi);
    }),
  );
  const playing = squad.filter((_, i) => minutes[i]! > 0);
  const mins = minutes.filter((m) => m > 0);
  const noise = () => 0.6 + r.next() * 0.8;
  const pts = apportion(
    points,
    playing.map((p, i) => USAGE[p.role] * p.skill * mins[i]! * noise()),
  );
  const reb = apportion(
    r.int(32, 44),
    playing.map((p, i) => (REBOUND[p.position] ?? 1) * mins[i]! * noise()),
  );
  const ast = apportion(
    r.int(15, 25),
    playing.map((p, i) => (ASSIST[p.position] ?? 1) * mins[i]! * noise()),
  );
  return playing.map((p, i) => [p.id, mins[i]!, pts[i]!, reb[i]!, ast[i]!]);
}

function quarters(r: Rng, total: number): number[] {
  return apportion(
    total,
    [0, 1, 2, 3].map(() => 0.8 + r.next() * 0.4),
  );
}

/** A basketball result: 70–110 points from offence and defence, four quarters (overtime if level), box score. */
export function basketballOutcome(r: Rng, b: Build, g: GameDraft): Outcome {
  const h = g.home!;
  const a = g.away!;
  const offence = (t: typeof h, opp: typeof h) =>
    82 + 22 * (t.strength - 1) - 9 * (opp.strength - 1) + (OFFENCE_BONUS[t.key] ?? 0);
  const clamp = (x: number) => Math.max(64, Math.min(116, Math.round(x)));
  let home = clamp(r.normal(offence(h, a) + 2, 8));
  let away = clamp(r.normal(offence(a, h) - 1, 8));
  const regulation = { home, away };
  let overtime = 0;
  const ot: { home: number[]; away: number[] } = { home: [], away: [] };
  while (home === away && overtime < 3) {
    overtime++;
    const x = r.int(5, 14);
    const y = r.int(5, 14);
    ot.home.push(x);
    ot.away.push(y);
    home += x;
    away += y;
  }
  if (home === away) {
    home++;
    ot.home[ot.home.length - 1]!++;
  }
  const oriented = orient(r, g, home, away);
  const swapped = oriented.home !== home;
  if (swapped) {
    [regulation.home, regulation.away] = [regulation.away, regulation.home];
    [ot.home, ot.away] = [ot.away, ot.home];
  }
  home = oriented.home;
  away = oriented.away;
  const homeBox = box(r, b.rosters.get(h.key) ?? [], home);
  const awayBox = box(r, b.rosters.get(a.key) ?? [], away);
  const top = (side: Side, rows: number[][]) => {
    const best = [...rows].sort((x, y) => y[2]! - x[2]!)[0];
    const squad = b.rosters.get(side === 'home' ? h.key : a.key) ?? [];
    const player = squad.find((p) => p.id === best?.[0]);
    return player ? { side, playerId: player.id, name: player.name, points: best![2]! } : null;
  };
  return {
    home,
    away,
    detail: {
      quarters: {
        home: [...quarters(r, regulation.home), ...ot.home],
        away: [...quarters(r, regulation.away), ...ot.away],
      },
      overtime,
      box: { home: homeBox, away: awayBox },
      topScorers: [top('home', homeBox), top('away', awayBox)].filter(Boolean),
    },
  };
}

/** The state of a game `elapsed` minutes after tip-off: four 10-minute quarters over about two hours. */
export function basketballInPlay(final: Outcome, elapsed: number, minutes: number): Outcome {
  const progress = Math.min(3.99, (elapsed / minutes) * 4);
  const done = Math.floor(progress);
  const part = progress - done;
  const q = final.detail.quarters as { home: number[]; away: number[] };
  const upTo = (xs: number[]) => [...xs.slice(0, done), Math.round(xs[done]! * part)];
  const home = upTo(q.home);
  const away = upTo(q.away);
  const remaining = Math.round((1 - part) * 600);
  return {
    home: home.reduce((s, x) => s + x, 0),
    away: away.reduce((s, x) => s + x, 0),
    detail: {
      quarters: { home, away },
      clock: {
        quarter: done + 1,
        remaining: `${String(Math.floor(remaining / 60)).padStart(2, '0')}:${String(remaining % 60).padStart(2, '0')}`,
      },
    },
  };
}
