import { SignupStepGuard } from '../../features/account/components/signup/SignupStepGuard.js';
import { SnsAccountStep } from '../../features/account/components/signup/SnsAccountStep.js';

/** /account/signup/sns_account: the social account's e-mail, verified. */
export default function SnsAccountRoute() {
  return (
    <SignupStepGuard step="sns_account">
      <SnsAccountStep />
    </SignupStepGuard>
  );
}
