import type { Build, GameDraft, PlayerDraft, SeasonDraft } from './model.js';
import { type Rng, rng } from './random.js';
import type { HomeRun } from './score-baseball.js';
import type { Goal } from './score-football.js';

export interface StatRow {
  seasonId: number;
  playerId: number;
  stats: Record<string, number>;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round3 = (x: number) => Math.round(x * 1000) / 1000;
const PLAYS = { star: 0.95, starter: 0.9, rotation: 0.55, reserve: 0.12 };

type Tally = Map<number, Record<string, number>>;
const bump = (tally: Tally, id: number, key: string, by = 1) => {
  const row = tally.get(id) ?? {};
  row[key] = (row[key] ?? 0) + by;
  tally.set(id, row);
};

/** Finished league games of the season (the standings' games; golf: every finished round). */
const finished = (s: SeasonDraft) =>
  s.games.filter((g) => g.status === 2 && (g.round.competition.standings || g.golf));
const sideOf = (g: GameDraft, p: PlayerDraft) => (g.home?.key === p.team.key ? 'home' : 'away');

function football(r: Rng, games: GameDraft[], squad: PlayerDraft[], tally: Tally) {
  for (const g of games) {
    const side = sideOf(g, squad[0]!);
    const conceded = side === 'home' ? g.awayScore! : g.homeScore!;
    for (const p of squad) {
      if (p.position === 'GK' && p.role !== 'starter' && !r.chance(0.05)) continue;
      if (!r.chance(PLAYS[p.role])) continue;
      bump(tally, p.id, 'appearances');
      const full = p.position === 'GK' ? 90 : r.int(70, 90);
      bump(tally, p.id, 'minutes', p.role === 'starter' || p.role === 'star' ? full : r.int(10, 35));
      if (r.chance(0.08)) bump(tally, p.id, 'yellowCards');
      if (p.position === 'GK' && conceded === 0) bump(tally, p.id, 'cleanSheets');
    }
    for (const goal of (g.detail?.goals as Goal[] | undefined) ?? []) {
      if (goal.side !== side) continue;
      if (goal.playerId) bump(tally, goal.playerId, 'goals');
      if (goal.assistId) bump(tally, goal.assistId, 'assists');
    }
  }
  for (const p of squad) {
    const row = tally.get(p.id) ?? {};
    tally.set(p.id, { appearances: 0, minutes: 0, goals: 0, assists: 0, yellowCards: 0, ...row });
  }
}

function baseball(r: Rng, games: GameDraft[], squad: PlayerDraft[], tally: Tally) {
  const played = games.length;
  for (const g of games) {
    const d = g.detail ?? {};
    for (const [key, stat] of [
      ['winningPitcher', 'wins'],
      ['losingPitcher', 'losses'],
      ['savePitcher', 'saves'],
    ] as const) {
      const id = (d[key] as { playerId: number } | null | undefined)?.playerId;
      if (id && squad.some((p) => p.id === id)) bump(tally, id, stat);
    }
    for (const hr of (d.homeRuns as HomeRun[] | undefined) ?? []) {
      if (squad.some((p) => p.id === hr.playerId)) bump(tally, hr.playerId, 'homeRuns');
    }
  }
  for (const p of squad) {
    const row = tally.get(p.id) ?? {};
    if (p.position === 'P') {
      const starter = p.role === 'star' || p.role === 'starter';
      const appearances = Math.round(played * (starter ? 1 / 6 : p.role === 'rotation' ? 0.33 : 0.08));
      const innings = round1(appearances * (starter ? r.normal(6, 0.4) : r.normal(1, 0.15)));
      tally.set(p.id, {
        games: appearances,
        wins: row.wins ?? 0,
        losses: row.losses ?? 0,
        saves: row.saves ?? 0,
        innings,
        strikeouts: Math.round(innings * r.normal(0.85 + (p.skill - 1) * 0.4, 0.08)),
        era: Math.round(Math.max(1.4, r.normal(3.6 - (p.skill - 1) * 3, 0.5)) * 100) / 100,
      });
      continue;
    }
    const appearances = Math.round(played * PLAYS[p.role]);
    const atBats = Math.round(appearances * r.normal(3.6, 0.2));
    const avg = Math.max(0.17, Math.min(0.35, r.normal(0.255 + (p.skill - 1) * 0.12, 0.02)));
    const hits = Math.round(atBats * avg);
    const homeRuns = row.homeRuns ?? 0;
    tally.set(p.id, {
      games: appearances,
      atBats,
      hits,
      homeRuns,
      rbi: homeRuns + Math.round(hits * r.normal(0.28, 0.05)),
      stolenBases: r.poisson(appearances * 0.04),
      avg: atBats ? round3(hits / atBats) : 0,
    });
  }
}

function basketball(games: GameDraft[], squad: PlayerDraft[], tally: Tally) {
  for (const g of games) {
    const box = g.detail?.box as Record<string, number[][]> | undefined;
    const rows = box?.[sideOf(g, squad[0]!)] ?? [];
    for (const [id, min, pts, reb, ast] of rows) {
      bump(tally, id!, 'games');
      bump(tally, id!, 'minutes', min);
      bump(tally, id!, 'points', pts);
      bump(tally, id!, 'rebounds', reb);
      bump(tally, id!, 'assists', ast);
    }
  }
  for (const p of squad) {
    const row = tally.get(p.id) ?? {};
    const n = row.games ?? 0;
    tally.set(p.id, {
      games: n,
      minutes: row.minutes ?? 0,
      points: row.points ?? 0,
      rebounds: row.rebounds ?? 0,
      assists: row.assists ?? 0,
      ppg: n ? round1((row.points ?? 0) / n) : 0,
      rpg: n ? round1((row.rebounds ?? 0) / n) : 0,
      apg: n ? round1((row.assists ?? 0) / n) : 0,
    });
  }
}

const POINTS = [500, 300, 200, 150, 120, 100, 90, 80, 70, 60];

function golf(games: GameDraft[], squad: PlayerDraft[], tally: Tally) {
  const mine = new Set(squad.map((p) => p.id));
  const events = new Map<string, GameDraft[]>();
  for (const g of games.filter((x) => x.golf))
    events.set(g.golf!.event.name.en, [...(events.get(g.golf!.event.name.en) ?? []), g]);
  for (const rounds of events.values()) {
    const { event } = rounds[0]!.golf!;
    const done = rounds.length;
    const finals = event.field
      .map((f) => ({
        id: f.player.id,
        total: f.rounds.slice(0, done).reduce((s, x) => s + x, 0),
        scores: f.rounds.slice(0, done),
      }))
      .sort((a, b) => a.total - b.total);
    finals.forEach((f, i) => {
      if (!mine.has(f.id)) return;
      bump(tally, f.id, 'rounds', done);
      bump(tally, f.id, 'strokes', f.total);
      if (done < 4) return;
      bump(tally, f.id, 'events');
      if (i === 0) bump(tally, f.id, 'wins');
      if (i < 10) bump(tally, f.id, 'top10');
      bump(tally, f.id, 'points', POINTS[i] ?? 20);
    });
  }
  for (const p of squad) {
    const row = tally.get(p.id) ?? {};
    tally.set(p.id, {
      events: row.events ?? 0,
      wins: row.wins ?? 0,
      top10: row.top10 ?? 0,
      points: row.points ?? 0,
      rounds: row.rounds ?? 0,
      avgScore: row.rounds ? round1((row.strokes ?? 0) / row.rounds) : 0,
    });
  }
}

/** Season statistics of every player of every team entered, from the season's finished games. */
export function playerStats(b: Build, season: SeasonDraft): StatRow[] {
  const r = rng(`stats:${season.league.key}:${season.year}`);
  const games = finished(season);
  const out: StatRow[] = [];
  for (const team of season.entries) {
    const squad = b.rosters.get(team.key) ?? [];
    if (squad.length === 0) continue;
    const mine = games.filter((g) => g.golf || g.home?.key === team.key || g.away?.key === team.key);
    const tally: Tally = new Map();
    if (season.league.sport === 'football') football(r, mine, squad, tally);
    else if (season.league.sport === 'baseball') baseball(r, mine, squad, tally);
    else if (season.league.sport === 'basketball') basketball(mine, squad, tally);
    else golf(mine, squad, tally);
    for (const p of squad) out.push({ seasonId: season.id, playerId: p.id, stats: tally.get(p.id)! });
  }
  return out;
}
