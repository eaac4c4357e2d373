import type { Channel, Program } from '@kickoff/contract';
import { useLocation } from 'react-router';
import { renderScreens } from '../../../test/kit.js';
import { channelRoutes } from './index.js';

/** Test kit of /channel: the shared kit (test/kit.tsx) with a stand-in player and the channel fixtures. */

function PlayerStandIn() {
  const { search } = useLocation();
  return <p>player {search}</p>;
}

export const renderChannel = (url = '/channel') =>
  renderScreens(url, [...channelRoutes, { path: '/player', element: <PlayerStandIn /> }]);

/** A Tokyo wall-clock time on a November 2026 day, as an ISO instant. */
export const jst = (day: number, time: string) =>
  new Date(`2026-11-${String(day).padStart(2, '0')}T${time}:00+09:00`).toISOString();

let nextId = 1;
export function program(
  channelId: number,
  start: string,
  end: string,
  title: string,
  extra: Partial<Program> = {},
): Program {
  return {
    id: nextId++,
    channelId,
    title,
    description: null,
    startTime: start,
    endTime: end,
    duration: Math.round((Date.parse(end) - Date.parse(start)) / 60_000),
    active: true,
    broadcastType: 200,
    gameId: null,
    ...extra,
  };
}

export function channel(id: number, name: string, nowPlaying: Program | null): Channel {
  return {
    id,
    name,
    type: 'sports',
    thumbnail: null,
    logo: null,
    colors: ['#0d1b4c', '#e63946'],
    nowPlaying,
  };
}
