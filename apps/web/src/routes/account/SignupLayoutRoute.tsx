import { SignupLayout } from '../../features/account/components/signup/SignupLayout.js';

/** /account/signup: the sign-up wizard (state, heading, stepper) around its steps. */
export default function SignupLayoutRoute() {
  return <SignupLayout />;
}
