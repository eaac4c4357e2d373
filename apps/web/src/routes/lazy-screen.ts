import type { ComponentType } from 'react';
import { loadNamespaces } from '../i18n/index.js';
import areaNamespaces from './area-namespaces.json';

export type RouteArea = keyof typeof areaNamespaces;

/**
 * A route's `lazy`: the screen's code and the messages its area shows (the screens' own namespaces
 * beyond the core ones, and its titles') load side by side, so the screen renders at once in the
 * member's language. `area-namespaces.json` is worked out from the build and held to it by the bundle
 * check (`scripts/bundle-size.mjs`, part of npm test: it prints the right content when a screen starts
 * using another namespace, and `--update` writes it).
 */
export function lazyScreen(area: RouteArea, load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const [mod] = await Promise.all([load(), loadNamespaces(areaNamespaces[area])]);
    return { Component: mod.default };
  };
}
