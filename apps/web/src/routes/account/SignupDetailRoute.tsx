import { DetailStep, SignupStepGuard } from '../../features/account/index.js';

/** /account/signup/detail: details and nickname, then the account is made. */
export default function SignupDetailRoute() {
  return (
    <SignupStepGuard step="detail">
      <DetailStep mode="email" />
    </SignupStepGuard>
  );
}
