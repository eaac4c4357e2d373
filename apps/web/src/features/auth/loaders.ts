import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, type MiddlewareFunction, redirect } from 'react-router';
import { loadSession } from '../../core/session.js';
import { readItem, writeItem } from '../../core/storage.js';
import { logout as logoutCall } from './api/logout.js';
import { isSessionReplaced } from './forced-logout.js';
import { loginRedirectFor, memberEntryRedirect, referralFrom, silkRedirect } from './guards.js';
import { STORAGE_KEYS } from './storage.js';

/** What the guards read from the browser; tests hand in their own. */
export interface GuardEnvironment {
  userAgent: () => string;
}

const browser: GuardEnvironment = {
  userAgent: () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
};

/**
 * The guards of spec §2 "Guards and redirects (web)": the pure rules of guards.ts applied to the
 * request, the session cache and session storage. Built once per router with its query client.
 *
 * `root` and `member` are route middleware, not loaders: middleware runs parent first and before any
 * loader of the matched routes (loaders run side by side, and the deepest redirect wins), on every
 * navigation. So no member screen's loader runs for a logged-out visitor, and a member with a status
 * to resolve cannot reach any member page.
 */
export function createAuthLoaders(queryClient: QueryClient, env: GuardEnvironment = browser) {
  /** Every route: Silk browsers go to /silk; a visit to / or /intro keeps its referral code. */
  const root: MiddlewareFunction = ({ request }) => {
    const url = new URL(request.url);
    const silk = silkRedirect(env.userAgent(), url.pathname);
    if (silk) throw redirect(silk);
    const referral = referralFrom(url.pathname, url.searchParams);
    if (referral) writeItem('session', STORAGE_KEYS.referral, referral);
  };

  /**
   * The logged-in layout: the session is loaded first (cached for a minute); logged out → /intro
   * (with the return target for /player, /live, /schedule); then the status, voucher,
   * today-schedule and TV-mode redirects. A session ended by another device's login leaves for /intro (the
   * query client saw SESSION_REPLACED and turned on the forced-logout alert, which runs /logout).
   */
  const member: MiddlewareFunction = async ({ request }) => {
    const url = new URL(request.url);
    let user: Awaited<ReturnType<typeof loadSession>>;
    try {
      user = await loadSession(queryClient);
    } catch (error) {
      // the query client has already turned the forced-logout alert on: it leads to /logout itself
      if (isSessionReplaced(error)) throw redirect('/intro');
      throw error;
    }
    if (!user) throw redirect(loginRedirectFor(url.pathname, url.search));
    const decision = memberEntryRedirect({
      user,
      pathname: url.pathname,
      search: url.searchParams,
      voucherId: readItem('session', STORAGE_KEYS.voucherId),
      todaySchedule: readItem('session', STORAGE_KEYS.todaySchedule) !== null,
      tvMode: readItem('session', STORAGE_KEYS.tvMode) !== null,
    });
    if (decision?.consume) writeItem('session', STORAGE_KEYS[decision.consume], null);
    if (decision?.redirect) throw redirect(decision.redirect);
  };

  /**
   * /intro: a logged-in member goes home. The login screen must always open, so a failed session
   * check (offline, server error) counts as logged out here.
   */
  const intro: LoaderFunction = async () => {
    const user = await loadSession(queryClient).catch(() => null);
    if (user) throw redirect('/');
    return null;
  };

  /** /logout: logs out (works when already logged out), then /intro. */
  const logout: LoaderFunction = async () => {
    await logoutCall(queryClient);
    throw redirect('/intro');
  };

  return { root, member, intro, logout };
}

export type AuthLoaders = ReturnType<typeof createAuthLoaders>;
