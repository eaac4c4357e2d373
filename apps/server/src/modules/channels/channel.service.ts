import {
  type Channel,
  type LiveEntry,
  type Locale,
  PLAYER_NEXT_PROGRAMS,
  type Program,
  tokyoDayRange,
} from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import { AppError } from '../../shared/app-error.js';
import { createKeptDays, updateByChanges } from '../../shared/kept-days.js';
import { localize } from '../../shared/locale.js';
import { type LiveRow, type ScheduleRepo, toGameDesc, toScheduleLive } from '../schedule/index.js';
import type { ScoreSettings } from '../settings/index.js';
import type { ChannelRepo, ChannelRow, ProgramRow } from './channel.repo.js';

export interface ChannelServiceDeps {
  repo: ChannelRepo;
  schedule: Pick<ScheduleRepo, 'gamesByIds'>;
  scores: Pick<ScoreSettings, 'isOn'>;
  clock: Clock;
}

export function toProgram(row: ProgramRow, locale: Locale): Program {
  return {
    id: row.id,
    channelId: row.channelId,
    title: localize(row.title, locale),
    description: row.description ? localize(row.description, locale) : null,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    duration: row.duration,
    active: row.active,
    broadcastType: row.broadcastType,
    gameId: row.gameId,
  };
}

const byChannelAndStart = (a: ProgramRow, b: ProgramRow) =>
  a.channelId - b.channelId || a.startTime.getTime() - b.startTime.getTime() || a.id - b.id;

/**
 * A day's visible programmes, kept while the day's stamp holds (~360 rows a day on 20 channels at scale),
 * and brought up to date by the programmes written since when it moved.
 */
export function createEpgDays(
  repo: Pick<ChannelRepo, 'programDayStamp' | 'programsOfDay' | 'programChangesOfDay'>,
) {
  return createKeptDays({
    stamp: (day) => repo.programDayStamp(day),
    read: (day) => repo.programsOfDay(day),
    update: (day, held) =>
      updateByChanges(held, (generation) => repo.programChangesOfDay(day, generation), byChannelAndStart),
  });
}

/**
 * TV channels and the EPG (GET /channel, /program/{date}, /player/lives/{id}) and lives by day
 * (GET /lives/{date}). Hidden programmes (isHide) are never answered.
 */
export function createChannelService({ repo, schedule, scores, clock }: ChannelServiceDeps) {
  const epgDays = createEpgDays(repo);
  const toChannel = (row: ChannelRow, nowPlaying: ProgramRow | undefined, locale: Locale): Channel => ({
    id: row.id,
    name: localize(row.name, locale),
    type: row.type,
    // the schema has no image columns: the web draws thumbnail and logo from the colours
    thumbnail: null,
    logo: null,
    colors: row.colors,
    nowPlaying: nowPlaying ? toProgram(nowPlaying, locale) : null,
  });

  /** Lives with their games (one batched game query), scores as the member wants them. */
  async function liveEntries(rows: LiveRow[], locale: Locale, scoreOn: boolean): Promise<LiveEntry[]> {
    const gameIds = [...new Set(rows.flatMap((r) => (r.gameId === null ? [] : [r.gameId])))];
    const gameRows = new Map((await schedule.gamesByIds(gameIds)).map((g) => [g.id, g]));
    return rows.map((row) => {
      const game = row.gameId === null ? undefined : gameRows.get(row.gameId);
      return {
        ...toScheduleLive(row, locale),
        gameId: row.gameId,
        viewers: row.viewers,
        game: game
          ? {
              ...toGameDesc(game, locale, scoreOn),
              leagueId: game.leagueId,
              leagueName: localize(game.leagueName, locale),
              beginDate: game.beginAt.toISOString(),
            }
          : null,
      };
    });
  }

  async function programDay(date: string, locale: Locale) {
    const { from, to } = tokyoDayRange(date);
    const rows = await epgDays.of(date);
    return {
      date,
      from: from.toISOString(),
      to: to.toISOString(),
      list: rows.map((r) => toProgram(r, locale)),
    };
  }

  return {
    async channels(locale: Locale): Promise<Channel[]> {
      const [rows, onAir] = await Promise.all([repo.channels(), repo.onAir(clock.now())]);
      const playing = new Map(onAir.map((p) => [p.channelId, p]));
      return rows.map((row) => toChannel(row, playing.get(row.id), locale));
    },

    /** GET /program/{date}: the visible programmes of every channel overlapping a Tokyo day. */
    programDay,

    /** Beside the player of a channel: the channel with what is on now, its next programmes, lives on air. */
    async playerLives(channelId: number, userId: number, locale: Locale) {
      const now = clock.now();
      const row = await repo.channel(channelId);
      if (!row) throw new AppError('CHANNEL_NOT_FOUND', 'This channel does not exist.');
      const [onAir, next, liveRows, scoreOn] = await Promise.all([
        repo.onAir(now),
        repo.next(channelId, now, PLAYER_NEXT_PROGRAMS),
        repo.livesOnAir(now),
        scores.isOn(userId),
      ]);
      return {
        channel: toChannel(
          row,
          onAir.find((p) => p.channelId === channelId),
          locale,
        ),
        next: next.map((p) => toProgram(p, locale)),
        onAir: await liveEntries(liveRows, locale, scoreOn),
        scoreHidden: !scoreOn,
      };
    },

    /** Lives beginning on a Tokyo day. */
    async livesDay(date: string, userId: number, locale: Locale) {
      const { from, to } = tokyoDayRange(date);
      const [rows, scoreOn] = await Promise.all([repo.livesBeginning(from, to), scores.isOn(userId)]);
      return { date, scoreHidden: !scoreOn, list: await liveEntries(rows, locale, scoreOn) };
    },
  };
}
export type ChannelService = ReturnType<typeof createChannelService>;
