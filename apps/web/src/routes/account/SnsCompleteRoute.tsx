import { CompleteStep, SignupStepGuard } from '../../features/account/index.js';

/** /account/signup/sns_complete: welcome after a social sign-up. */
export default function SnsCompleteRoute() {
  return (
    <SignupStepGuard step="sns_complete">
      <CompleteStep />
    </SignupStepGuard>
  );
}
