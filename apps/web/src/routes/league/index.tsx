import type { RouteObject } from 'react-router';

/** The league screens (member layout). */
export const leagueRoutes: RouteObject[] = [];
