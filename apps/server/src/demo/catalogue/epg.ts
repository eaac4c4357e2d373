import type { channels, programs } from '../../db/schema/index.js';
import type { L10n } from '../help-text.js';
import { type ChannelSeed, HIDDEN, MAINTENANCE, POOLS, SHOWS, type Show } from './epg-shows.js';
import { liveWindow, mediaIds } from './media.js';
import { addMinutes, type Build, ceilTo, endOf, floorTo, type GameDraft } from './model.js';
import { type Rng, rng } from './random.js';
import { each, label, matchName, roundLabel } from './text.js';
import { HOUR, MINUTE, type Sport } from './types.js';

export type ChannelRow = typeof channels.$inferInsert & { id: number };
export type ProgramRow = typeof programs.$inferInsert & { id: number; startTime: Date; endTime: Date };

const LEAGUE_PRIORITY: Record<string, number> = {
  neo1: 6,
  bnext: 5,
  pbl: 5,
  neo2: 4,
  seiran: 3,
  'pbl-winter': 2,
};
const REPLAY_MINUTES: Record<Sport, number> = { football: 120, basketball: 120, baseball: 180, golf: 120 };
const MAX = 180;

interface Piece {
  start: Date;
  end: Date;
  title: L10n;
  description: L10n | null;
  type: number;
  gameId: number | null;
  active: boolean;
}

const jstHour = (d: Date) => new Date(d.getTime() + 9 * HOUR).getUTCHours();
const minutesBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / MINUTE);

/** Cuts a block at midnight (Japan time) and into pieces of at most three hours. */
function cut(b: Build, start: Date, end: Date): [Date, Date][] {
  const out: [Date, Date][] = [];
  let a = start;
  while (a < end) {
    const midnight = b.t.at(Math.floor((a.getTime() - b.t.at(0).getTime()) / (24 * HOUR)) + 1);
    const stop = new Date(Math.min(end.getTime(), midnight.getTime(), a.getTime() + MAX * MINUTE));
    out.push([a, stop]);
    a = stop;
  }
  return out;
}

export interface EpgOptions {
  channels: ChannelSeed[];
  /** First day (from today) and the day after the last. */
  fromDay: number;
  toDay: number;
  /** The maintenance window of the help notices (day +3, 02:00–06:00): off air on every channel. */
  maintenance: boolean;
}

export interface Epg {
  channels: ChannelRow[];
  programs: ProgramRow[];
  /** Which channel carries each game live. */
  channelOf: Map<number, number>;
}

/**
 * A contiguous EPG for every channel: live games first (broadcast type 100, half an hour before the
 * start to the end, cut into pieces of up to three hours), then each gap filled from the channel's
 * rotation of shows, rebroadcasts of recent games (300) and last season's classics (400). Every
 * boundary is on the half hour, so every gap can be filled exactly; no programme crosses midnight.
 */
export function buildEpg(b: Build, games: GameDraft[], classics: GameDraft[], o: EpgOptions): Epg {
  const start = b.t.at(o.fromDay);
  const end = b.t.at(o.toDay);
  const rows: ChannelRow[] = o.channels.map((c, i) => ({
    id: b.ids.next('channels'),
    name: c.name,
    type: c.type,
    colors: c.colors,
    videoId: mediaIds.channel(c.key),
    orderNo: i + 1,
  }));
  const blocks = new Map<number, Piece[]>(rows.map((c) => [c.id, []]));
  const channelOf = new Map<number, number>();
  const free = (channelId: number, s: Date, e: Date) =>
    blocks.get(channelId)!.every((p) => p.end <= s || p.start >= e);
  const place = (channelId: number, s: Date, e: Date, piece: Omit<Piece, 'start' | 'end'>, cont?: L10n) =>
    cut(b, s, e).forEach(([a, z], i) => {
      const title = i > 0 && cont ? each((x) => `${piece.title[x]}${cont[x]}`) : piece.title;
      blocks.get(channelId)!.push({ ...piece, title, start: a, end: z });
    });

  if (o.maintenance && o.fromDay <= 3 && o.toDay > 3) {
    for (const c of rows) {
      for (const [from, to] of [
        [2, 4],
        [4, 6],
      ] as const) {
        place(c.id, b.t.at(3, from), b.t.at(3, to), {
          title: MAINTENANCE,
          description: null,
          type: 200,
          gameId: null,
          active: false,
        });
      }
    }
  }

  // a rained-off game keeps its slot (shown inactive), so it goes in before the others
  const priority = (g: GameDraft) =>
    (g.featured ? 10 : 0) +
    (g.outcome === 'postponed' ? 20 : 0) +
    (LEAGUE_PRIORITY[g.season.league.key] ?? 1);
  const live = games
    .filter((g) => g.outcome !== 'cancelled' && liveWindow(g)[1] > start && liveWindow(g)[0] < end)
    .sort((x, y) => priority(y) - priority(x) || x.beginAt.getTime() - y.beginAt.getTime() || x.id - y.id);
  for (const g of live) {
    const sport = g.season.league.sport;
    const [ls, le] = liveWindow(g);
    const s = new Date(Math.max(start.getTime(), floorTo(ls, 30).getTime()));
    const e = new Date(Math.min(end.getTime(), ceilTo(le, 30).getTime()));
    const eligible = o.channels
      .map((c, i) => ({ c, id: rows[i]!.id }))
      .filter(({ c }) => c.live.includes(sport))
      .sort((x, y) => x.c.live.indexOf(sport) - y.c.live.indexOf(sport));
    const target = eligible.find(({ id }) => free(id, s, e));
    if (!target) continue;
    channelOf.set(g.id, target.id);
    const called = g.outcome === 'postponed';
    place(
      target.id,
      s,
      e,
      {
        title: label('epgLive', { match: matchName(g) }),
        description: called ? label('epgRainedOff') : each((x) => `${roundLabel(g)[x]}｜${g.venue[x]}`),
        type: 100,
        gameId: g.id,
        active: !called,
      },
      label('epgContinued'),
    );
  }

  // Games that can be shown again, latest end first; each channel searches its sports by end time.
  const replayable = games
    .filter((g) => !g.outcome)
    .map((game) => ({ game, end: endOf(game).getTime() }))
    .sort((x, y) => y.end - x.end || Number(Boolean(y.game.featured)) - Number(Boolean(x.game.featured)));
  const out: ProgramRow[] = [];
  o.channels.forEach((c, i) => {
    const channelId = rows[i]!.id;
    const r = rng(`epg:${c.key}`);
    const used = new Set<number>();
    const mine = replayable.filter((x) => c.replays.includes(x.game.season.league.sport));
    const oldies = classics.filter((g) => c.replays.includes(g.season.league.sport));
    let classicAt = r.int(0, Math.max(0, oldies.length - 1));
    let turn = 0;
    const pieces = blocks.get(channelId)!.sort((x, y) => x.start.getTime() - y.start.getTime());
    const emit = (p: Piece) =>
      out.push({
        id: 0,
        channelId,
        title: p.title,
        description: p.description,
        startTime: p.start,
        endTime: p.end,
        duration: minutesBetween(p.start, p.end),
        broadcastType: p.type,
        gameId: p.gameId,
        active: p.active,
        isHide: false,
      });
    const showPiece = (s: Show, at: Date): Piece => ({
      start: at,
      end: addMinutes(at, s.minutes),
      title: s.title,
      description: s.description,
      type: s.type,
      gameId: null,
      active: true,
    });
    const choose = (at: Date, room: number): Piece => {
      const hour = jstHour(at);
      const minute = new Date(at.getTime() + 9 * HOUR).getUTCMinutes();
      const fits = (key: string) => SHOWS[key]!.minutes <= room;
      const pool = POOLS[c.pool ?? c.key];
      if ((c.pool ?? c.key) === 'news') {
        if (hour < 6)
          return showPiece(SHOWS[room >= 60 ? (turn++ % 2 ? 'news-repeat' : 'digest-repeat') : 'news']!, at);
        if (hour === 6 && minute === 0 && fits('morning')) return showPiece(SHOWS.morning!, at);
        if (hour === 22 && minute === 0 && fits('news-night')) return showPiece(SHOWS['news-night']!, at);
        if (minute === 0) return showPiece(SHOWS.news!, at);
        const pick = ['topics', 'scores', 'talk'][turn++ % 3]!;
        return showPiece(SHOWS[fits(pick) ? pick : 'topics']!, at);
      }
      if ((c.pool ?? c.key) === 'football' && hour === 7 && minute === 0 && fits('fmorning'))
        return showPiece(SHOWS.fmorning!, at);
      for (let k = 0; k < pool.length; k++) {
        const key = pool[(turn + k) % pool.length]!;
        if (key === 'replay') {
          const latest = at.getTime() - 30 * MINUTE;
          const earliest = at.getTime() - 4 * 24 * HOUR;
          let g: GameDraft | undefined;
          for (let j = firstEndingBy(mine, latest); j < mine.length && mine[j]!.end >= earliest; j++) {
            const x = mine[j]!.game;
            if (!used.has(x.id) && REPLAY_MINUTES[x.season.league.sport] <= room) {
              g = x;
              break;
            }
          }
          if (!g) continue;
          used.add(g.id);
          turn += k + 1;
          return {
            start: at,
            end: addMinutes(at, REPLAY_MINUTES[g.season.league.sport]),
            title: label('epgReplay', { match: matchName(g) }),
            description: each((x) => `${b.t.md(g.beginAt)[x]} ${roundLabel(g)[x]}`),
            type: 300,
            gameId: g.id,
            active: true,
          };
        }
        if (key === 'classic') {
          const g = oldies.length ? oldies[classicAt % oldies.length] : undefined;
          if (!g || REPLAY_MINUTES[g.season.league.sport] > room) continue;
          classicAt++;
          turn += k + 1;
          return {
            start: at,
            end: addMinutes(at, REPLAY_MINUTES[g.season.league.sport]),
            title: label('epgClassic', { match: matchName(g) }),
            description: each((x) => `${g.season.name[x]} ${roundLabel(g)[x]}`),
            type: 400,
            gameId: g.id,
            active: true,
          };
        }
        if (fits(key)) {
          turn += k + 1;
          return showPiece(SHOWS[key]!, at);
        }
      }
      return showPiece(SHOWS[pool.find((key) => SHOWS[key]?.minutes === 30)!]!, at);
    };
    let cursor = start;
    const fill = (until: Date) => {
      while (cursor < until) {
        const midnight = cut(b, cursor, until)[0]![1];
        const stop = new Date(Math.min(midnight.getTime(), until.getTime()));
        const p = choose(cursor, minutesBetween(cursor, stop));
        emit(p);
        cursor = p.end;
      }
    };
    for (const p of pieces) {
      fill(p.start);
      emit(p);
      cursor = p.end;
    }
    fill(end);
  });
  hideSome(rng('epg:hidden'), out, o.channels.length * 2);
  out.sort(
    (x, y) =>
      x.channelId - y.channelId ||
      x.startTime.getTime() - y.startTime.getTime() ||
      Number(x.isHide) - Number(y.isHide),
  );
  for (const p of out) p.id = b.ids.next('programs');
  return { channels: rows, programs: out, channelOf };
}

/** Index of the first entry (list sorted by end, latest first) that ended by `time`. */
function firstEndingBy(list: { end: number }[], time: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.end > time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A few hidden entries beside ordinary ones (an operator's placeholders): the API must never answer them. */
function hideSome(r: Rng, list: ProgramRow[], count: number): void {
  const candidates = list.filter((p) => p.broadcastType !== 100 && p.active);
  for (let i = 0; i < count && candidates.length; i++) {
    const p = r.pick(candidates);
    list.push({ ...p, title: HIDDEN, description: null, gameId: null, isHide: true });
  }
}
