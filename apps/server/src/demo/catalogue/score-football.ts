import type { Build, GameDraft, PlayerDraft } from './model.js';
import type { Rng } from './random.js';

export interface Outcome {
  home: number;
  away: number;
  detail: Record<string, unknown>;
}

export type Side = 'home' | 'away';

export interface Goal {
  minute: number;
  side: Side;
  playerId: number | null;
  name: PlayerDraft['name'] | null;
  ownGoal?: true;
  assistId?: number;
  assistName?: PlayerDraft['name'];
}

const POS_WEIGHT: Record<string, number> = { FW: 6, MF: 2.2, DF: 0.6, GK: 0 };
const ASSIST_WEIGHT: Record<string, number> = { FW: 2, MF: 3, DF: 1, GK: 0.05 };
const ROLE_WEIGHT = { star: 2.2, starter: 1, rotation: 0.45, reserve: 0.1 };

/** Turns a drawn score into the story's result: the named winner wins (on penalties in a cup tie). */
export function orient(
  r: Rng,
  g: GameDraft,
  home: number,
  away: number,
): { home: number; away: number; penalties?: [number, number] } {
  if (!g.winner) return { home, away };
  const wantHome = g.winner === 'home';
  if (home === away) {
    if (g.knockout) {
      const loser = r.int(2, 4);
      return { home, away, penalties: wantHome ? [loser + 1, loser] : [loser, loser + 1] };
    }
    return wantHome ? { home: home + 1, away } : { home, away: away + 1 };
  }
  return home > away === wantHome ? { home, away } : { home: away, away: home };
}

function goals(r: Rng, b: Build, g: GameDraft, side: Side, count: number): Goal[] {
  const team = side === 'home' ? g.home! : g.away!;
  const squad = b.rosters.get(team.key) ?? [];
  const out: Goal[] = [];
  for (let i = 0; i < count; i++) {
    const minute = r.int(1, 90);
    if (squad.length === 0 || r.chance(0.03)) {
      out.push({ minute, side, playerId: null, name: null, ownGoal: true });
      continue;
    }
    const scorer = r.weighted(squad, (p) => (POS_WEIGHT[p.position] ?? 0) * ROLE_WEIGHT[p.role] * p.skill);
    const goal: Goal = { minute, side, playerId: scorer.id, name: scorer.name };
    if (r.chance(0.72)) {
      const assist = r.weighted(
        squad.filter((p) => p.id !== scorer.id),
        (p) => (ASSIST_WEIGHT[p.position] ?? 0) * ROLE_WEIGHT[p.role],
      );
      goal.assistId = assist.id;
      goal.assistName = assist.name;
    }
    out.push(goal);
  }
  return out;
}

/** A football result: Poisson goals from the two strengths, scorers from the squads, halves. */
export function footballOutcome(r: Rng, b: Build, g: GameDraft): Outcome {
  const sh = g.home!.strength;
  const sa = g.away!.strength;
  const drawn = {
    home: Math.min(5, r.poisson(1.45 * (sh / sa) ** 1.4)),
    away: Math.min(5, r.poisson(1.12 * (sa / sh) ** 1.4)),
  };
  const { home, away, penalties } = orient(r, g, drawn.home, drawn.away);
  const list = [...goals(r, b, g, 'home', home), ...goals(r, b, g, 'away', away)].sort(
    (x, y) => x.minute - y.minute,
  );
  const firstHalf = list.filter((x) => x.minute <= 45);
  const count = (xs: Goal[], side: Side) => xs.filter((x) => x.side === side).length;
  const capacity = 12_000 + Math.round((g.home!.popularity ?? 1) * 18_000);
  const detail: Record<string, unknown> = {
    periods: [
      [count(firstHalf, 'home'), count(firstHalf, 'away')],
      [home - count(firstHalf, 'home'), away - count(firstHalf, 'away')],
    ],
    goals: list,
    attendance: Math.round(capacity * (0.55 + r.next() * 0.4)),
  };
  if (penalties) detail.penalties = penalties;
  return { home, away, detail };
}

/** The state of a match `elapsed` minutes after kick-off (half-time from 47 to 62 minutes). */
export function footballInPlay(final: Outcome, elapsed: number): Outcome {
  const halfTime = elapsed > 47 && elapsed < 62;
  const minute =
    elapsed <= 47 ? Math.max(1, Math.min(45, elapsed)) : halfTime ? 45 : Math.min(90, elapsed - 17);
  const list = (final.detail.goals as Goal[]).filter((x) => x.minute <= minute);
  const count = (side: Side) => list.filter((x) => x.side === side).length;
  return {
    home: count('home'),
    away: count('away'),
    detail: {
      goals: list,
      clock: { period: halfTime ? 'HT' : minute <= 45 ? 1 : 2, minute },
      attendance: final.detail.attendance,
    },
  };
}
