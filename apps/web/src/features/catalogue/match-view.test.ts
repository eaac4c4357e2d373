import {
  BROADCAST_TYPE,
  GAME_STATUS,
  LIVE_STATUS,
  type MatchItem,
  type ScheduleItem,
} from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { neoMatch } from '../../../test/fixtures.js';
import { matchPhase, matchViewOf, matchViewOfSchedule, showsScore, watchableLive } from './match-view.js';

const live = (id: number, status: number) => ({
  id,
  gameId: 7,
  channelId: 2,
  title: `live ${id}`,
  status,
  broadcastType: 100,
  beginAt: '2026-11-24T09:00:00.000Z',
  endAt: '2026-11-24T11:00:00.000Z',
  free: false,
  viewers: 120,
});

const matchItem: MatchItem = {
  ...neoMatch({
    id: 7,
    beginDate: '2026-11-24T09:00:00.000Z',
    status: GAME_STATUS.FINISHED,
    seasonId: 3,
    roundId: 17,
    roundName: '第17節',
    venue: '有明ベイサイドパーク',
    home: { id: 20, name: '有明FC', shortName: '有明', code: 'ARK', colors: ['#1565c0', '#ff7043'] },
    away: { id: 18, name: '天竜FC', shortName: '天竜', code: 'TNS', colors: ['#0b3d2e', '#1f8a5b'] },
    homeScore: 2,
    awayScore: 1,
  }),
  lives: [live(70, LIVE_STATUS.ENDED)],
  vodCount: 3,
};

const scheduleItem: ScheduleItem = {
  id: 8,
  typeId: 2,
  beginDate: '2026-11-24T01:00:00.000Z',
  gameDesc: {
    id: 8,
    typeId: 2,
    status: GAME_STATUS.IN_PLAY,
    title: '青嵐オープン 第2日',
    venue: '青嵐カントリー',
    homeId: null,
    awayId: null,
    homeName: null,
    awayName: null,
    homeShortName: null,
    awayShortName: null,
    homeCode: null,
    awayCode: null,
    homeColors: null,
    awayColors: null,
    homeScore: null,
    awayScore: null,
    scoreHidden: true,
  },
  gameType: { id: 2, key: 'golf', name: 'ゴルフ', isTeam: false, isUseSeasonName: true },
  league: {
    id: 6,
    key: 'seiran',
    name: '青嵐ゴルフツアー',
    shortName: '青嵐ツアー',
    gameTypeId: 2,
    colors: ['#1b4332', '#95d5b2'],
  },
  leagueName: '青嵐ゴルフツアー',
  seasonId: 9,
  seasonName: '2026年ツアー',
  roundId: null,
  roundName: null,
  lives: [
    {
      id: 81,
      channelId: 1,
      title: '第2日',
      status: LIVE_STATUS.ON_AIR,
      broadcastType: 100,
      beginAt: '2026-11-24T01:00:00.000Z',
      endAt: '2026-11-24T08:00:00.000Z',
      free: true,
    },
  ],
  vods: [
    { id: 91, kind: 'full', title: 'フル', duration: 7200, free: false },
    { id: 92, kind: 'highlight', title: 'ハイライト', duration: 300, free: true },
  ],
};

describe('matchViewOf (catalogue match items)', () => {
  it('carries the match item over, with its league, lives and VOD count', () => {
    const view = matchViewOf(matchItem);
    expect(view).toMatchObject({
      id: 7,
      status: GAME_STATUS.FINISHED,
      typeId: 1,
      isTeam: true,
      league: {
        id: 1,
        key: 'neo1',
        name: 'ネオリーグ1部',
        shortName: 'ネオリーグ',
        colors: ['#0d1b4c', '#2a5bd7'],
      },
      seasonName: '2026シーズン',
      roundName: '第17節',
      home: matchItem.home,
      away: matchItem.away,
      homeScore: 2,
      awayScore: 1,
      vodCount: 3,
      firstVodId: null,
    });
    expect(view.lives.map((l) => l.id)).toEqual([70]);
  });

  it('reads a bare match (no lives, no VOD count) as none', () => {
    const { lives: _lives, vodCount: _count, ...bare } = matchItem;
    const view = matchViewOf(bare);
    expect(view.lives).toEqual([]);
    expect(view.vodCount).toBe(0);
  });
});

describe('matchViewOfSchedule (/schedule items)', () => {
  it('takes status and scores from gameDesc and prefers a highlight as the first VOD', () => {
    const view = matchViewOfSchedule(scheduleItem);
    expect(view).toMatchObject({
      id: 8,
      status: GAME_STATUS.IN_PLAY,
      typeId: 2,
      isTeam: false,
      title: '青嵐オープン 第2日',
      venue: '青嵐カントリー',
      home: null,
      away: null,
      scoreHidden: true,
      vodCount: 2,
      firstVodId: 92,
      league: { id: 6, key: 'seiran', shortName: '青嵐ツアー' },
    });
  });

  it('builds teams from the flat team fields, with fallbacks for missing short name, code and colours', () => {
    const item: ScheduleItem = {
      ...scheduleItem,
      gameDesc: {
        ...scheduleItem.gameDesc,
        homeId: 20,
        homeName: 'Ariake FC',
        homeShortName: 'Ariake',
        homeCode: 'ARK',
        homeColors: ['#111111', '#222222'],
        awayId: 18,
        awayName: 'Tenryu FC',
        homeScore: 1,
        awayScore: 1,
        scoreHidden: false,
      },
      vods: [{ id: 93, kind: 'full', title: 'フル', duration: 7200, free: false }],
    };
    const view = matchViewOfSchedule(item);
    expect(view.home).toEqual({
      id: 20,
      name: 'Ariake FC',
      shortName: 'Ariake',
      code: 'ARK',
      colors: ['#111111', '#222222'],
    });
    expect(view.away).toEqual({
      id: 18,
      name: 'Tenryu FC',
      shortName: 'Tenryu FC',
      code: 'TEN',
      colors: ['#34406a', '#141b2d'],
    });
    expect(view.firstVodId).toBe(93);
  });

  it('has no first VOD when the game has none', () => {
    expect(matchViewOfSchedule({ ...scheduleItem, vods: [] }).firstVodId).toBeNull();
  });
});

/** Before the lives' window (09:00–11:00), and inside it. */
const BEFORE_WINDOW = new Date('2026-11-24T08:00:00.000Z');
const IN_WINDOW = new Date('2026-11-24T10:00:00.000Z');

describe('matchPhase', () => {
  const at = (status: number, ...liveStatuses: number[]) => ({
    status,
    lives: liveStatuses.map((s, i) => ({ ...live(i, s) })),
  });

  it('is live when a first-run live is on air, whatever the game status', () => {
    expect(matchPhase(at(GAME_STATUS.SCHEDULED, LIVE_STATUS.ENDED, LIVE_STATUS.ON_AIR), BEFORE_WINDOW)).toBe(
      'live',
    );
    expect(matchPhase(at(GAME_STATUS.FINISHED, LIVE_STATUS.ON_AIR), BEFORE_WINDOW)).toBe('live');
  });

  it('is live when a live not yet marked on air is due by the clock (isLiveOnAir)', () => {
    expect(matchPhase(at(GAME_STATUS.SCHEDULED, LIVE_STATUS.BEFORE), IN_WINDOW)).toBe('live');
    expect(matchPhase(at(GAME_STATUS.SCHEDULED, LIVE_STATUS.BEFORE), BEFORE_WINDOW)).toBe('scheduled');
    expect(matchPhase(at(GAME_STATUS.FINISHED, LIVE_STATUS.ENDED), IN_WINDOW)).toBe('finished');
  });

  it('is not live for a rebroadcast or recording on air: a finished match stays finished', () => {
    for (const broadcastType of [BROADCAST_TYPE.REBROADCAST, BROADCAST_TYPE.RECORDED]) {
      const rerun = { ...live(2, LIVE_STATUS.ON_AIR), broadcastType };
      const match = { status: GAME_STATUS.FINISHED, lives: [live(1, LIVE_STATUS.ENDED), rerun] };
      expect(matchPhase(match, IN_WINDOW)).toBe('finished');
    }
  });

  it('otherwise follows the game status', () => {
    expect(matchPhase(at(GAME_STATUS.SCHEDULED, LIVE_STATUS.BEFORE), BEFORE_WINDOW)).toBe('scheduled');
    expect(matchPhase(at(GAME_STATUS.IN_PLAY), IN_WINDOW)).toBe('inPlay');
    expect(matchPhase(at(GAME_STATUS.FINISHED, LIVE_STATUS.ENDED), IN_WINDOW)).toBe('finished');
    expect(matchPhase(at(GAME_STATUS.POSTPONED), IN_WINDOW)).toBe('postponed');
    expect(matchPhase(at(GAME_STATUS.CANCELLED), IN_WINDOW)).toBe('cancelled');
    expect(matchPhase(at(99), IN_WINDOW)).toBe('scheduled');
  });
});

describe('watchableLive', () => {
  const lives = (...statuses: number[]) => ({ lives: statuses.map((s, i) => live(i + 1, s)) });

  it('prefers the live on air over one still to come', () => {
    expect(watchableLive(lives(LIVE_STATUS.BEFORE, LIVE_STATUS.ON_AIR), BEFORE_WINDOW)?.id).toBe(2);
  });
  it('falls back to the next live to come', () => {
    expect(watchableLive(lives(LIVE_STATUS.ENDED, LIVE_STATUS.BEFORE), BEFORE_WINDOW)?.id).toBe(2);
  });
  it('takes a live due by the clock as on air, and one whose window closed as gone', () => {
    expect(watchableLive(lives(LIVE_STATUS.ENDED, LIVE_STATUS.BEFORE), IN_WINDOW)?.id).toBe(2);
    expect(watchableLive(lives(LIVE_STATUS.BEFORE), new Date('2026-11-24T11:00:00.000Z'))).toBeNull();
  });
  it('is null when every live ended or was cancelled, or there is none', () => {
    expect(watchableLive(lives(LIVE_STATUS.ENDED, LIVE_STATUS.CANCELLED), IN_WINDOW)).toBeNull();
    expect(watchableLive(lives(), IN_WINDOW)).toBeNull();
  });
});

describe('showsScore', () => {
  it('shows a score the member has not hidden', () => {
    expect(showsScore({ scoreHidden: false, homeScore: 0, awayScore: 0 })).toBe(true);
  });
  it('never shows a hidden score, even if one arrived', () => {
    expect(showsScore({ scoreHidden: true, homeScore: 2, awayScore: 1 })).toBe(false);
  });
  it('shows nothing before the game has a score', () => {
    expect(showsScore({ scoreHidden: false, homeScore: null, awayScore: null })).toBe(false);
    expect(showsScore({ scoreHidden: false, homeScore: 1, awayScore: null })).toBe(false);
  });
});
