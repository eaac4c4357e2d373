import { TermsStep } from '../../features/account/components/signup/TermsStep.js';

/** /account/signup (?sns=1): terms agreement. */
export default function SignupTermsRoute() {
  return <TermsStep />;
}
