/** Hand-off from /account/update_email to /account/update_code (session storage: survives a reload). */
export const UPDATE_EMAIL_STORAGE_KEY = 'kickoff.updateEmail';

export interface UpdateEmailState {
  email: string;
  emailCodeId: number;
  /** Epoch ms. */
  expiresAt: number;
  /** Where to go when done. */
  next: string;
}

export function readUpdateEmail(): UpdateEmailState | null {
  try {
    const raw = sessionStorage.getItem(UPDATE_EMAIL_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Partial<UpdateEmailState>;
    return typeof v.email === 'string' && typeof v.emailCodeId === 'number' && typeof v.expiresAt === 'number'
      ? { email: v.email, emailCodeId: v.emailCodeId, expiresAt: v.expiresAt, next: v.next ?? '/' }
      : null;
  } catch {
    return null;
  }
}

export function writeUpdateEmail(value: UpdateEmailState | null): void {
  try {
    if (value) sessionStorage.setItem(UPDATE_EMAIL_STORAGE_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(UPDATE_EMAIL_STORAGE_KEY);
  } catch {
    // storage unavailable: the code page sends the member back to enter the e-mail again
  }
}
