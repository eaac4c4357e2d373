import { DetailStep } from '../../features/account/components/signup/DetailStep.js';
import { SignupStepGuard } from '../../features/account/components/signup/SignupStepGuard.js';

/** /account/signup/sns_detail: details and nickname of a social sign-up. */
export default function SnsDetailRoute() {
  return (
    <SignupStepGuard step="sns_detail">
      <DetailStep mode="sns" />
    </SignupStepGuard>
  );
}
