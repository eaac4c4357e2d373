import type { RouteObject } from 'react-router';

/** The schedule screens (member layout). */
export const scheduleRoutes: RouteObject[] = [];
