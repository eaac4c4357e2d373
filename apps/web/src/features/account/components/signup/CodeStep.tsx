import { LIMITS } from '@kickoff/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../../i18n/react.js';
import { Button } from '../../../../ui/index.js';
import { useVerifyEmailCode } from '../../api/use-verify-email-code.js';
import { useSignupState } from '../../hooks/signup-context.js';
import { signupPath } from '../../hooks/signup-steps.js';
import { AccountCard } from '../AccountCard.js';
import { CodeVerification } from '../CodeVerification.js';
import formStyles from '../Form.module.css';
import { VerifiedEmail } from './VerifiedEmail.js';

/** /account/signup/code: the e-mail and its 6-digit code (POST /emailCodes purpose signup, then verify). */
export function CodeStep() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { draft, update } = useSignupState();
  const verify = useVerifyEmailCode();

  if (draft.verifiedEmail) {
    return (
      <AccountCard
        headingLevel={2}
        title={t('signup.code.title')}
        description={t('signup.code.verifiedText')}
      >
        <div className={formStyles.form}>
          <VerifiedEmail email={draft.verifiedEmail} />
          <div className={formStyles.actions}>
            <Button size="lg" block autoFocus onClick={() => navigate(signupPath('account', 'email'))}>
              {t('common.next')}
            </Button>
            <Button
              variant="ghost"
              block
              onClick={() => update({ verifiedEmail: null, emailCodeId: null, codeExpiresAt: null })}
            >
              {t('signup.code.useAnother')}
            </Button>
          </div>
        </div>
      </AccountCard>
    );
  }

  return (
    <AccountCard
      headingLevel={2}
      title={t('signup.code.title')}
      description={t('signup.code.description', {
        digits: LIMITS.emailCode.digits,
        minutes: LIMITS.emailCode.signupValidMinutes,
      })}
    >
      <CodeVerification
        kind="email"
        purpose="signup"
        state={{ target: draft.email, codeId: draft.emailCodeId, expiresAt: draft.codeExpiresAt }}
        onStateChange={(s) => update({ email: s.target, emailCodeId: s.codeId, codeExpiresAt: s.expiresAt })}
        hint={t('code.emailLimit', { count: LIMITS.emailCodesPerDay })}
        verifyPending={verify.isPending}
        onVerify={async ({ codeId, code, target }) => {
          await verify.mutateAsync({ emailCodeId: codeId, code });
          update({ verifiedEmail: target, emailCodeId: codeId, codeExpiresAt: null });
          navigate(signupPath('account', 'email'));
        }}
      />
    </AccountCard>
  );
}
