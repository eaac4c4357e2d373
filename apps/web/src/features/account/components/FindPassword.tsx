import { passwordsMatch, validatePassword } from '@kickoff/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { CheckCircleIcon } from '../../../ui/icons.js';
import { Button, ButtonLink, Stepper } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { useResetPassword } from '../api/use-reset-password.js';
import { useVerifyEmailCode } from '../api/use-verify-email-code.js';
import { firstIssue, useAccountForm } from '../hooks/use-account-form.js';
import { useApiError } from '../hooks/use-api-error.js';
import { AccountCard, AccountColumn } from './AccountCard.js';
import { type CodeState, CodeVerification, emptyCodeState } from './CodeVerification.js';
import formStyles from './Form.module.css';
import { FormAlert } from './FormAlert.js';
import { NewPasswordFields } from './NewPasswordFields.js';

type Stage = 'verify' | 'password' | 'done';
const STAGES: Stage[] = ['verify', 'password', 'done'];

/**
 * /account/find_pwd: the e-mail and its code (purpose reset), a new password twice, then
 * POST /emailCodes/reset and a way to log in.
 */
export function FindPassword() {
  const { t } = useTranslation('account');
  const verify = useVerifyEmailCode();
  const [stage, setStage] = useState<Stage>('verify');
  const [code, setCode] = useState<CodeState>(emptyCodeState);
  const [emailCodeId, setEmailCodeId] = useState<number | null>(null);

  const restart = () => {
    setCode(emptyCodeState(code.target));
    setEmailCodeId(null);
    setStage('verify');
  };

  return (
    <Page narrow>
      <AccountColumn>
        <Stepper
          current={STAGES.indexOf(stage)}
          steps={STAGES.map((key) => ({ key, label: t(`findPwd.steps.${key}`) }))}
        />
        {stage === 'verify' && (
          <AccountCard title={t('findPwd.title')} description={t('findPwd.description')}>
            <CodeVerification
              kind="email"
              purpose="reset"
              state={code}
              onStateChange={setCode}
              verifyPending={verify.isPending}
              onVerify={async ({ codeId, code: digits }) => {
                await verify.mutateAsync({ emailCodeId: codeId, code: digits });
                setEmailCodeId(codeId);
                setStage('password');
              }}
            />
          </AccountCard>
        )}
        {stage === 'password' && emailCodeId !== null && (
          <NewPasswordCard
            email={code.target}
            emailCodeId={emailCodeId}
            onDone={() => setStage('done')}
            onRestart={restart}
          />
        )}
        {stage === 'done' && (
          <AccountCard
            icon={<CheckCircleIcon size={22} />}
            title={t('findPwd.doneTitle')}
            description={t('findPwd.doneText')}
            testId="reset-done"
          >
            <ButtonLink to="/intro" size="lg" block autoFocus>
              {t('common.login')}
            </ButtonLink>
          </AccountCard>
        )}
        {stage !== 'done' && (
          <ul className={formStyles.links}>
            <li>
              <Link to="/account/find_email">{t('findEmail.title')}</Link>
            </li>
            <li>
              <Link to="/intro">{t('common.login')}</Link>
            </li>
          </ul>
        )}
      </AccountColumn>
    </Page>
  );
}

interface NewPasswordCardProps {
  email: string;
  emailCodeId: number;
  onDone: () => void;
  onRestart: () => void;
}

function NewPasswordCard({ email, emailCodeId, onDone, onRestart }: NewPasswordCardProps) {
  const { t } = useTranslation('account');
  const reset = useResetPassword();
  const form = useAccountForm(
    { password: '', passwordConfirm: '' },
    {
      password: ({ password }) => firstIssue(validatePassword(password)),
      passwordConfirm: ({ password, passwordConfirm }) =>
        firstIssue(passwordsMatch(password, passwordConfirm)),
    },
  );
  const submitError = useApiError(form);

  const submit = form.handleSubmit((values) => {
    submitError.clear();
    reset.mutate(
      { emailCodeId, ...values },
      {
        onSuccess: onDone,
        onError: (error) =>
          submitError.handle(error, {
            fieldOf: (code) => (code === 'PASSWORD_SAME' ? 'password' : undefined),
            actionOf: (code) =>
              code.startsWith('EMAIL_CODE_') ? (
                <Button variant="ghost" size="sm" onClick={onRestart}>
                  {t('findPwd.restart')}
                </Button>
              ) : null,
          }),
      },
    );
  });

  return (
    <AccountCard title={t('findPwd.newTitle')} description={t('findPwd.newText', { email })}>
      <form className={formStyles.form} noValidate onSubmit={submit} data-testid="reset-form">
        <FormAlert message={submitError.alert} />
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields form={form} label={t('fields.newPassword')} autoFocus />
        <div className={formStyles.actions}>
          <Button type="submit" size="lg" block loading={reset.isPending}>
            {t('findPwd.submit')}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
