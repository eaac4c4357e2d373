import type { newsPosts } from '../../db/schema/index.js';
import type { L10n } from '../help-text.js';
import { joinL10n, messages } from '../messages.js';
import {
  addMinutes,
  type Build,
  endOf,
  type GameDraft,
  type SeasonDraft,
  type StandingRow,
} from './model.js';
import type { HomeRun } from './score-baseball.js';
import type { Goal } from './score-football.js';
import { each, roundLabel } from './text.js';

export type NewsRow = typeof newsPosts.$inferInsert & { publishedAt: Date };

export const ordinal = (n: number) =>
  `${n}${[11, 12, 13].includes(n % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const toPar = (n: number) => (n === 0 ? 'E' : n > 0 ? `+${n}` : `${n}`);

/** catalogue/news/common.json: the list separator and the table lines shared by the news. */
export const common = messages('catalogue/news/common.json', {
  list: [],
  tablePoints: ['rank', 'team', 'points'],
  tableRecord: ['rank', 'team', 'won', 'lost'],
});
const list = (items: L10n[]) => joinL10n(items, common('list'));

const report = messages('catalogue/news/match-report.json', {
  titleDraw: ['home', 'away', 'homeScore', 'awayScore'],
  titleWin: ['winner', 'loser', 'winnerScore', 'loserScore'],
  summaryDraw: ['round', 'venue'],
  summaryWin: ['round', 'venue', 'winner'],
  settingDraw: ['date', 'venue', 'league', 'roundName', 'home', 'away', 'homeScore', 'awayScore'],
  settingWin: ['date', 'venue', 'league', 'roundName', 'home', 'away', 'homeScore', 'awayScore', 'winner'],
  eventSettingDraw: ['date', 'venue', 'event', 'wins'],
  eventSettingWin: ['date', 'venue', 'event', 'winner', 'winnerScore', 'loserScore'],
  standing: ['home', 'away', 'homeRank', 'awayRank', 'homeOrdinal', 'awayOrdinal'],
  series: ['roundName', 'home', 'away', 'homeWins', 'awayWins'],
  watch: [],
});

const story = messages('catalogue/news/match-story.json', {
  goal: ['minute', 'scorer', 'team'],
  ownGoal: [],
  goals: ['goals'],
  goalless: [],
  penalties: ['home', 'away'],
  attendance: ['crowd'],
  tie: [],
  pitchers: ['winner', 'loser'],
  save: ['pitcher'],
  homeRun: ['batter', 'team', 'inning'],
  homeRuns: ['homeRuns'],
  topScorer: ['team', 'player', 'points'],
  overtime: ['periods'],
  overtimeOne: [],
  singles: ['east', 'west', 'halved'],
});

const golf = messages('catalogue/news/golf-report.json', {
  title: ['winner', 'event'],
  summary: ['toPar', 'wins'],
  setting: ['venue', 'league', 'event', 'date', 'winner', 'toPar'],
  podium: ['players'],
  watch: [],
});

export const paragraphs = (...parts: L10n[]): L10n =>
  each((x) =>
    parts
      .map((p) => p[x])
      .filter(Boolean)
      .join('\n\n'),
  );

export function post(
  b: Build,
  season: SeasonDraft,
  teamKey: string | null,
  at: Date,
  title: L10n,
  summary: L10n,
  body: L10n,
  /** Its title, summary or body tell a match result (hidden from members who hide scores). */
  revealsResult = false,
): NewsRow {
  return {
    gameTypeId: b.gameTypeId[season.league.sport],
    leagueId: season.leagueId,
    teamId: teamKey ? (b.teamIds.get(teamKey) ?? null) : null,
    title,
    summary,
    body,
    revealsResult,
    publishedAt: at,
  };
}

const lines = (...parts: L10n[]): L10n => each((x) => parts.map((p) => p[x]).join('\n'));
const BLANK = each(() => '');

/** What happened in the game, by sport: scorers, pitchers and home runs, top scorers, match play. */
function gameStory(g: GameDraft): L10n {
  const d = g.detail ?? {};
  const short = (side: 'home' | 'away') => (side === 'home' ? g.home! : g.away!).short;
  switch (g.season.league.sport) {
    case 'football': {
      const goals = (d.goals as Goal[] | undefined) ?? [];
      const pens = d.penalties as [number, number] | undefined;
      const scorers = goals.map((s) =>
        story('goal', { minute: s.minute, scorer: s.name ?? story('ownGoal'), team: short(s.side) }),
      );
      const crowd = story('attendance', { crowd: Number(d.attendance ?? 0).toLocaleString('en-US') });
      return lines(
        scorers.length ? story('goals', { goals: list(scorers) }) : story('goalless'),
        ...(pens ? [story('penalties', { home: pens[0], away: pens[1] })] : []),
        crowd,
      );
    }
    case 'baseball': {
      if (d.tie) return story('tie');
      const name = (k: string) => (d[k] as { name: L10n } | null | undefined)?.name ?? BLANK;
      const hrs = (d.homeRuns as HomeRun[] | undefined) ?? [];
      const homeRuns = hrs.map((h) =>
        story('homeRun', { batter: h.name, team: short(h.side), inning: h.inning }),
      );
      return lines(
        story('pitchers', { winner: name('winningPitcher'), loser: name('losingPitcher') }),
        ...(d.savePitcher ? [story('save', { pitcher: name('savePitcher') })] : []),
        ...(hrs.length ? [story('homeRuns', { homeRuns: list(homeRuns) })] : []),
      );
    }
    case 'basketball': {
      const tops =
        (d.topScorers as { side: 'home' | 'away'; name: L10n; points: number }[] | undefined) ?? [];
      const ot = Number(d.overtime ?? 0);
      return lines(
        ...tops.map((t) => story('topScorer', { team: short(t.side), player: t.name, points: t.points })),
        ...(ot ? [ot === 1 ? story('overtimeOne') : story('overtime', { periods: ot })] : []),
      );
    }
    case 'golf':
      return story('singles', { east: g.homeScore!, west: g.awayScore!, halved: Number(d.halved ?? 0) });
  }
}

/** The table, or in a knock-out round the series so far; empty when neither applies. */
function standing(g: GameDraft, table: StandingRow[]): L10n {
  const [H, A] = [g.home!, g.away!];
  if (g.round.competition.standings && table.length) {
    const rank = (key: string) => table.find((r) => r.team.key === key)?.rank ?? 0;
    const [rh, ra] = [rank(H.key), rank(A.key)];
    return report('standing', {
      home: H.name,
      away: A.name,
      homeRank: rh,
      awayRank: ra,
      homeOrdinal: ordinal(rh),
      awayOrdinal: ordinal(ra),
    });
  }
  if (g.round.competition.orderNo <= 1) return BLANK;
  const series = g.season.games.filter(
    (x) => x.round === g.round && x.beginAt <= g.beginAt && x.status === 2,
  );
  const wins = (key: string) =>
    series.filter((x) => (x.homeScore! > x.awayScore! ? x.home : x.away)?.key === key).length;
  return report('series', {
    roundName: g.round.name,
    home: H.name,
    away: A.name,
    homeWins: wins(H.key),
    awayWins: wins(A.key),
  });
}

/** A match report: headline, one-line summary, four paragraphs (setting, story, table or series, where to watch). */
export function matchReport(b: Build, g: GameDraft, table: StandingRow[]): NewsRow {
  const [H, A] = [g.home!, g.away!];
  const [h, a] = [g.homeScore!, g.awayScore!];
  const pens = g.detail?.penalties as [number, number] | undefined;
  const draw = h === a && !pens;
  const homeWon = h > a || (h === a && !!pens && pens[0] > pens[1]);
  const [W, L] = homeWon ? [H, A] : [A, H];
  const [ws, ls] = homeWon ? [h, a] : [a, h];
  const place = { round: roundLabel(g), venue: g.venue };
  const date = b.t.date(g.beginAt);
  const teams = { home: H.name, away: A.name, homeScore: h, awayScore: a };
  const event = { date, venue: g.venue, event: g.title ?? g.round.name };
  const match = { ...teams, date, venue: g.venue, league: g.season.league.name, roundName: g.round.name };
  const setting =
    g.golf !== undefined || g.season.league.sport !== 'golf'
      ? draw
        ? report('settingDraw', match)
        : report('settingWin', { ...match, winner: W.name })
      : draw
        ? report('eventSettingDraw', { ...event, wins: h })
        : report('eventSettingWin', { ...event, winner: W.name, winnerScore: ws, loserScore: ls });
  return post(
    b,
    g.season,
    W.key,
    addMinutes(endOf(g), 90),
    draw
      ? report('titleDraw', teams)
      : report('titleWin', { winner: W.name, loser: L.name, winnerScore: ws, loserScore: ls }),
    draw ? report('summaryDraw', place) : report('summaryWin', { ...place, winner: W.name }),
    paragraphs(setting, gameStory(g), standing(g, table), report('watch')),
    true,
  );
}

/** A tournament report after its final round: the winner and the top three. */
export function golfReport(b: Build, g: GameDraft): NewsRow {
  const board = (g.detail?.leaderboard as { pos: string; name: L10n; toPar: number }[] | undefined) ?? [];
  const first = board[0]!;
  const event = g.golf!.event.name;
  const wins = g.season.games.filter(
    (x) =>
      x.golf?.roundNo === 4 &&
      x.status === 2 &&
      x.beginAt <= g.beginAt &&
      (x.detail?.winner as { name: L10n } | undefined)?.name.en === first.name.en,
  ).length;
  const score = toPar(first.toPar);
  const podium = board.slice(0, 3).map((e) => each((x) => `${e.pos}. ${e.name[x]} ${toPar(e.toPar)}`));
  return post(
    b,
    g.season,
    null,
    addMinutes(endOf(g), 90),
    golf('title', { winner: first.name, event }),
    golf('summary', { toPar: score, wins }),
    paragraphs(
      golf('setting', {
        venue: g.venue,
        league: g.season.league.name,
        event,
        date: b.t.date(g.beginAt),
        winner: first.name,
        toPar: score,
      }),
      golf('podium', { players: list(podium) }),
      golf('watch'),
    ),
    true,
  );
}
