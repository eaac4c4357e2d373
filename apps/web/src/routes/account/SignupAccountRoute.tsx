import { AccountStep, SignupStepGuard } from '../../features/account/index.js';

/** /account/signup/account: the password. */
export default function SignupAccountRoute() {
  return (
    <SignupStepGuard step="account">
      <AccountStep />
    </SignupStepGuard>
  );
}
