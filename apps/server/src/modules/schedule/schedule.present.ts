import {
  type GameDesc,
  type Locale,
  type ScheduleItem,
  type ScheduleLive,
  type ScheduleVod,
  scoreView,
} from '@kickoff/contract';
import { localize } from '../../shared/locale.js';
import type { GameRow, LiveRow, ScheduleRepo } from './schedule.repo.js';

type Text = { ja: string; ko?: string; en?: string };
const name = (text: Text | null, locale: Locale) => (text ? localize(text, locale) : null);

/** Spec §3 `gameDesc`: the match, its teams and (unless the member hides them) its scores. */
export function toGameDesc(row: GameRow, locale: Locale, scoreOn: boolean): GameDesc {
  return {
    id: row.id,
    typeId: row.gameTypeId,
    status: row.status,
    title: name(row.title, locale),
    venue: name(row.venue, locale),
    homeId: row.homeId,
    awayId: row.awayId,
    homeName: name(row.homeName, locale),
    awayName: name(row.awayName, locale),
    homeShortName: name(row.homeShortName, locale),
    awayShortName: name(row.awayShortName, locale),
    homeCode: row.homeCode,
    awayCode: row.awayCode,
    homeColors: row.homeColors,
    awayColors: row.awayColors,
    ...scoreView(row.homeScore, row.awayScore, scoreOn),
  };
}

export function toScheduleLive(row: LiveRow, locale: Locale): ScheduleLive {
  return {
    id: row.id,
    channelId: row.channelId,
    title: localize(row.title, locale),
    status: row.status,
    broadcastType: row.broadcastType,
    beginAt: row.beginAt.toISOString(),
    endAt: row.endAt.toISOString(),
    free: row.free,
  };
}

type VodRow = Awaited<ReturnType<ScheduleRepo['vodsOfGames']>>[number];

/** Where the lives and VODs of many games come from (the schedule repo; a fake in unit tests). */
export interface GameMedia {
  livesOfGames(gameIds: number[]): PromiseLike<LiveRow[]>;
  vodsOfGames(gameIds: number[]): PromiseLike<VodRow[]>;
}

function toScheduleItem(
  row: GameRow,
  gameLives: LiveRow[],
  gameVods: VodRow[],
  locale: Locale,
  scoreOn: boolean,
): ScheduleItem {
  const leagueName = localize(row.leagueName, locale);
  return {
    id: row.id,
    typeId: row.gameTypeId,
    beginDate: row.beginAt.toISOString(),
    gameDesc: toGameDesc(row, locale, scoreOn),
    gameType: {
      id: row.gameTypeId,
      key: row.gameTypeKey,
      name: localize(row.gameTypeName, locale),
      isTeam: row.isTeam,
      isUseSeasonName: row.isUseSeasonName,
    },
    league: {
      id: row.leagueId,
      key: row.leagueKey,
      name: leagueName,
      shortName: localize(row.leagueShortName, locale),
      gameTypeId: row.gameTypeId,
      colors: row.leagueColors,
    },
    leagueName,
    seasonId: row.seasonId,
    seasonName: localize(row.seasonName, locale),
    roundId: row.roundId,
    roundName: name(row.roundName, locale),
    lives: gameLives.map((l) => toScheduleLive(l, locale)),
    vods: gameVods.map(
      (v): ScheduleVod => ({
        id: v.id,
        kind: v.kind,
        title: localize(v.title, locale),
        duration: v.duration,
        free: v.free,
      }),
    ),
  };
}

function groupBy<T>(rows: T[], key: (row: T) => number | null): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Schedule items of the games: their lives and VODs fetched in two batched queries (no N+1). */
export async function scheduleItems(
  repo: GameMedia,
  rows: GameRow[],
  locale: Locale,
  scoreOn: boolean,
): Promise<ScheduleItem[]> {
  const ids = rows.map((r) => r.id);
  const [gameLives, gameVods] = await Promise.all([repo.livesOfGames(ids), repo.vodsOfGames(ids)]);
  const livesByGame = groupBy(gameLives, (l) => l.gameId);
  const vodsByGame = groupBy(gameVods, (v) => v.gameId);
  return rows.map((row) =>
    toScheduleItem(row, livesByGame.get(row.id) ?? [], vodsByGame.get(row.id) ?? [], locale, scoreOn),
  );
}
