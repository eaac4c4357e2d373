import { CodeStep } from '../../features/account/components/signup/CodeStep.js';
import { SignupStepGuard } from '../../features/account/components/signup/SignupStepGuard.js';

/** /account/signup/code: e-mail verification. */
export default function SignupCodeRoute() {
  return (
    <SignupStepGuard step="code">
      <CodeStep />
    </SignupStepGuard>
  );
}
