import { SignupLayout } from '../../features/account/index.js';

/** /account/signup: the sign-up wizard (state, heading, stepper) around its steps. */
export default function SignupLayoutRoute() {
  return <SignupLayout />;
}
