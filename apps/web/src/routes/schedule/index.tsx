import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';
import { lazyScreen } from '../lazy-screen.js';

/** A schedule screen, loaded on first visit. */
function screen(load: () => Promise<{ default: ComponentType }>, title: string): RouteObject {
  return {
    lazy: lazyScreen('schedule', load),
    handle: { title: `schedule:titles.${title}` } satisfies RouteHandle,
  };
}

/**
 * The schedule screens of spec §2 (member layout): /schedule/my (favourites), /schedule/0 (every
 * sport, today by default) and /schedule/{sub} (one sport by game type key or id). `?date=YYYYMMDD`
 * picks the day.
 */
export const scheduleRoutes: RouteObject[] = [
  { path: '/schedule', element: <Navigate to="/schedule/0" replace /> },
  { path: '/schedule/my', ...screen(() => import('./ScheduleMyRoute.js'), 'my') },
  { path: '/schedule/:sub', ...screen(() => import('./ScheduleDayRoute.js'), 'day') },
];
