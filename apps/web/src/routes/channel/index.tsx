import type { RouteObject } from 'react-router';

/** The channel screens (member layout). */
export const channelRoutes: RouteObject[] = [];
