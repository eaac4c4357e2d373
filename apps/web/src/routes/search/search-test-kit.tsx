import {
  type GameType,
  LIMITS,
  type LiveItem,
  type Match,
  type SearchHome,
  type SearchTeam,
  type Top,
  type VodItem,
} from '@kickoff/contract';
import { type Handler, neoLeague, neoMatch, pageOf, renderScreens, respond } from '../../../test/kit.js';
import { searchRoutes } from './index.js';

/** Test kit of /search: the shared kit (test/kit.tsx) with the search fixtures and handlers. */
export const renderSearch = (url: string) => renderScreens(url, searchRoutes);

// ── fixtures shaped by the contract ──────────────────────────────────────────────────────────

const TOH = {
  id: 1,
  name: '東都レガリア',
  shortName: '東都',
  code: 'TOH',
  colors: ['#1d3b8b', '#d4af37'],
} as const;
const HKR = {
  id: 2,
  name: '北嶺ユナイテッド',
  shortName: '北嶺',
  code: 'HKR',
  colors: ['#0f5132', '#e9ecef'],
} as const;
const team = (t: typeof TOH | typeof HKR) => ({ ...t, colors: [...t.colors] as [string, string] });

export function vod(id: number, extra: Partial<VodItem> = {}): VodItem {
  return {
    id,
    kind: 'highlight',
    title: `【ハイライト】東都レガリア vs 北嶺ユナイテッド ${id}`,
    duration: 380,
    free: false,
    views: 12_000,
    likes: 300,
    publishedAt: '2026-11-20T10:00:00.000Z',
    gameTypeId: 1,
    leagueId: 1,
    leagueName: 'ネオリーグ1部',
    originId: null,
    originTitle: null,
    colors: ['#1d3b8b', '#d4af37'],
    game: {
      id: 500 + id,
      beginDate: '2026-11-20T08:00:00.000Z',
      status: 2,
      home: team(TOH),
      away: team(HKR),
      homeScore: 3,
      awayScore: 1,
      scoreHidden: false,
    },
    ...extra,
  };
}

export function match(id: number, extra: Partial<Match> = {}): Match {
  return neoMatch({
    id,
    seasonId: 2,
    roundId: 43,
    roundName: '第22節',
    venue: '東都スタジアム',
    home: team(TOH),
    away: team(HKR),
    homeScore: 2,
    awayScore: 0,
    ...extra,
  });
}

export function live(id: number, extra: Partial<LiveItem> = {}): LiveItem {
  return {
    id,
    gameId: 900 + id,
    channelId: null,
    title: `東都レガリア vs 北嶺ユナイテッド ライブ ${id}`,
    status: 1,
    broadcastType: 100,
    beginAt: '2026-11-24T10:00:00.000Z',
    endAt: '2026-11-24T12:00:00.000Z',
    free: false,
    viewers: 1234,
    game: match(900 + id),
    ...extra,
  };
}

export const searchTeam: SearchTeam = {
  ...team(TOH),
  gameTypeId: 1,
  gameTypeName: 'サッカー',
  league: neoLeague,
};

export const gameTypes: GameType[] = [
  { id: 1, key: 'football', name: 'サッカー', isTeam: true, isUseSeasonName: false },
  { id: 2, key: 'golf', name: 'ゴルフ', isTeam: false, isUseSeasonName: true },
];

export const top: Top = {
  gameTypes: [
    {
      ...gameTypes[0]!,
      leagues: [
        searchTeam.league!,
        {
          id: 2,
          key: 'neo2',
          gameTypeId: 1,
          name: 'ネオリーグ2部',
          shortName: 'ネオ2部',
          colors: ['#222', '#555'],
        },
      ],
    },
    {
      ...gameTypes[1]!,
      leagues: [
        {
          id: 5,
          key: 'aoarashi',
          gameTypeId: 2,
          name: '青嵐ツアー',
          shortName: '青嵐ツアー',
          colors: ['#0a0', '#050'],
        },
      ],
    },
  ],
};

export const searchHome: SearchHome = {
  date: '2026-11-24',
  vodLikes: [vod(1, { title: 'いいね動画 1' }), vod(2, { title: 'いいね動画 2' })],
  vodNews: [vod(3, { kind: 'news', title: 'KICKOFF NEWS 11月24日', game: null })],
  todayLives: [live(1, { title: '今日のライブ 1' })],
};

/** 40 chart places, 8 a page, like GET /vod/chart. */
export const chartHandler: Handler = respond('vod.chart', (call) => {
  const pageNo = Number(call.query.get('pageNo') ?? 1);
  const places = Array.from({ length: 40 }, (_, i) => ({
    ...vod(100 + i, { title: `ランキング動画 ${i + 1}` }),
    rank: i + 1,
  }));
  return pageOf(places, pageNo, 8);
});

/** The calls every /search screen makes: sports, leagues, the search home and the chart. */
export const baseHandlers: Handler[] = [
  respond('catalogue.gameTypes', gameTypes),
  respond('catalogue.top', top),
  respond('search.home', searchHome),
  chartHandler,
];

/** Search answers for `keyword`-independent fixtures: `vods` paged by the asked pageNo/pageItem. */
export function resultHandlers(results: {
  teams?: SearchTeam[];
  lives?: LiveItem[];
  vods?: VodItem[];
}): Handler[] {
  const lives = results.lives ?? [];
  const vods = results.vods ?? [];
  return [
    respond('search.teams', results.teams ?? []),
    respond('search.lives', { count: lives.length, list: lives }),
    respond('search.vod', (call) =>
      pageOf(
        vods,
        Number(call.query.get('pageNo') ?? 1),
        Number(call.query.get('pageItem') ?? LIMITS.pagination.itemsPerPage),
      ),
    ),
  ];
}
