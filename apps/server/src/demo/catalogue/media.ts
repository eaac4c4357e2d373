import { LIVE_STATUS } from '@kickoff/contract';
import type { lives, vods } from '../../db/schema/index.js';
import { statusOfWindow } from '../calendar-rules.js';
import type { L10n } from '../help-text.js';
import { addMinutes, type Build, endOf, type GameDraft, type SeasonDraft } from './model.js';
import { type Rng, rng } from './random.js';
import type { HomeRun } from './score-baseball.js';
import type { Goal } from './score-football.js';
import { each, label, matchName, roundLabel, vodTitle } from './text.js';
import { DAY } from './types.js';

export type LiveRow = typeof lives.$inferInsert & { id: number };
export type VodRow = typeof vods.$inferInsert & { id: number; publishedAt: Date; views: number };

/** Minutes of coverage before the start and after the end of play. */
const PRE: Record<string, number> = { football: 30, baseball: 30, basketball: 15, golf: 0 };
const POST = 15;

export const liveWindow = (g: GameDraft): [Date, Date] => [
  addMinutes(g.beginAt, -PRE[g.season.league.sport]!),
  addMinutes(endOf(g), POST),
];

/** Names of the demo media assets the media server is expected to provide (one set per sport). */
export const mediaIds = {
  live: (sport: string) => `demo-live-${sport}`,
  vod: (sport: string, id: number) => `demo-${sport}-${(id % 3) + 1}`,
  preview: (sport: string) => `demo-${sport}-preview`,
  channel: (key: string) => `demo-channel-${key}`,
};

/**
 * Live status: 0 before, 1 on air, 2 ended (its window at the clock, as the demo calendar keeps it:
 * statusOfWindow), 3 cancelled (the game was rained off or called off).
 */
export function liveStatus(begin: Date, end: Date, now: Date, called: boolean): number {
  if (called) return LIVE_STATUS.CANCELLED;
  return statusOfWindow(begin, end, now);
}

const popularity = (g: GameDraft) => ((g.home?.popularity ?? 1) + (g.away?.popularity ?? 1)) / 2;

/** A live for every game from yesterday to a week ahead, on the channel that carries it (if any). */
export function buildLives(b: Build, games: GameDraft[], channelOf: Map<number, number>): LiveRow[] {
  const r = rng('lives');
  const from = b.t.at(-1);
  const to = b.t.at(8);
  const out: LiveRow[] = [];
  for (const g of games) {
    if (g.beginAt < from || g.beginAt >= to) continue;
    const [begin, end] = liveWindow(g);
    const sport = g.season.league.sport;
    const status = liveStatus(begin, end, b.now, Boolean(g.outcome));
    const peak = Math.round(
      g.season.league.audience * popularity(g) * (g.featured ? 2.2 : 1) * (0.5 + r.next()),
    );
    const golf = sport === 'golf';
    out.push({
      id: b.ids.next('lives'),
      gameId: g.id,
      channelId: channelOf.get(g.id) ?? null,
      title: each((x) => `${matchName(g)[x]}｜${roundLabel(g)[x]}`),
      status,
      broadcastType: 100,
      beginAt: begin,
      endAt: end,
      free: Boolean(g.free),
      videoId: mediaIds.live(sport),
      playUid: golf ? `seiran-${g.id}` : null,
      bypass: golf,
      viewers: status === 0 || status === 3 ? 0 : status === 1 ? Math.round(peak * 0.8) : peak,
    });
    // The day's big game is shown again the next morning (broadcast type 300, rebroadcast).
    if (g.featured && status !== 3 && g.beginAt < b.t.at(7)) {
      const day = Math.floor((g.beginAt.getTime() - b.t.at(0).getTime()) / DAY) + 1;
      const again = b.t.at(day, 9);
      const againEnd = addMinutes(again, g.minutes);
      out.push({
        id: b.ids.next('lives'),
        gameId: g.id,
        channelId: null,
        title: label('liveReplay', { match: matchName(g) }),
        status: liveStatus(again, againEnd, b.now, false),
        broadcastType: 300,
        beginAt: again,
        endAt: againEnd,
        free: false,
        videoId: mediaIds.live(sport),
        playUid: null,
        bypass: false,
        viewers: againEnd <= b.now ? Math.round(peak * 0.15) : 0,
      });
    }
  }
  return out;
}

/** Views grow quickly for a few days, then level off; older seasons have had longer. */
function views(r: Rng, b: Build, g: GameDraft, published: Date, factor: number): number {
  const ageDays = (b.now.getTime() - published.getTime()) / DAY;
  const growth = 1 - Math.exp(-ageDays / 2.5) + (g.season.isCurrent ? 0 : 0.3);
  const noise = Math.exp(r.normal(0, 0.45));
  return Math.max(
    3,
    Math.round(g.season.league.audience * popularity(g) * (g.featured ? 2.5 : 1) * factor * growth * noise),
  );
}

function vod(
  b: Build,
  r: Rng,
  g: GameDraft,
  kind: VodRow['kind'],
  title: L10n,
  seconds: number,
  publishedAt: Date,
  free: boolean,
  factor: number,
): VodRow {
  const id = b.ids.next('vods');
  const sport = g.season.league.sport;
  const v = views(r, b, g, publishedAt, factor);
  return {
    id,
    gameId: g.id,
    leagueId: g.season.leagueId,
    gameTypeId: b.gameTypeId[sport],
    originId: null,
    kind,
    title,
    duration: seconds,
    free,
    videoId: mediaIds.vod(sport, id),
    clipId: free ? null : mediaIds.preview(sport),
    views: v,
    likes: Math.round(v * (0.012 + r.next() * 0.04)),
    publishedAt,
  };
}

const HIGHLIGHT: Record<string, [number, number]> = {
  football: [240, 480],
  baseball: [300, 480],
  basketball: [240, 420],
  golf: [360, 480],
};
const FULL: Record<string, [number, number]> = {
  football: [105, 115],
  baseball: [165, 180],
  basketball: [120, 135],
  golf: [170, 180],
};

/** The clips of a game: goals, home runs, the top scorer's plays, the winning putt. */
function clips(b: Build, r: Rng, g: GameDraft, at: Date): VodRow[] {
  const d = g.detail ?? {};
  const sport = g.season.league.sport;
  const team = (side: 'home' | 'away') => (side === 'home' ? g.home! : g.away!);
  const make = (title: L10n) => vod(b, r, g, 'clip', title, r.int(30, 120), at, r.chance(0.5), 0.5);
  if (sport === 'football') {
    return ((d.goals as Goal[] | undefined) ?? [])
      .filter((x) => x.name)
      .slice(0, 2)
      .map((x) => make(label('clipGoal', { player: x.name!, team: team(x.side).short, minute: x.minute })));
  }
  if (sport === 'baseball') {
    return ((d.homeRuns as HomeRun[] | undefined) ?? [])
      .slice(0, 2)
      .map((x) => make(label('clipHomeRun', { player: x.name, team: team(x.side).short, inning: x.inning })));
  }
  if (sport === 'basketball') {
    const top = (
      (d.topScorers as { side: 'home' | 'away'; name: L10n; points: number }[] | undefined) ?? []
    ).sort((x, y) => y.points - x.points)[0];
    if (!top) return [];
    return [
      make(label('clipTopScorer', { player: top.name, points: top.points, team: team(top.side).short })),
    ];
  }
  const winner = d.winner as { name: L10n } | undefined;
  if (!winner || !g.golf) return [];
  return [make(label('clipWinner', { player: winner.name, event: g.golf.event.name }))];
}

/**
 * VOD of every finished game: a highlight (40 minutes after the end) and, for this season's games and
 * last season's big games, the full replay (3 hours after); clips of the last three weeks. Nothing is
 * published later than the clock.
 */
export function buildGameVods(b: Build, seasons: SeasonDraft[]): VodRow[] {
  const out: VodRow[] = [];
  for (const season of seasons) {
    const r = rng(`vods:${season.league.key}:${season.year}`);
    const sport = season.league.sport;
    for (const g of season.games) {
      if (g.status !== 2) continue;
      const end = endOf(g);
      const highlightAt = addMinutes(end, 40);
      const [hlo, hhi] = HIGHLIGHT[sport]!;
      const [flo, fhi] = FULL[sport]!;
      const seconds = r.int(hlo, hhi);
      const fullSeconds = Math.min(g.minutes, r.int(flo, fhi)) * 60;
      const free = Boolean(g.free) || r.chance(0.3);
      if (highlightAt <= b.now)
        out.push(vod(b, r, g, 'highlight', vodTitle('highlight', g), seconds, highlightAt, free, 1));
      const fullAt = addMinutes(end, 180);
      if ((season.isCurrent || g.featured) && fullAt <= b.now) {
        out.push(
          vod(
            b,
            r,
            g,
            'full',
            vodTitle('full', g),
            Math.max(90 * 60, fullSeconds),
            fullAt,
            Boolean(g.free) && r.chance(0.5),
            0.22,
          ),
        );
      }
      const clipAt = addMinutes(end, 15);
      const recent = b.now.getTime() - end.getTime() < 21 * DAY;
      if (season.isCurrent && (recent || g.golf?.roundNo === 4) && clipAt <= b.now)
        out.push(...clips(b, r, g, clipAt));
    }
  }
  return out;
}

/** KICKOFF NEWS: the evening news of each of the last two weeks, free to all. */
export function buildNewsVods(b: Build): VodRow[] {
  const r = rng('vods:news');
  const out: VodRow[] = [];
  for (let day = -14; day <= 0; day++) {
    const at = b.t.at(day, 23, 30);
    if (at > b.now) continue;
    const md = b.t.md(at);
    const id = b.ids.next('vods');
    const v = Math.round(
      2_500 * Math.exp(r.normal(0, 0.3)) * (1 - Math.exp(-(b.now.getTime() - at.getTime()) / DAY / 2)),
    );
    out.push({
      id,
      gameId: null,
      leagueId: null,
      gameTypeId: null,
      originId: null,
      kind: 'news',
      title: each((l) =>
        l === 'ja'
          ? `KICKOFF NEWS ${md.ja}`
          : l === 'ko'
            ? `KICKOFF NEWS ${md.ko}`
            : `KICKOFF NEWS, ${md.en}`,
      ),
      duration: r.int(12, 15) * 60,
      free: true,
      videoId: `demo-news-${(id % 3) + 1}`,
      clipId: null,
      views: Math.max(3, v),
      likes: Math.round(v * 0.02),
      publishedAt: at,
    });
  }
  return out;
}
