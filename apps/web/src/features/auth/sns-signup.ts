import type { SnsProvider } from '@kickoff/contract';

/**
 * The social sign-up hand-off (spec §3 tempUser): the /oauth callback stores what the provider told us,
 * the sns_ sign-up steps read it. Kept in session storage so a reload in the middle does not lose it.
 */
export interface SnsSignup {
  provider: SnsProvider;
  /** The opaque social accessToken of GET /oauth/{provider}/token (valid 30 minutes). */
  accessToken: string;
  email: string | null;
  name: string | null;
  /** Set by POST /emailCodes/verifySnsEmail. */
  verifiedEmail?: string;
  snsCodeId?: number;
}

const KEY = 'kickoff.snsSignup';

export function readSnsSignup(): SnsSignup | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SnsSignup) : null;
  } catch {
    return null;
  }
}

export function writeSnsSignup(value: SnsSignup | null): void {
  try {
    if (value) sessionStorage.setItem(KEY, JSON.stringify(value));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the flow restarts from the login screen
  }
}
