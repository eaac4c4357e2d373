import type {
  FavoriteEntry,
  FavoriteLeagueGroup,
  Favorites,
  FavoriteTeam,
  GameType,
  MemberAlert,
  MyInquiry,
  Reservations,
} from '@kickoff/contract';
import { authHandlers, homeStandIn, renderApp } from '../../../test/auth-kit.js';
import { type Handler, pageOf, respond, sessionUser, standIn, stubApi } from '../../../test/kit.js';
import { mypageRoutes } from './index.js';

/**
 * Test kit of the my page: the real route tree, guards, header (with the alert bell), query client
 * and `api` client behind a logged-in member (the auth kit over the shared kit, test/kit.tsx).
 */

/** Renders the app at `url` with the member logged in and `handlers` answering the rest. */
export function renderMypage(url: string, ...handlers: Handler[]) {
  const api = stubApi(...authHandlers({ session: sessionUser() }), ...handlers);
  const view = renderApp(url, {
    slots: {
      catalogueRoutes: [homeStandIn, ...mypageRoutes, standIn('/schedule/0', 'schedule screen')],
      memberHelpRoutes: [standIn('/help/cs/contact', 'contact form screen')],
    },
  });
  return { ...view, api };
}

// ── fixtures shaped by the contract ──────────────────────────────────────────────────────────

export const gameTypes: GameType[] = [
  { id: 1, key: 'football', name: 'サッカー', isTeam: true, isUseSeasonName: true },
  { id: 3, key: 'baseball', name: '野球', isTeam: true, isUseSeasonName: false },
  { id: 2, key: 'golf', name: 'ゴルフ', isTeam: false, isUseSeasonName: false },
];

/** 30 teams: 1–20 football, 21–30 baseball. */
export const teams: FavoriteTeam[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: `チーム${i + 1}`,
  shortName: `T${i + 1}`,
  code: `T${String(i + 1).padStart(2, '0')}`,
  colors: ['#123456', '#abcdef'],
  gameTypeId: i < 20 ? 1 : 3,
  gameTypeName: i < 20 ? 'サッカー' : '野球',
  selected: false,
  orderNo: null,
}));

export const leagueGroups: FavoriteLeagueGroup[] = [
  {
    gameTypeId: 1,
    gameTypeKey: 'football',
    gameTypeName: 'サッカー',
    leagues: [
      {
        id: 1,
        key: 'neo1',
        name: 'ネオリーグ1部',
        shortName: 'ネオ1',
        colors: ['#000', '#fff'],
        selected: false,
        orderNo: null,
      },
      {
        id: 2,
        key: 'neo2',
        name: 'ネオリーグ2部',
        shortName: 'ネオ2',
        colors: ['#000', '#fff'],
        selected: false,
        orderNo: null,
      },
    ],
  },
  {
    gameTypeId: 3,
    gameTypeKey: 'baseball',
    gameTypeName: '野球',
    leagues: [
      {
        id: 3,
        key: 'pbl',
        name: 'PBL',
        shortName: 'PBL',
        colors: ['#000', '#fff'],
        selected: false,
        orderNo: null,
      },
    ],
  },
];

/** The team with `id` as a favourite at `orderNo`. */
export function teamEntry(id: number, orderNo: number): FavoriteEntry {
  const team = teams[id - 1]!;
  return {
    destId: id,
    orderNo,
    name: team.name,
    shortName: team.shortName,
    code: team.code,
    colors: team.colors,
    gameTypeId: team.gameTypeId,
  };
}

export function leagueEntry(id: number, orderNo: number): FavoriteEntry {
  const league = leagueGroups.flatMap((g) => g.leagues.map((l) => ({ ...l, gameTypeId: g.gameTypeId })))[
    id - 1
  ]!;
  return {
    destId: id,
    orderNo,
    name: league.name,
    shortName: league.shortName,
    code: null,
    colors: league.colors,
    gameTypeId: league.gameTypeId,
  };
}

/** GET /favorite/list/team/{page} over `teams`, with gameType and keyword applied. */
export const teamPageHandler: Handler = respond('favorites.teams', (call) => {
  const gameType = Number(call.query.get('gameType') ?? 0);
  const keyword = call.query.get('keyword') ?? '';
  const pageItem = Number(call.query.get('pageItem') ?? 20);
  const list = teams.filter(
    (t) => (!gameType || t.gameTypeId === gameType) && (!keyword || t.name.includes(keyword)),
  );
  return pageOf(list, Number(call.params.page), pageItem);
});

export const emptyFavorites: Favorites = { myTeam: [], myLeague: [] };
export const noReservations: Reservations = { team: [], league: [], live: [] };

export function alertOf(id: number, readAt: string | null = null): MemberAlert {
  return {
    id,
    liveId: 100 + id,
    title: `東都 vs 北嶺 ${id}`,
    url: `/live?type=live&id=${100 + id}`,
    createdAt: new Date(Date.UTC(2026, 10, 20, id)).toISOString(),
    readAt,
  };
}

export function alertPage(list: MemberAlert[]) {
  return { ...pageOf(list, 1), unread: list.filter((a) => a.readAt === null).length };
}

export const inquiries: MyInquiry[] = Array.from({ length: 13 }, (_, i) => ({
  id: 13 - i,
  kind: i === 2 ? 'cooperation' : 'inquiry',
  category: i === 2 ? null : 'playback',
  title: `お問い合わせ ${13 - i}`,
  content: `本文 ${13 - i} の1行目\n2行目`,
  status: i === 0 ? 'received' : 'answered',
  answer: i === 0 ? null : `回答 ${13 - i}`,
  answeredAt: i === 0 ? null : new Date(Date.UTC(2026, 3, 20 - i, 1)).toISOString(),
  createdAt: new Date(Date.UTC(2026, 3, 19 - i, 1)).toISOString(),
}));
