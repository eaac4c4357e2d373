import type { RouteObject } from 'react-router';

/** The search screens (member layout). */
export const searchRoutes: RouteObject[] = [];
