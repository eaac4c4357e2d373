import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';
import { lazyScreen } from '../lazy-screen.js';

/** A screen loaded on first visit, with its document title (`program:titles.*`). */
function screen(path: string, load: () => Promise<{ default: ComponentType }>, title: string): RouteObject {
  return {
    path,
    lazy: lazyScreen('program', load),
    handle: { title: `program:titles.${title}` } satisfies RouteHandle,
  };
}

/**
 * The program screens (member layout): /program (original programmes) and the paged lists of spec §2
 * /detail — default (a league's, a sport's or the popular VODs), origin (?id=) and theme (?id=).
 */
export const programRoutes: RouteObject[] = [
  screen('/program', () => import('./ProgramRoute.js'), 'program'),
  screen('/detail', () => import('./DetailRoute.js'), 'detail'),
  screen('/detail/origin', () => import('./OriginDetailRoute.js'), 'origin'),
  screen('/detail/theme', () => import('./ThemeDetailRoute.js'), 'theme'),
];
