import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';

/** The channel screens (member layout): /channel, the channel list and the EPG (`?date=YYYYMMDD&w=0…20`). */
export const channelRoutes: RouteObject[] = [
  {
    path: '/channel',
    lazy: async () => ({ Component: (await import('./ChannelRoute.js')).default }),
    handle: { title: 'channel:title' } satisfies RouteHandle,
  },
];
