import type { Origin, OriginHomeItem, Theme, VodItem } from '@kickoff/contract';
import { renderScreens } from '../../../test/kit.js';
import { programRoutes } from './index.js';

/** Test kit of /program and /detail/*: the shared kit (test/kit.tsx) with the programme fixtures. */
export const renderProgram = (url: string) => renderScreens(url, programRoutes);

export function vod(id: number, extra: Partial<VodItem> = {}): VodItem {
  return {
    id,
    kind: 'origin',
    title: `エピソード ${id}`,
    duration: 1500,
    free: false,
    views: 1200,
    likes: 10,
    publishedAt: '2026-11-22T11:00:00.000Z',
    gameTypeId: 1,
    leagueId: null,
    leagueName: null,
    originId: 1,
    originTitle: 'タクティクスラボ',
    colors: ['#0d1b4c', '#2a5bd7'],
    game: null,
    ...extra,
  };
}

export const origin: Origin = {
  id: 1,
  gameTypeId: 1,
  title: 'ネオリーグ・タクティクスラボ',
  description: '戦術を徹底分析するオリジナル番組。',
  colors: ['#0d1b4c', '#2a5bd7'],
  episodeCount: 24,
  latestPublishedAt: '2026-11-22T11:00:00.000Z',
};

export const theme: Theme = {
  id: 3,
  title: '逆転劇の名場面',
  description: '最後まで目が離せない試合を集めました。',
  colors: ['#3a0d12', '#c0392b'],
  vodCount: 12,
};

/** 24 episodes, newest (id 24) first. */
export const episodes = Array.from({ length: 24 }, (_, i) => vod(24 - i));

export const originHome: OriginHomeItem[] = [
  { ...origin, episodes: episodes.slice(0, 3) },
  {
    ...origin,
    id: 2,
    title: 'KICKOFF WEEKLY',
    episodeCount: 2,
    episodes: [vod(101, { title: '#2 今週のまとめ', originId: 2 }), vod(100, { originId: 2 })],
  },
];
