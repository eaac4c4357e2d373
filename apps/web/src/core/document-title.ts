import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from '../i18n/react.js';

/**
 * What a route may declare in `handle`. `title` is an i18n key with its namespace,
 * e.g. `{ handle: { title: 'help:title.notice' } satisfies RouteHandle }`; the deepest one wins.
 */
export interface RouteHandle {
  title?: string;
  /**
   * Starts the screen's main query while the app starts, when this is its first screen (app/router.ts:
   * `warmFirstScreen`), so the data does not wait for the code. `lang`: the interface language.
   */
  prefetch?: (queryClient: QueryClient, lang: string) => void;
}

const APP_NAME = 'KICKOFF';

export function formatTitle(title: string | undefined, tagline: string): string {
  return title ? `${title} | ${APP_NAME}` : `${APP_NAME} | ${tagline}`;
}

function titleKeyOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
}

/** Sets `document.title` from the matched routes' `handle.title`, in the current language. */
export function DocumentTitle() {
  const { t, i18n } = useTranslation('common');
  const matches = useMatches();
  const location = useLocation();
  const key = matches.map((match) => titleKeyOf(match.handle)).findLast(Boolean);
  const title = formatTitle(key ? t(key) : undefined, t('tagline'));
  // a layout effect runs before any screen's useDocumentTitle effect, so a screen can refine the title
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-applied on every navigation and language change
  useLayoutEffect(() => {
    document.title = title;
  }, [title, location.key, i18n.language]);
  return null;
}

/**
 * For a title known only at render time (a notice's subject): `useDocumentTitle(notice?.title)`.
 * Overrides the route's `handle.title` while the screen is shown.
 */
export function useDocumentTitle(title: string | undefined) {
  const { t, i18n } = useTranslation('common');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route title is re-applied on language change
  useEffect(() => {
    if (title) document.title = formatTitle(title, t('tagline'));
  }, [title, t, i18n.language]);
}
