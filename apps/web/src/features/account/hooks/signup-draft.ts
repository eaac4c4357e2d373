import type { Gender } from '@kickoff/contract';
import type { NicknameHold } from '../api/use-check-nickname.js';

/** The storage key of the sign-up wizard (session storage: this tab only, gone when it closes). */
export const SIGNUP_STORAGE_KEY = 'kickoff.signup';

export type SignupMode = 'email' | 'sns';

export interface Agreements {
  terms: boolean;
  privacy: boolean;
  /** Paid-service terms. */
  paid: boolean;
  marketing: boolean;
}

export interface SignupDetails {
  name: string;
  birthDate: string;
  gender: Gender | '';
  phone: string;
  nickname: string;
}

/**
 * What the sign-up wizard remembers between its pages and across a reload (spec §3 account state:
 * emailCodeId, the agreements, the details typed so far). The password is never stored: it stays in
 * memory, so after a reload the member is sent back to the account step to type it again.
 */
export interface SignupDraft {
  mode: SignupMode;
  /** Set when the terms step was passed. */
  agreements: Agreements | null;
  /** The e-mail typed at the code step and the code sent to it. */
  email: string;
  emailCodeId: number | null;
  /** Epoch ms. */
  codeExpiresAt: number | null;
  /** E-mail sign-up: the address whose code was verified (with emailCodeId). */
  verifiedEmail: string | null;
  details: SignupDetails;
  nicknameHold: NicknameHold | null;
  /** Set by a successful POST /accounts. */
  completed: { nickname: string } | null;
}

export const emptyDetails = (): SignupDetails => ({
  name: '',
  birthDate: '',
  gender: '',
  phone: '',
  nickname: '',
});

export const emptyDraft = (mode: SignupMode = 'email'): SignupDraft => ({
  mode,
  agreements: null,
  email: '',
  emailCodeId: null,
  codeExpiresAt: null,
  verifiedEmail: null,
  details: emptyDetails(),
  nicknameHold: null,
  completed: null,
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored draft, or an empty one when there is none or it is unreadable. */
export function readSignupDraft(): SignupDraft {
  try {
    const raw = sessionStorage.getItem(SIGNUP_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!isObject(parsed) || (parsed.mode !== 'email' && parsed.mode !== 'sns')) return emptyDraft();
    const base = emptyDraft(parsed.mode);
    return {
      ...base,
      ...parsed,
      details: { ...base.details, ...(isObject(parsed.details) ? parsed.details : {}) },
    } as SignupDraft;
  } catch {
    return emptyDraft();
  }
}

export function writeSignupDraft(draft: SignupDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(SIGNUP_STORAGE_KEY);
  } catch {
    // storage unavailable: the wizard still works until the page is reloaded
  }
}
