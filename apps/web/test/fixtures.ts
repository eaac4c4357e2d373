import {
  encodeScope,
  type LeagueRef,
  LIMITS,
  type Match,
  type Page,
  type Profile,
  type SessionUser,
} from '@kickoff/contract';

/** Data shaped by the contract that the web tests share (no React here: unit tests import it too). */

/** Page `pageNo` of `items`, as the paged calls answer (by default spec §9's items a page). */
export function pageOf<T>(
  items: T[],
  pageNo: number,
  pageItem: number = LIMITS.pagination.itemsPerPage,
): Page<T> {
  return {
    list: items.slice((pageNo - 1) * pageItem, pageNo * pageItem),
    total: items.length,
    totalPage: Math.ceil(items.length / pageItem),
    pageNo,
    pageItem,
  };
}

// ── the member ───────────────────────────────────────────────────────────────────────────────

/** A logged-in member with the BASIC pass (live, VOD and channels). */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: 42,
    email: 'basic@example.com',
    nickname: 'ゴール職人',
    name: '佐藤 花子',
    status: 1,
    statusList: [],
    sns: null,
    snsProvider: null,
    role: 'member',
    serviceId: 2,
    scope: encodeScope('BASIC', { LIVE: true, VOD: true, CH: true }),
    hasPassword: true,
    firstLogin: false,
    remember: false,
    ...overrides,
  };
}

/** The member's profile (GET /user/profile). */
export function profileOf(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 42,
    email: 'hanako@example.com',
    name: '佐藤 花子',
    birthDate: '19950412',
    gender: 'female',
    phone: '09012345678',
    nickname: 'ゴール職人',
    nicknameChangeableAt: null,
    marketingAgreed: false,
    snsProviders: [],
    hasPassword: true,
    createdAt: '2025-04-01T03:00:00.000Z',
    ...overrides,
  };
}

// ── catalogue fixtures ───────────────────────────────────────────────────────────────────────

/** Neo League 1, the demo's first football league. */
export const neoLeague: LeagueRef = {
  id: 1,
  key: 'neo1',
  gameTypeId: 1,
  name: 'ネオリーグ1部',
  shortName: 'ネオリーグ',
  colors: ['#0d1b4c', '#2a5bd7'],
};

/** A Neo League 1 football match of the contract's shape; `fields` give the rest (id, date, teams, score …). */
export function neoMatch(fields: Partial<Match> = {}): Match {
  return {
    id: 1,
    beginDate: '2026-11-24T10:00:00.000Z',
    status: 1,
    type: 'football',
    typeId: 1,
    category: 'サッカー',
    isTeam: true,
    leagueId: neoLeague.id,
    leagueKey: neoLeague.key,
    leagueName: neoLeague.name,
    leagueShortName: neoLeague.shortName,
    leagueColors: neoLeague.colors,
    seasonId: 1,
    seasonName: '2026シーズン',
    seasonYear: 2026,
    roundId: null,
    roundName: null,
    competitionId: null,
    competitionName: null,
    title: null,
    venue: null,
    home: null,
    away: null,
    homeScore: null,
    awayScore: null,
    scoreHidden: false,
    ...fields,
  };
}
