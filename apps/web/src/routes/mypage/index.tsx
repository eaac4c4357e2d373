import type { RouteObject } from 'react-router';

/** The mypage screens (member layout). */
export const mypageRoutes: RouteObject[] = [];
