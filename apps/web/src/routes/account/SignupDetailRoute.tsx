import { DetailStep } from '../../features/account/components/signup/DetailStep.js';
import { SignupStepGuard } from '../../features/account/components/signup/SignupStepGuard.js';

/** /account/signup/detail: details and nickname, then the account is made. */
export default function SignupDetailRoute() {
  return (
    <SignupStepGuard step="detail">
      <DetailStep mode="email" />
    </SignupStepGuard>
  );
}
