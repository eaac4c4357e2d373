import { CodeStep, SignupStepGuard } from '../../features/account/index.js';

/** /account/signup/code: e-mail verification. */
export default function SignupCodeRoute() {
  return (
    <SignupStepGuard step="code">
      <CodeStep />
    </SignupStepGuard>
  );
}
