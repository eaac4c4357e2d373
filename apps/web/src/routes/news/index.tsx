import type { RouteObject } from 'react-router';

/** The news screens (member layout). */
export const newsRoutes: RouteObject[] = [];
