import type { RouteObject } from 'react-router';

/** The program screens (member layout). */
export const programRoutes: RouteObject[] = [];
