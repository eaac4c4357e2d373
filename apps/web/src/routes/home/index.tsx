import type { RouteObject } from 'react-router';

/** The home screens (member layout). */
export const homeRoutes: RouteObject[] = [];
