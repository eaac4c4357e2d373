import { z } from 'zod';
import type { origins, themes, themeVods } from '../../db/schema/index.js';
import { l10nSchema, readContent } from '../content.js';
import type { L10n } from '../help-text.js';
import { messages } from '../messages.js';
import type { VodRow } from './media.js';
import type { Build, GameDraft, SeasonDraft } from './model.js';
import { rng } from './random.js';
import { BNEXT_CLUBS, NEO1_CLUBS, PBL_CLUBS } from './teams.js';
import { label } from './text.js';
import { DAY, SPORT_KEYS } from './types.js';

export type OriginRow = typeof origins.$inferInsert & { id: number };
export type ThemeRow = typeof themes.$inferInsert & { id: number };
export type ThemeVodRow = typeof themeVods.$inferInsert;

const colorsSchema = z.tuple([z.string(), z.string()]);
const showcase = { title: l10nSchema, description: l10nSchema, colors: colorsSchema };
const originalsSchema = z.strictObject({
  tactics: z.array(l10nSchema).min(1),
  origins: z.array(z.strictObject({ key: z.string(), sport: z.enum(SPORT_KEYS).nullable(), ...showcase })),
  themes: z.array(z.strictObject({ key: z.string(), ...showcase })),
});
/** catalogue/originals.json: the original programmes and the curated collections, in display order. */
const ORIGINALS = readContent('catalogue/originals.json', originalsSchema);

const episode = messages('catalogue/episodes.json', {
  tactics: ['number', 'club', 'tactic'],
  managers: ['number', 'club'],
  bestgoals: ['from', 'to'],
  lockerroom: ['number', 'team'],
  finalseries: ['number', 'home', 'away', 'homeScore', 'awayScore'],
  diamond: ['number', 'player', 'team'],
  weekly: ['number', 'date'],
});

/** The episodes of a programme: title, day (from today) of publication and length in minutes. */
type Episodes = (b: Build) => { title: L10n; day: number; minutes: number }[];

const weekly = (count: number, lastDay: number, step = 7) =>
  Array.from({ length: count }, (_, i) => lastDay - step * (count - 1 - i));

function episodeLists(seasons: SeasonDraft[]): Record<string, Episodes> {
  const pbl = seasons.find((s) => s.league.key === 'pbl' && s.isCurrent)!;
  const finalSeries = pbl.games.filter((g) => g.round.name.en === 'Final Series');
  const golf = seasons.find((s) => s.league.key === 'seiran' && s.isCurrent)!;
  const events = golf.games.filter((g) => g.golf && g.status === 2 && g.golf.roundNo === 4);
  const daysAgo = (b: Build, at: Date) => Math.round((at.getTime() - b.t.at(0).getTime()) / DAY) + 2;
  const { tactics } = ORIGINALS;
  return {
    tactics: () =>
      weekly(24, -2).map((day, i) => ({
        day,
        minutes: 28,
        title: episode('tactics', {
          number: i + 1,
          club: NEO1_CLUBS[i % 12]!.short,
          tactic: tactics[i % tactics.length]!,
        }),
      })),
    managers: () =>
      NEO1_CLUBS.map((club, i) => ({
        day: -146 + i,
        minutes: 20,
        title: episode('managers', { number: i + 1, club: club.name }),
      })),
    bestgoals: () =>
      [
        [30, 21],
        [20, 11],
        [10, 1],
      ].map(([from, to], i) => ({
        day: -145 + 5 * i,
        minutes: 25,
        title: episode('bestgoals', { from: from!, to: to! }),
      })),
    lockerroom: () =>
      weekly(8, -1, 5).map((day, i) => ({
        day,
        minutes: 18,
        title: episode('lockerroom', { number: i + 1, team: BNEXT_CLUBS[i]!.name }),
      })),
    finalseries: (b) =>
      finalSeries.map((g, i) => ({
        day: daysAgo(b, g.beginAt),
        minutes: 30,
        title: episode('finalseries', {
          number: i + 1,
          home: g.home!.short,
          away: g.away!.short,
          homeScore: g.homeScore!,
          awayScore: g.awayScore!,
        }),
      })),
    diamond: (b) =>
      PBL_CLUBS.flatMap((club) => (b.rosters.get(club.key) ?? []).filter((p) => p.role === 'star')).map(
        (p, i) => ({
          day: -220 + 20 * i,
          minutes: 24,
          title: episode('diamond', { number: i + 1, player: p.name, team: p.team.short }),
        }),
      ),
    behindround: (b) =>
      events.map((g, i) => ({
        day: daysAgo(b, g.beginAt),
        minutes: 20,
        title: label('golfEvent', { number: i + 1, event: g.golf!.event.name }),
      })),
    weekly: (b) =>
      weekly(20, -1).map((day, i) => ({
        day,
        minutes: 45,
        title: episode('weekly', { number: i + 1, date: b.t.md(b.t.at(day)) }),
      })),
  };
}

/** Original programmes (6+) with their episodes (VOD kind `origin`), published up to today. */
export function buildOrigins(b: Build, seasons: SeasonDraft[]): { origins: OriginRow[]; vods: VodRow[] } {
  const r = rng('origins');
  const rowsOut: OriginRow[] = [];
  const vodsOut: VodRow[] = [];
  const episodes = episodeLists(seasons);
  ORIGINALS.origins.forEach((seed, i) => {
    const list = episodes[seed.key];
    if (!list) throw new Error(`demo content catalogue/originals.json: no episodes for origin "${seed.key}"`);
    const id = b.ids.next('origins');
    const gameTypeId = seed.sport ? b.gameTypeId[seed.sport] : null;
    const { title, description, colors } = seed;
    rowsOut.push({ id, gameTypeId, title, description, colors, orderNo: i + 1 });
    for (const ep of list(b)) {
      const publishedAt = b.t.at(ep.day, 20);
      if (publishedAt > b.now) continue;
      const vid = b.ids.next('vods');
      const age = (b.now.getTime() - publishedAt.getTime()) / DAY;
      const views = Math.round(3_000 * Math.exp(r.normal(0, 0.5)) * (1 - Math.exp(-age / 4)) + 50);
      vodsOut.push({
        id: vid,
        gameId: null,
        leagueId: null,
        gameTypeId,
        originId: id,
        kind: 'origin',
        title: ep.title,
        duration: ep.minutes * 60 + r.int(0, 59),
        free: r.chance(0.25),
        videoId: `demo-origin-${(vid % 3) + 1}`,
        clipId: 'demo-origin-preview',
        views,
        likes: Math.round(views * (0.02 + r.next() * 0.04)),
        publishedAt,
      });
    }
  });
  return { origins: rowsOut, vods: vodsOut };
}

/** Curated collections, each a list of VODs already built. */
export function buildThemes(
  b: Build,
  vods: VodRow[],
  games: Map<number, GameDraft>,
): { themes: ThemeRow[]; themeVods: ThemeVodRow[] } {
  const game = (v: VodRow) => (v.gameId ? games.get(v.gameId) : undefined);
  const recent = (days: number) => (v: VodRow) => b.now.getTime() - v.publishedAt.getTime() < days * DAY;
  const byViews = (x: VodRow, y: VodRow) => y.views - x.views || x.id - y.id;
  const closeness = (v: VodRow) => {
    const g = game(v);
    return g && g.homeScore !== null && g.awayScore !== null
      ? Math.abs(g.homeScore - g.awayScore) * 10 - (g.homeScore + g.awayScore)
      : 99;
  };
  /** The VODs of each collection of catalogue/originals.json, by key. */
  const lists: Record<string, VodRow[]> = {
    classics: vods
      .filter((v) => v.kind === 'full')
      .sort((x, y) => closeness(x) - closeness(y) || y.views - x.views)
      .slice(0, 12),
    'goals-of-the-week': vods
      .filter((v) => v.kind === 'clip' && v.gameTypeId === b.gameTypeId.football && recent(7)(v))
      .sort(byViews)
      .slice(0, 10),
    'pbl-final-series': vods
      .filter(
        (v) => game(v)?.round.name.en === 'Final Series' && (v.kind === 'highlight' || v.kind === 'full'),
      )
      .sort((x, y) => x.gameId! - y.gameId! || x.id - y.id),
    'shooters-streak': vods
      .filter((v) => {
        const g = game(v);
        return (
          v.kind === 'highlight' &&
          !!g &&
          g.season.isCurrent &&
          (g.home?.key === 'shooters' || g.away?.key === 'shooters')
        );
      })
      .sort((x, y) => x.gameId! - y.gameId!)
      .slice(0, 7),
    'free-highlights': vods
      .filter((v) => v.kind === 'highlight' && v.free)
      .sort((x, y) => y.publishedAt.getTime() - x.publishedAt.getTime() || x.id - y.id)
      .slice(0, 16),
    'seiran-winners': vods
      .filter((v) => v.kind === 'clip' && v.gameTypeId === b.gameTypeId.golf)
      .sort((x, y) => x.publishedAt.getTime() - y.publishedAt.getTime()),
  };
  const rowsOut: ThemeRow[] = [];
  const links: ThemeVodRow[] = [];
  ORIGINALS.themes.forEach(({ key, title, description, colors }, i) => {
    const list = lists[key];
    if (!list) throw new Error(`demo content catalogue/originals.json: no VODs for collection "${key}"`);
    const id = b.ids.next('themes');
    rowsOut.push({ id, title, description, colors, orderNo: i + 1 });
    for (const [j, v] of list.entries()) links.push({ themeId: id, vodId: v.id, orderNo: j + 1 });
  });
  return { themes: rowsOut, themeVods: links };
}
