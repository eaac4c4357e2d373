import { decodeScope, LIMITS, type SessionUser, safeReturnPath, USER_STATUS } from '@kickoff/contract';

/**
 * The guards and redirects of spec §2 "Guards and redirects (web)" as pure functions: no storage, no
 * router, no network. The route loaders (loaders.ts) read what these need, ask them, and act on the answer.
 */

// ── public vs login required ─────────────────────────────────────────────────────────────

/**
 * The public routes of spec §2 (no login). Everything else is under the logged-in layout and needs a
 * session; unknown paths are sent to `/` by the catch-all (and from there to /intro when logged out).
 */
const PUBLIC_EXACT = new Set(['/ie', '/silk', '/m', '/oauth', '/oauth/twitter', '/intro', '/logout']);
const PUBLIC_PREFIXES = ['/pay_result/', '/public/', '/account/', '/stv/'];
/** TV routes that need a login (spec §2 "TV variant routes"). */
const TV_MEMBER_PATHS = ['/stv/change_pwd', '/stv/voucher', '/stv/result/'];

export function isPublicPath(pathname: string): boolean {
  if (PUBLIC_EXACT.has(pathname)) return true;
  if (pathname === '/stv' || pathname.startsWith('/stv/')) {
    return !TV_MEMBER_PATHS.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
  }
  return PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

// ── logged-out visits ────────────────────────────────────────────────────────────────────

/**
 * The routes a logged-out visit comes back to after login (spec §2): tp of /intro. /pay_result is
 * public, but shows an order only to its member: its "log in" link comes back to it the same way.
 */
export const RETURN_TYPES = ['player', 'live', 'schedule', 'pay_result'] as const;
export type ReturnKind = (typeof RETURN_TYPES)[number];

function returnTypeOf(pathname: string): ReturnKind | null {
  return RETURN_TYPES.find((tp) => pathname === `/${tp}` || pathname.startsWith(`/${tp}/`)) ?? null;
}

/**
 * Where a logged-out visit to a member route goes: /player, /live and /schedule (and below) to
 * `/intro?re=y&tp=<type>&url=<path+search>`, to come back after login; any other to /intro. Also the
 * login link of /pay_result/:id.
 */
export function loginRedirectFor(pathname: string, search = ''): string {
  const tp = returnTypeOf(pathname);
  if (!tp) return '/intro';
  const url = `${pathname}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}`;
  if (!safeReturnPath(url)) return '/intro';
  return `/intro?${new URLSearchParams({ re: 'y', tp, url })}`;
}

// ── entering the logged-in layout ────────────────────────────────────────────────────────

function hasStatus(user: SessionUser, status: number): boolean {
  return user.status === status || user.statusList.includes(status);
}

/**
 * The forced onboarding of spec §2/§4, in the spec's order: 12 → update e-mail, 6 → change password
 * (the query kept when it has code=true), 11 or 14 → update details, 21 → reactivate. Those /account
 * pages are public routes, so the redirect cannot loop. Null when the member may go on.
 */
export function statusRedirect(user: SessionUser, search: URLSearchParams): string | null {
  if (hasStatus(user, USER_STATUS.MUST_UPDATE_EMAIL)) return '/account/update_email';
  if (hasStatus(user, USER_STATUS.MUST_CHANGE_PASSWORD)) {
    return search.get('code') === 'true' ? `/account/change_pwd?${search}` : '/account/change_pwd';
  }
  if (
    hasStatus(user, USER_STATUS.MUST_COMPLETE_DETAILS) ||
    hasStatus(user, USER_STATUS.MUST_COMPLETE_DETAILS_SNS)
  ) {
    return '/account/update_detail';
  }
  if (hasStatus(user, USER_STATUS.DORMANT)) return '/account/activate';
  return null;
}

/** A member holds a pass when the plan level of the scope array is above FREE. */
export function holdsVoucher(user: SessionUser): boolean {
  const scope = decodeScope(user.scope);
  return scope.BASIC || scope.PREMIUM;
}

export interface MemberEntry {
  user: SessionUser;
  pathname: string;
  search: URLSearchParams;
  /** `kickoff.voucherId` of session storage. */
  voucherId: string | null;
  /** `kickoff.todaySchedule` of session storage is set. */
  todaySchedule: boolean;
  /** `kickoff.tvMode` of session storage is set: this tab runs the TV product. */
  tvMode?: boolean;
}

export interface EntryDecision {
  /** Where to go instead; null to go on (a flag may still be used up). */
  redirect: string | null;
  /** The one-shot session-storage flag this decision uses up. */
  consume?: 'voucherId' | 'todaySchedule';
}

/**
 * Redirects on entering the logged-in layout, first match wins: the status redirects, then a pass
 * chosen before login (/purchase/change when the member already holds one, else /purchase), then the
 * today-schedule flag (/schedule/0), then the TV-mode check at `/` (/stv/user when the URL has
 * code=true, else /purchase: the TV product has no web home). A flag whose target is where the member
 * is going is used up without a redirect.
 */
export function memberEntryRedirect({
  user,
  pathname,
  search,
  voucherId,
  todaySchedule,
  tvMode = false,
}: MemberEntry): EntryDecision | null {
  const status = statusRedirect(user, search);
  if (status) return { redirect: status };
  if (voucherId) {
    const to = holdsVoucher(user) ? '/purchase/change' : '/purchase';
    return { redirect: pathname === to ? null : to, consume: 'voucherId' };
  }
  if (todaySchedule) {
    const to = '/schedule/0';
    return { redirect: pathname === to ? null : to, consume: 'todaySchedule' };
  }
  if (tvMode && pathname === '/') {
    return { redirect: search.get('code') === 'true' ? '/stv/user' : '/purchase' };
  }
  return null;
}

// ── after login ──────────────────────────────────────────────────────────────────────────

export type PostLoginAction =
  | { kind: 'navigate'; to: string }
  /** Open `url` in the live popup window and go to `to` in this one. */
  | { kind: 'popup'; url: string; to: string };

/**
 * Where a password login goes (spec §2): the status redirects first; then, unless the member carries
 * the social-login marker `sn`, the target kept by a logged-out visit (`re=y&tp&url`) — a live opens in
 * its popup while this window goes home; otherwise home.
 */
export function postLoginAction(user: SessionUser, search: URLSearchParams): PostLoginAction {
  const status = statusRedirect(user, search);
  if (status) return { kind: 'navigate', to: status };
  if (user.sns === 'sn' || search.get('re') !== 'y') return { kind: 'navigate', to: '/' };
  const url = safeReturnPath(search.get('url'));
  if (!url) return { kind: 'navigate', to: '/' };
  if (search.get('tp') === 'live') return { kind: 'popup', url, to: '/' };
  return { kind: 'navigate', to: url };
}

/** The return target an /intro URL carries (for the social round trip's returnTo), or null. */
export function returnTargetOf(search: URLSearchParams): string | null {
  return search.get('re') === 'y' ? safeReturnPath(search.get('url')) : null;
}

/** The live popup of spec §2/§9: one named window, 1360×721, no scrollbars. */
export const LIVE_POPUP_NAME = 'kickoffLivePopup';
export const LIVE_POPUP_FEATURES = `width=${LIMITS.popupWindow.width},height=${LIMITS.popupWindow.height},scrollbars=no`;

// ── first login (spec §4) ────────────────────────────────────────────────────────────────

/**
 * Whether this login is the member's first here: true when no before-login marker exists for them,
 * never when the URL has code=true. The caller stores the marker whenever this is true.
 */
export function isFirstLogin(hasBeforeLoginMarker: boolean, search: URLSearchParams): boolean {
  if (search.get('code') === 'true') return false;
  return !hasBeforeLoginMarker;
}

// ── browsers and referrals ───────────────────────────────────────────────────────────────

/** Amazon's Silk browser (Fire tablets and Fire TV): forced to /silk (spec §2). */
export function isSilk(userAgent: string): boolean {
  return /\bSilk\b/.test(userAgent);
}

/** Paths a Silk browser may still open: the notice itself and the logout. */
const SILK_ALLOWED = new Set(['/silk', '/logout']);

export function silkRedirect(userAgent: string, pathname: string): string | null {
  return isSilk(userAgent) && !SILK_ALLOWED.has(pathname) ? '/silk' : null;
}

const REFERRAL = /^[\w.~-]{1,64}$/;

/**
 * The referral code of a visit to / or /intro (`referral=`, also `ref=`), when it looks like one
 * (letters, digits, `_ . ~ -`, at most 64): anything else is not stored.
 */
export function referralFrom(pathname: string, search: URLSearchParams): string | null {
  if (pathname !== '/' && pathname !== '/intro') return null;
  const value = search.get('referral') ?? search.get('ref');
  return value && REFERRAL.test(value) ? value : null;
}

/** The provider named by an OAuth `state` (`<provider>.<random>`), when it is one of ours. */
export function providerOfState<P extends string>(state: string | null, providers: readonly P[]): P | null {
  if (!state) return null;
  const dot = state.indexOf('.');
  if (dot <= 0) return null;
  const prefix = state.slice(0, dot);
  return (providers as readonly string[]).includes(prefix) ? (prefix as P) : null;
}
