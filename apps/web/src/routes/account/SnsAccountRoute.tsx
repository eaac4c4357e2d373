import { SignupStepGuard, SnsAccountStep } from '../../features/account/index.js';

/** /account/signup/sns_account: the social account's e-mail, verified. */
export default function SnsAccountRoute() {
  return (
    <SignupStepGuard step="sns_account">
      <SnsAccountStep />
    </SignupStepGuard>
  );
}
