import { describe, expect, it } from 'vitest';
import { type GameMedia, scheduleItems } from './schedule.present.js';
import type { GameRow, LiveRow } from './schedule.repo.js';

const text = (s: string) => ({ ja: s, en: `${s} en` });
const game = (id: number): GameRow => ({
  id,
  gameTypeId: 1,
  status: 2,
  beginAt: new Date(Date.UTC(2026, 10, 23, id)),
  title: null,
  venue: null,
  homeScore: 3,
  awayScore: 1,
  gameTypeKey: 'football',
  gameTypeName: text('サッカー'),
  isTeam: true,
  isUseSeasonName: false,
  leagueId: 1,
  leagueKey: 'j1',
  leagueName: text('リーグ'),
  leagueShortName: text('L'),
  leagueColors: ['#000', '#fff'],
  seasonId: 1,
  seasonName: text('2026'),
  roundId: null,
  roundName: null,
  homeId: 1,
  homeName: text('ホーム'),
  homeShortName: text('H'),
  homeCode: 'HOM',
  homeColors: ['#f00', '#fff'],
  awayId: 2,
  awayName: text('アウェイ'),
  awayShortName: text('A'),
  awayCode: 'AWY',
  awayColors: ['#00f', '#fff'],
});

describe('scheduleItems', () => {
  it('fetches the lives and VODs of every game in one batched call each (no N+1)', async () => {
    const calls = { lives: [] as number[][], vods: [] as number[][] };
    const repo: GameMedia = {
      livesOfGames: async (ids) => {
        calls.lives.push(ids);
        return [
          {
            id: 100,
            gameId: 7,
            channelId: 1,
            title: text('ライブ'),
            status: 1,
            broadcastType: 100,
            beginAt: new Date('2026-11-23T07:00:00Z'),
            endAt: new Date('2026-11-23T09:00:00Z'),
            free: false,
          } as LiveRow,
        ];
      },
      vodsOfGames: async (ids) => {
        calls.vods.push(ids);
        return [{ id: 200, gameId: 3, kind: 'highlight', title: text('見どころ'), duration: 60, free: true }];
      },
    };
    const rows = Array.from({ length: 40 }, (_, i) => game(i + 1));
    const items = await scheduleItems(repo, rows, 'en', false);
    expect(calls.lives).toEqual([rows.map((r) => r.id)]);
    expect(calls.vods).toEqual([rows.map((r) => r.id)]);
    expect(items).toHaveLength(40);
    expect(items[6]!.lives.map((l) => l.id)).toEqual([100]);
    expect(items[2]!.vods).toEqual([
      { id: 200, kind: 'highlight', title: '見どころ en', duration: 60, free: true },
    ]);
    expect(items[0]!.gameDesc).toMatchObject({
      homeName: 'ホーム en',
      homeScore: null,
      awayScore: null,
      scoreHidden: true,
    });
    expect(items[0]!.leagueName).toBe('リーグ en');
  });
});
