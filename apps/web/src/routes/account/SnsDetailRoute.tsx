import { DetailStep, SignupStepGuard } from '../../features/account/index.js';

/** /account/signup/sns_detail: details and nickname of a social sign-up. */
export default function SnsDetailRoute() {
  return (
    <SignupStepGuard step="sns_detail">
      <DetailStep mode="sns" />
    </SignupStepGuard>
  );
}
