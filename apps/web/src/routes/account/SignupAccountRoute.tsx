import { AccountStep } from '../../features/account/components/signup/AccountStep.js';
import { SignupStepGuard } from '../../features/account/components/signup/SignupStepGuard.js';

/** /account/signup/account: the password. */
export default function SignupAccountRoute() {
  return (
    <SignupStepGuard step="account">
      <AccountStep />
    </SignupStepGuard>
  );
}
