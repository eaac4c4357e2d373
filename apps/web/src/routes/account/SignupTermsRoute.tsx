import { TermsStep } from '../../features/account/index.js';

/** /account/signup (?sns=1): terms agreement. */
export default function SignupTermsRoute() {
  return <TermsStep />;
}
