import { CompleteStep, SignupStepGuard } from '../../features/account/index.js';

/** /account/signup/complete: welcome. */
export default function SignupCompleteRoute() {
  return (
    <SignupStepGuard step="complete">
      <CompleteStep />
    </SignupStepGuard>
  );
}
