import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';
import { lazyScreen } from '../lazy-screen.js';

/** The channel screens (member layout): /channel, the channel list and the EPG (`?date=YYYYMMDD&w=0…20`). */
export const channelRoutes: RouteObject[] = [
  {
    path: '/channel',
    lazy: lazyScreen('channel', () => import('./ChannelRoute.js')),
    handle: { title: 'channel:title' } satisfies RouteHandle,
  },
];
