import { LIMITS } from '@kickoff/contract';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../../i18n/react.js';
import { Button } from '../../../../ui/index.js';
import { useVerifySnsEmail } from '../../api/use-verify-sns-email.js';
import { useSignupState } from '../../hooks/signup-context.js';
import { signupPath } from '../../hooks/signup-steps.js';
import { AccountCard } from '../AccountCard.js';
import { CodeVerification } from '../CodeVerification.js';
import formStyles from '../Form.module.css';
import styles from './Signup.module.css';
import { VerifiedEmail } from './VerifiedEmail.js';

/**
 * /account/signup/sns_account: the social account's e-mail (prefilled from the provider when it gave one),
 * proven by a code (purpose sns) through POST /emailCodes/verifySnsEmail, which answers the snsCodeId.
 */
export function SnsAccountStep() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { draft, update, sns, setSns } = useSignupState();
  const verify = useVerifySnsEmail();
  if (!sns) return null;

  const provider = (
    <p className={styles.provider} data-testid="sns-provider">
      <span className={styles.providerDot} aria-hidden="true" />
      {t('signup.sns.linkedWith', { provider: t(`providers.${sns.provider}`) })}
    </p>
  );

  if (sns.verifiedEmail && sns.snsCodeId) {
    return (
      <AccountCard headingLevel={2} title={t('signup.sns.title')} description={t('signup.code.verifiedText')}>
        <div className={formStyles.form}>
          {provider}
          <VerifiedEmail email={sns.verifiedEmail} />
          <div className={formStyles.actions}>
            <Button size="lg" block autoFocus onClick={() => navigate(signupPath('sns_detail', 'sns'))}>
              {t('common.next')}
            </Button>
            <Button
              variant="ghost"
              block
              onClick={() => setSns({ ...sns, verifiedEmail: undefined, snsCodeId: undefined })}
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
      title={t('signup.sns.title')}
      description={t('signup.sns.description', { minutes: LIMITS.emailCode.signupValidMinutes })}
    >
      <div className={formStyles.form}>
        {provider}
        <CodeVerification
          kind="email"
          purpose="sns"
          state={{
            target: draft.email || sns.email || '',
            codeId: draft.emailCodeId,
            expiresAt: draft.codeExpiresAt,
          }}
          onStateChange={(s) =>
            update({ email: s.target, emailCodeId: s.codeId, codeExpiresAt: s.expiresAt })
          }
          hint={
            sns.email && !draft.emailCodeId
              ? t('signup.sns.prefilled', { provider: t(`providers.${sns.provider}`) })
              : t('code.emailLimit', { count: LIMITS.emailCodesPerDay })
          }
          verifyPending={verify.isPending}
          actionOf={(code) =>
            code === 'SNS_TOKEN_INVALID' ? (
              <Link to="/intro" className={formStyles.inlineLink} onClick={() => setSns(null)}>
                {t('common.toLogin')}
              </Link>
            ) : null
          }
          onVerify={async ({ codeId, code }) => {
            const result = await verify.mutateAsync({
              emailCodeId: codeId,
              code,
              accessToken: sns.accessToken,
            });
            setSns({ ...sns, verifiedEmail: result.email, snsCodeId: result.snsCodeId });
            update({ emailCodeId: null, codeExpiresAt: null });
            navigate(signupPath('sns_detail', 'sns'));
          }}
        />
      </div>
    </AccountCard>
  );
}
