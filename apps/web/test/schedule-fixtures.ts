import {
  compactDateOf,
  type GameType,
  type Reservation,
  type Reservations,
  type ScheduleItem,
  type Top,
  tokyoDayRange,
} from '@kickoff/contract';
import { sessionUser } from './kit.js';

/**
 * Schedule fixtures shaped by the contract, dated relative to the real today since the screens read
 * the clock (the schedule screens' kit, routes/schedule/schedule-test-kit.tsx, and the feature's rule tests).
 */

export const today = () => compactDateOf(new Date());

/** An instant on a Tokyo day at hh:mm JST. */
export function at(day: string, hours: number, minutes = 0): string {
  return new Date(tokyoDayRange(day).from.getTime() + (hours * 60 + minutes) * 60_000).toISOString();
}

export const member = sessionUser();

export const gameTypes: GameType[] = [
  { id: 1, key: 'football', name: 'サッカー', isTeam: true, isUseSeasonName: false },
  { id: 3, key: 'baseball', name: '野球', isTeam: true, isUseSeasonName: false },
  { id: 2, key: 'golf', name: 'ゴルフ', isTeam: false, isUseSeasonName: true },
];

const league = (id: number, gameTypeId: number, name: string, shortName: string) => ({
  id,
  key: `l${id}`,
  gameTypeId,
  name,
  shortName,
  colors: ['#0d1b4c', '#2a5bd7'] as [string, string],
});

export const leagues = {
  neo1: league(1, 1, 'ネオリーグ1部', 'ネオリーグ'),
  neo2: league(2, 1, 'ネオリーグ2部', 'ネオ2部'),
  pbl: league(3, 3, 'パシフィック・ベースボール・リーグ', 'PBL'),
};

export const top: Top = {
  gameTypes: [
    { ...gameTypes[0]!, leagues: [leagues.neo1, leagues.neo2] },
    { ...gameTypes[1]!, leagues: [leagues.pbl] },
    { ...gameTypes[2]!, leagues: [] },
  ],
};

export interface GameOptions {
  id: number;
  beginDate: string;
  league?: (typeof leagues)[keyof typeof leagues];
  home?: string;
  away?: string;
  status?: number;
  homeScore?: number | null;
  awayScore?: number | null;
  scoreHidden?: boolean;
  /** Lives: status and begin time. */
  lives?: { id: number; status: number; beginAt?: string; broadcastType?: number }[];
  vods?: number;
}

/** A schedule item of the contract's shape. */
export function game(options: GameOptions): ScheduleItem {
  const lg = options.league ?? leagues.neo1;
  const gameType = gameTypes.find((g) => g.id === lg.gameTypeId)!;
  const home = options.home ?? `ホーム${options.id}`;
  const away = options.away ?? `アウェイ${options.id}`;
  return {
    id: options.id,
    typeId: lg.gameTypeId,
    beginDate: options.beginDate,
    gameDesc: {
      id: options.id,
      typeId: lg.gameTypeId,
      status: options.status ?? 0,
      title: null,
      venue: 'ネオスタジアム',
      homeId: options.id * 10,
      awayId: options.id * 10 + 1,
      homeName: `${home}FC`,
      awayName: `${away}FC`,
      homeShortName: home,
      awayShortName: away,
      homeCode: 'HOM',
      awayCode: 'AWY',
      homeColors: ['#1565c0', '#ff7043'],
      awayColors: ['#0b3d2e', '#1f8a5b'],
      homeScore: options.homeScore ?? null,
      awayScore: options.awayScore ?? null,
      scoreHidden: options.scoreHidden ?? false,
    },
    gameType: { ...gameType },
    league: {
      id: lg.id,
      key: lg.key,
      name: lg.name,
      shortName: lg.shortName,
      gameTypeId: lg.gameTypeId,
      colors: lg.colors,
    },
    leagueName: lg.name,
    seasonId: 1,
    seasonName: '2026シーズン',
    roundId: 1,
    roundName: '第17節',
    lives: (options.lives ?? []).map((live) => ({
      id: live.id,
      channelId: null,
      title: `${home} 対 ${away}`,
      status: live.status,
      broadcastType: live.broadcastType ?? 100,
      beginAt: live.beginAt ?? options.beginDate,
      endAt: new Date(new Date(live.beginAt ?? options.beginDate).getTime() + 2 * 3600_000).toISOString(),
      free: false,
    })),
    vods: Array.from({ length: options.vods ?? 0 }, (_, i) => ({
      id: options.id * 100 + i,
      kind: 'highlight' as const,
      title: 'ハイライト',
      duration: 300,
      free: true,
    })),
  };
}

/** A day answer of GET /schedule. */
export const dayAnswer = (date: string, list: ScheduleItem[], scoreHidden = false) => ({
  date,
  scoreHidden,
  list,
});

export function reservation(id: number, destId: number, type: Reservation['type'] = 'live'): Reservation {
  return {
    id,
    type,
    destId,
    name: '試合',
    beginAt: null,
    endAt: null,
    status: 0,
    createdAt: new Date().toISOString(),
  };
}

export const noReservations = (): Reservations => ({ team: [], league: [], live: [] });
