import { readItem, takeSessionItem, writeItem } from '../../core/storage.js';

/**
 * What the auth core keeps in the browser (spec §3 "settings kept locally", §2 guards, §4 first login).
 * Every access is wrapped: storage can be unavailable (private mode, blocked cookies) and the app must
 * still work, only forgetting these conveniences.
 *
 * local storage (kept across visits)
 * - `kickoff.autoLogin`          '1' when "auto-login" was ticked at the last login (the box starts ticked)
 * - `kickoff.savedEmail`         the e-mail to pre-fill, present only when "save e-mail" was ticked
 * - `kickoff.beforeLogin.<id>`   the before-login marker of spec §4: this member has logged in here before
 * - `logged_in`                  the logged_in marker (api/session-query.ts)
 *
 * session storage (this tab only)
 * - `kickoff.voucherId`          a pass chosen before logging in: the guard goes on to /purchase[/change]
 * - `kickoff.todaySchedule`      "open today's schedule after login": the guard goes on to /schedule/0
 * - `kickoff.referral`           the referral code a visitor arrived with (/?referral= or /intro?ref=)
 * - `kickoff.snsRemember`        the auto-login choice, kept across the round trip to a social provider
 * - `kickoff.firstTimeLogin`     the first-time flag of spec §3/§4, set by a member's first login here
 * - `kickoff.tvMode`             this tab runs the TV product ('lg' or 'samsung'; set by the TV screens
 *                                under /stv): the guard's TV-mode check sends `/` to /purchase (spec §2)
 */
export const STORAGE_KEYS = {
  autoLogin: 'kickoff.autoLogin',
  savedEmail: 'kickoff.savedEmail',
  beforeLoginPrefix: 'kickoff.beforeLogin.',
  voucherId: 'kickoff.voucherId',
  todaySchedule: 'kickoff.todaySchedule',
  referral: 'kickoff.referral',
  snsRemember: 'kickoff.snsRemember',
  firstTimeLogin: 'kickoff.firstTimeLogin',
  tvMode: 'kickoff.tvMode',
} as const;

// ── login settings (spec §3: autoLogin, savedEmail) ─────────────────────────────────────────

export interface LoginSettings {
  autoLogin: boolean;
  /** The e-mail to pre-fill; null when "save e-mail" is off. */
  savedEmail: string | null;
}

export function readLoginSettings(): LoginSettings {
  return {
    // a first visit starts with auto-login off: a shared computer must be an explicit choice
    autoLogin: readItem('local', STORAGE_KEYS.autoLogin) === '1',
    savedEmail: readItem('local', STORAGE_KEYS.savedEmail) || null,
  };
}

export function writeLoginSettings({ autoLogin, savedEmail }: LoginSettings): void {
  writeItem('local', STORAGE_KEYS.autoLogin, autoLogin ? '1' : null);
  writeItem('local', STORAGE_KEYS.savedEmail, savedEmail ? savedEmail : null);
}

// ── the social round trip ─────────────────────────────────────────────────────────────────

/** Before leaving for a provider: remember whether auto-login was ticked (read back by /oauth). */
export function rememberSnsAutoLogin(on: boolean): void {
  writeItem('session', STORAGE_KEYS.snsRemember, on ? '1' : null);
}

export function takeSnsAutoLogin(): boolean {
  return takeSessionItem(STORAGE_KEYS.snsRemember) === '1';
}
