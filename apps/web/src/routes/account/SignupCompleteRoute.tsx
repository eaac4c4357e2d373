import { CompleteStep } from '../../features/account/components/signup/CompleteStep.js';
import { SignupStepGuard } from '../../features/account/components/signup/SignupStepGuard.js';

/** /account/signup/complete: welcome. */
export default function SignupCompleteRoute() {
  return (
    <SignupStepGuard step="complete">
      <CompleteStep />
    </SignupStepGuard>
  );
}
