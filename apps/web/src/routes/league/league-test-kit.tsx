import type {
  GameType,
  LeagueHome,
  LeagueRef,
  LeagueSummary,
  MatchItem,
  NewsDetail,
  NewsSummary,
  PlayerList,
  PlayerRow,
  RoundDetail,
  Season,
  SeasonDetail,
  StandingList,
  StandingRow,
  TeamRef,
} from '@kickoff/contract';
import { type Handler, pageOf, renderScreens, respond } from '../../../test/kit.js';
import { newsRoutes } from '../news/index.js';
import { leagueRoutes } from './index.js';

/**
 * Test kit of the league and news screens over the shared kit (test/kit.tsx). Fixtures follow the
 * contract and the demo content.
 */

/** Renders the league and news routes at `url` inside a root like the app's. */
export const renderLeague = (url: string) => renderScreens(url, [...leagueRoutes, ...newsRoutes]);

// ── fixtures ─────────────────────────────────────────────────────────────────────────────────

export const football: GameType = {
  id: 1,
  key: 'football',
  name: 'サッカー',
  isTeam: true,
  isUseSeasonName: false,
};
export const golf: GameType = { id: 2, key: 'golf', name: 'ゴルフ', isTeam: false, isUseSeasonName: true };
export const gameTypes = [football, golf];

const ref = (id: number, name: string, shortName: string, key: string, gameTypeId = 1): LeagueRef => ({
  id,
  key,
  gameTypeId,
  name,
  shortName,
  colors: ['#0d1b4c', '#2a5bd7'],
});
export const neo1 = ref(1, 'ネオリーグ1部', 'ネオリーグ', 'neo1');
export const neo2 = ref(2, 'ネオリーグ2部', 'ネオ2部', 'neo2');
export const seiran = ref(6, '青嵐ゴルフツアー', '青嵐ツアー', 'seiran', 2);

export const season = (id: number, leagueId: number, year: number, isCurrent: boolean): Season => ({
  id,
  leagueId,
  year,
  name: `${year}シーズン`,
  startDate: `${year}-02-22`,
  endDate: `${year}-11-30`,
  isCurrent,
});
export const seasons = {
  neo1Now: season(2, 1, 2026, true),
  neo1Last: season(1, 1, 2025, false),
  neo2Now: season(4, 2, 2026, true),
};

export const summary = (league: LeagueRef, current: Season): LeagueSummary => ({
  ...league,
  description: `${league.name}の説明`,
  currentSeason: current,
});

export const team = (id: number, name: string, code: string): TeamRef => ({
  id,
  name,
  shortName: name.slice(0, 2),
  code,
  colors: ['#1d3b8b', '#d4af37'],
});
export const teams = {
  toh: team(1, '東都レガリア', 'TOH'),
  hkr: team(2, '北嶺ユナイテッド', 'HKR'),
  mhk: team(3, 'みなと碧海FC', 'MHK'),
};

export function match(id: number, league: LeagueRef, s: Season, options: Partial<MatchItem> = {}): MatchItem {
  return {
    id,
    beginDate: '2026-11-30T05:00:00.000Z',
    status: 0,
    type: 'football',
    typeId: 1,
    category: 'サッカー',
    isTeam: true,
    leagueId: league.id,
    leagueKey: league.key,
    leagueName: league.name,
    leagueShortName: league.shortName,
    leagueColors: league.colors,
    seasonId: s.id,
    seasonName: s.name,
    seasonYear: s.year,
    roundId: 44,
    roundName: '第22節',
    competitionId: 2,
    competitionName: 'リーグ戦',
    title: null,
    venue: '北嶺ドームフィールド',
    home: teams.hkr,
    away: teams.toh,
    homeScore: null,
    awayScore: null,
    scoreHidden: false,
    lives: [],
    vodCount: 0,
    ...options,
  };
}

export function standing(
  rank: number,
  t: TeamRef,
  scoreHidden: boolean,
  numbers: [number, number],
): StandingRow {
  return {
    rank,
    team: t,
    played: 21,
    won: 14,
    drawn: 5,
    lost: 2,
    points: 47 - rank,
    form: 'WWDLW',
    scoreFor: scoreHidden ? null : numbers[0],
    scoreAgainst: scoreHidden ? null : numbers[1],
    scoreDiff: scoreHidden ? null : numbers[0] - numbers[1],
    scoreHidden,
  };
}

export function standingList(s: Season, league: LeagueRef, scoreHidden: boolean): StandingList {
  return {
    league,
    season: s,
    seasons: [seasons.neo1Now, seasons.neo1Last].filter((x) => x.leagueId === league.id),
    standings: [
      standing(1, teams.hkr, scoreHidden, [417, 113]),
      standing(2, teams.toh, scoreHidden, [368, 219]),
      standing(3, teams.mhk, scoreHidden, [365, 207]),
    ],
    scoreHidden,
  };
}

export function leagueHome(league: LeagueRef, s: Season, scoreHidden = false): LeagueHome {
  return {
    gameType: football,
    leagues: [neo1, neo2],
    league: summary(league, s.isCurrent ? s : seasons.neo1Now),
    season: s,
    currentRound: {
      id: 44,
      seasonId: s.id,
      competitionId: 2,
      name: '第22節',
      orderNo: 22,
      startDate: '2026-11-30',
      endDate: '2026-11-30',
    },
    nextGames: [match(259, league, s)],
    latestResults: [
      match(258, league, s, {
        status: 2,
        homeScore: scoreHidden ? null : 5,
        awayScore: scoreHidden ? null : 0,
        scoreHidden,
        roundName: '第21節',
        beginDate: '2026-11-23T06:00:00.000Z',
      }),
    ],
    standings: [],
    vods: [],
    news: [],
    scoreHidden,
  };
}

export function seasonDetail(s: Season): SeasonDetail {
  return {
    ...s,
    competitions: [{ id: 2, seasonId: s.id, name: 'リーグ戦', orderNo: 1 }],
    rounds: [43, 44].map((id) => ({
      id,
      seasonId: s.id,
      competitionId: 2,
      name: `第${id - 22}節`,
      orderNo: id - 22,
      startDate: id === 43 ? '2026-11-23' : '2026-11-30',
      endDate: id === 43 ? '2026-11-23' : '2026-11-30',
    })),
  };
}

export function roundDetail(id: number, s: Season, league: LeagueRef, scoreHidden = false): RoundDetail {
  return {
    round: seasonDetail(s).rounds.find((r) => r.id === id)!,
    competition: { id: 2, seasonId: s.id, name: 'リーグ戦', orderNo: 1 },
    season: s,
    league,
    prevRoundId: id === 44 ? 43 : null,
    nextRoundId: id === 43 ? 44 : null,
    games: [match(id * 10, league, s, { roundName: `第${id - 22}節`, home: teams.mhk, away: teams.toh })],
    scoreHidden,
  };
}

export const menu = [neo1, neo2, seiran].map((l) => ({
  ...l,
  gameTypeKey: l.gameTypeId === 1 ? 'football' : 'golf',
  gameTypeName: l.gameTypeId === 1 ? 'サッカー' : 'ゴルフ',
}));

/** The calls every league screen makes besides its league's home, answered from the fixtures. */
export function leagueHandlers(options: { scoreHidden?: boolean } = {}): Handler[] {
  const hidden = options.scoreHidden ?? false;
  const current = (id: number) => (id === 2 ? seasons.neo2Now : seasons.neo1Now);
  const leagueOf = (id: number) => (id === 2 ? neo2 : neo1);
  return [
    respond('catalogue.gameTypes', gameTypes),
    respond('league.sort', menu),
    respond('settings.getScore', { on: !hidden }),
    respond('league.ofType', ({ params }) =>
      params.type === 'football'
        ? {
            gameType: football,
            leagues: [summary(neo2, seasons.neo2Now), summary(neo1, seasons.neo1Now)],
          }
        : undefined,
    ),
    respond('league.years', ({ params }) => [
      { year: 2026, isCurrent: true },
      ...(params.leagueId === '1' ? [{ year: 2025, isCurrent: false }] : []),
    ]),
    respond('league.seasonsOfYear', ({ params }) => [
      seasonDetail(params.year === '2025' ? seasons.neo1Last : current(Number(params.leagueId))),
    ]),
    respond('league.info', ({ params }) => {
      const l = leagueOf(Number(params.leagueId));
      return { ...summary(l, current(l.id)), gameType: football, years: [2026], teamCount: 12 };
    }),
    respond('league.round', ({ params }) => roundDetail(Number(params.id), seasons.neo1Now, neo1, hidden)),
    respond('league.entry', {
      league: neo1,
      season: seasons.neo1Now,
      teams: Object.values(teams).map((t) => ({
        ...t,
        city: '東都',
        venue: '東都スタジアム',
        founded: 1992,
        playerCount: 26,
      })),
    }),
    respond('news.standings', (call) => {
      const seasonId = Number(call.query.get('seasonId') ?? 0);
      const s = seasonId === 1 ? seasons.neo1Last : seasonId === 4 ? seasons.neo2Now : seasons.neo1Now;
      return standingList(s, leagueOf(s.leagueId), hidden);
    }),
    respond('vod.league', (call) => ({
      ...pageOf([], 1, 12),
      league: leagueOf(Number(call.query.get('leagueId'))),
    })),
    respond('vod.gameType', { ...pageOf([], 1, 12), gameType: football }),
  ];
}

// ── news fixtures ────────────────────────────────────────────────────────────────────────────

export const posts: NewsSummary[] = Array.from({ length: 20 }, (_, i) => ({
  id: 40 - i,
  title: `ニュース記事 ${40 - i}`,
  summary: `要約 ${40 - i}`,
  publishedAt: new Date(Date.UTC(2026, 10, 23, 12 - (i % 12))).toISOString(),
  gameTypeId: 1,
  league: neo1,
  team: i % 2 === 0 ? teams.hkr : teams.toh,
  resultHidden: false,
}));

/** A match report as a member who hides scores receives it: neutral text, no team, `resultHidden`. */
export const hiddenPost: NewsSummary = {
  ...posts[0]!,
  title: 'ネオリーグ1部：試合結果',
  summary: 'スコア非表示の設定中のため、結果を含む内容を隠しています。',
  team: null,
  resultHidden: true,
};

export const postDetail: NewsDetail = {
  ...posts[0]!,
  title: '瀬戸内オルカと若葉台SCは1-1で引き分け',
  body: '第一段落の本文。\n\n得点：5分 吉田 湊\n観客数：24,166人\n\n最後の段落。',
  prevId: 39,
  nextId: null,
  related: [posts[3]!, posts[4]!],
};

export function player(id: number, name: string, t: TeamRef, stats: Record<string, number>): PlayerRow {
  return { id, name, number: id % 30, position: 'フォワード', team: t, stats };
}

export function playerList(
  rows: PlayerRow[],
  sort: string | null,
  sortKeys: string[],
  total = rows.length,
): PlayerList {
  return {
    list: rows,
    total,
    totalPage: Math.max(1, Math.ceil(total / 20)),
    pageNo: 1,
    pageItem: 20,
    league: neo1,
    season: seasons.neo1Now,
    team: null,
    sortKeys,
    sort,
  };
}
