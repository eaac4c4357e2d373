import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSignupState } from '../../hooks/signup-context.js';
import { modeOfStep, type SignupStep, signupRedirect } from '../../hooks/signup-steps.js';
import { SnsHandoffMissing } from './SnsHandoffMissing.js';

/**
 * Shows a sign-up step only when the steps before it are done; otherwise sends the member to the first
 * missing one. The social steps also need the /oauth hand-off (except the completion page).
 */
export function SignupStepGuard({ step, children }: { step: SignupStep; children: ReactNode }) {
  const { draft, password, sns } = useSignupState();
  const mode = modeOfStep(step, false);
  if (mode === 'sns' && step !== 'sns_complete' && draft.completed === null && !sns) {
    return <SnsHandoffMissing />;
  }
  const to = signupRedirect(step, mode, { draft, password, sns });
  if (to) return <Navigate to={to} replace />;
  return children;
}
