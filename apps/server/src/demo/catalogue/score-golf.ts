import type { Build, GameDraft, GolfEventDraft, PlayerDraft } from './model.js';
import type { Rng } from './random.js';
import type { Outcome } from './score-football.js';

export const PAR = 72;

/** Four rounds for 36 of the tour's players: better players shoot lower, with a round-to-round spread. */
export function golfField(r: Rng, golfers: PlayerDraft[]): GolfEventDraft['field'] {
  const entered = r.shuffle(golfers).slice(0, Math.min(36, golfers.length));
  return entered.map((player) => ({
    player,
    rounds: [0, 1, 2, 3].map(() =>
      Math.max(63, Math.min(80, Math.round(r.normal(71.4 - (player.skill - 1) * 4, 2.5)))),
    ),
  }));
}

interface Entry {
  player: PlayerDraft;
  total: number;
  today: number;
  thru: number;
}

function board(entries: Entry[], limit: number) {
  const sorted = [...entries].sort(
    (a, b) => a.total - b.total || a.today - b.today || a.player.name.en.localeCompare(b.player.name.en),
  );
  return sorted.slice(0, limit).map((e) => {
    const same = sorted.filter((x) => x.total === e.total).length;
    const pos = sorted.findIndex((x) => x.total === e.total) + 1;
    return {
      pos: same > 1 ? `T${pos}` : String(pos),
      playerId: e.player.id,
      name: e.player.name,
      toPar: e.total,
      today: e.today,
      thru: e.thru,
    };
  });
}

/** A finished round of a tournament: the top ten after it, and the winner after the fourth. */
export function golfOutcome(g: GameDraft): Outcome {
  const { event, roundNo } = g.golf!;
  const entries: Entry[] = event.field.map((f) => ({
    player: f.player,
    total: f.rounds.slice(0, roundNo).reduce((s, x) => s + x - PAR, 0),
    today: f.rounds[roundNo - 1]! - PAR,
    thru: 18,
  }));
  const leaderboard = board(entries, 10);
  const detail: Record<string, unknown> = {
    par: PAR,
    round: roundNo,
    field: event.field.length,
    leaderboard,
  };
  if (roundNo === 4) detail.winner = leaderboard[0];
  return { home: Number.NaN, away: Number.NaN, detail };
}

/** A round under way: players part-way round the course, scores so far. */
export function golfInPlay(g: GameDraft, elapsed: number, minutes: number): Outcome {
  const { event, roundNo } = g.golf!;
  const progress = Math.min(1, elapsed / minutes);
  const entries: Entry[] = event.field.map((f, i) => {
    const thru = Math.max(0, Math.min(18, Math.round(progress * 22 - (i % 6))));
    const today = Math.round(((f.rounds[roundNo - 1]! - PAR) * thru) / 18);
    const before = f.rounds.slice(0, roundNo - 1).reduce((s, x) => s + x - PAR, 0);
    return { player: f.player, total: before + today, today, thru };
  });
  return {
    home: Number.NaN,
    away: Number.NaN,
    detail: {
      par: PAR,
      round: roundNo,
      field: event.field.length,
      leaderboard: board(entries, 10),
      live: true,
    },
  };
}

const MARGINS = ['1UP', '2UP', '2&1', '3&2', '4&3', '5&4'];

/** East vs West: six singles matches a day; the score is matches won (a halved match counts for neither). */
export function teamMatchOutcome(r: Rng, b: Build, g: GameDraft): Outcome {
  const east = r.shuffle(b.rosters.get(g.home!.key) ?? []).slice(0, 6);
  const west = r.shuffle(b.rosters.get(g.away!.key) ?? []).slice(0, 6);
  const matches = east.map((e, i) => {
    const w = west[i]!;
    const edge = e.skill - w.skill + r.normal(0, 0.35);
    const winner = Math.abs(edge) < 0.08 ? 'halved' : edge > 0 ? 'east' : 'west';
    return {
      east: { playerId: e.id, name: e.name },
      west: { playerId: w.id, name: w.name },
      winner,
      margin: winner === 'halved' ? 'AS' : r.pick(MARGINS),
    };
  });
  const won = (side: string) => matches.filter((m) => m.winner === side).length;
  return {
    home: won('east'),
    away: won('west'),
    detail: { format: 'singles match play', matches, halved: won('halved') },
  };
}
