import type { SnsSignup } from '../../auth/index.js';
import type { SignupDraft, SignupMode } from './signup-draft.js';

export type SignupStep =
  | 'terms'
  | 'code'
  | 'account'
  | 'detail'
  | 'complete'
  | 'sns_account'
  | 'sns_detail'
  | 'sns_complete';

/** The steps of each sign-up, in order (spec §2 signup children). */
export const SIGNUP_STEPS: Record<SignupMode, readonly SignupStep[]> = {
  email: ['terms', 'code', 'account', 'detail', 'complete'],
  sns: ['terms', 'sns_account', 'sns_detail', 'sns_complete'],
};

export const modeOfStep = (step: SignupStep, snsFlag: boolean): SignupMode =>
  step.startsWith('sns_') || (step === 'terms' && snsFlag) ? 'sns' : 'email';

export function signupPath(step: SignupStep, mode: SignupMode): string {
  if (step === 'terms') return mode === 'sns' ? '/account/signup?sns=1' : '/account/signup';
  return `/account/signup/${step}`;
}

/** The step a path shows (`/account/signup/code` → code); the terms for the bare path. */
export function stepOfPath(pathname: string): SignupStep {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const all = new Set<string>([...SIGNUP_STEPS.email, ...SIGNUP_STEPS.sns]);
  return all.has(last) ? (last as SignupStep) : 'terms';
}

export interface SignupProgress {
  draft: SignupDraft;
  /** Kept in memory only. */
  password: string | null;
  sns: SnsSignup | null;
}

const MANDATORY = ['terms', 'privacy', 'paid'] as const;

export function agreedToMandatory(draft: SignupDraft): boolean {
  const { agreements } = draft;
  return agreements !== null && MANDATORY.every((key) => agreements[key]);
}

/** Whether `step` of the `mode` sign-up is done. */
export function isStepDone(
  step: SignupStep,
  mode: SignupMode,
  { draft, password, sns }: SignupProgress,
): boolean {
  if (draft.mode !== mode) return false;
  switch (step) {
    case 'terms':
      return agreedToMandatory(draft);
    case 'code':
      return draft.verifiedEmail !== null && draft.emailCodeId !== null;
    case 'account':
      return password !== null;
    case 'sns_account':
      return Boolean(sns?.verifiedEmail && sns.snsCodeId);
    case 'detail':
    case 'sns_detail':
    case 'complete':
    case 'sns_complete':
      return draft.completed !== null;
  }
}

/**
 * Where to go instead of `step`, or null when it may be shown: a step needs every earlier step done
 * (the first missing one is where the member is sent); once the account exists, the steps that create
 * it lead to the completion page.
 */
export function signupRedirect(step: SignupStep, mode: SignupMode, progress: SignupProgress): string | null {
  const steps = SIGNUP_STEPS[mode];
  const last = steps[steps.length - 1]!;
  const completed = progress.draft.mode === mode && progress.draft.completed !== null;
  if (step === 'terms') return null;
  if (completed) return step === last ? null : signupPath(last, mode);
  const index = steps.indexOf(step);
  for (const earlier of steps.slice(0, index)) {
    if (!isStepDone(earlier, mode, progress)) return signupPath(earlier, mode);
  }
  return null;
}
