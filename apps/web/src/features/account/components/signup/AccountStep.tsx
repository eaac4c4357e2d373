import { passwordsMatch, validatePassword } from '@kickoff/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../../i18n/react.js';
import { Button, ButtonLink } from '../../../../ui/index.js';
import { useSignupState } from '../../hooks/signup-context.js';
import { signupPath } from '../../hooks/signup-steps.js';
import { firstIssue, useAccountForm } from '../../hooks/use-account-form.js';
import { AccountCard } from '../AccountCard.js';
import formStyles from '../Form.module.css';
import { NewPasswordFields } from '../NewPasswordFields.js';
import { VerifiedEmail } from './VerifiedEmail.js';

/** /account/signup/account: the verified e-mail (read-only) and the password, kept in memory only. */
export function AccountStep() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { draft, password, setPassword } = useSignupState();
  const email = draft.verifiedEmail ?? '';
  const form = useAccountForm(
    { password: password ?? '', passwordConfirm: password ?? '' },
    {
      password: ({ password }) => firstIssue(validatePassword(password)),
      passwordConfirm: ({ password, passwordConfirm }) =>
        firstIssue(passwordsMatch(password, passwordConfirm)),
    },
  );

  const submit = form.handleSubmit(({ password }) => {
    setPassword(password);
    navigate(signupPath('detail', 'email'));
  });

  return (
    <AccountCard
      headingLevel={2}
      title={t('signup.account.title')}
      description={t('signup.account.description')}
    >
      <form className={formStyles.form} noValidate onSubmit={submit} data-testid="account-form">
        {/* lets password managers save the new login under this e-mail */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <VerifiedEmail email={email} />
        <NewPasswordFields form={form} autoFocus />
        <div className={formStyles.actionsRow}>
          <ButtonLink to={signupPath('code', 'email')} variant="secondary" size="lg">
            {t('common.back')}
          </ButtonLink>
          <Button type="submit" size="lg">
            {t('common.next')}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
