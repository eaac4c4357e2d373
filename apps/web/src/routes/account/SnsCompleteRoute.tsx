import { CompleteStep } from '../../features/account/components/signup/CompleteStep.js';
import { SignupStepGuard } from '../../features/account/components/signup/SignupStepGuard.js';

/** /account/signup/sns_complete: welcome after a social sign-up. */
export default function SnsCompleteRoute() {
  return (
    <SignupStepGuard step="sns_complete">
      <CompleteStep />
    </SignupStepGuard>
  );
}
