import { differsFromCurrent, LIMITS, passwordsMatch, required, validatePassword } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { Button, PasswordField } from '../../../ui/index.js';
import { useChangePassword } from '../api/use-change-password.js';
import { firstIssue, useAccountForm } from '../hooks/use-account-form.js';
import { useApiError } from '../hooks/use-api-error.js';
import formStyles from './Form.module.css';
import { FormAlert } from './FormAlert.js';
import { NewPasswordFields } from './NewPasswordFields.js';

interface ChangePasswordFormProps {
  userId: number;
  /** A social-login member without a password sets one: no current password asked. */
  hasPassword: boolean;
  onDone: () => void;
  autoFocus?: boolean;
  /** Full-width button (a page of its own) or a right-aligned one (a section of /modify). */
  layout?: 'page' | 'section';
}

const initial = { currentPassword: '', password: '', passwordConfirm: '' };

/** Current password (when there is one), the new one twice; the new one must differ (spec §5). */
export function ChangePasswordForm({
  userId,
  hasPassword,
  onDone,
  autoFocus = false,
  layout = 'page',
}: ChangePasswordFormProps) {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useAccountForm(initial, {
    currentPassword: ({ currentPassword }) => (hasPassword ? firstIssue(required(currentPassword)) : null),
    password: ({ password, currentPassword }) =>
      firstIssue(validatePassword(password), differsFromCurrent('password', password, currentPassword)),
    passwordConfirm: ({ password, passwordConfirm }) => firstIssue(passwordsMatch(password, passwordConfirm)),
  });
  const submitError = useApiError(form);

  const submit = form.handleSubmit(({ currentPassword, password, passwordConfirm }) => {
    submitError.clear();
    change.mutate(
      { userId, password, passwordConfirm, ...(hasPassword ? { currentPassword } : {}) },
      {
        onSuccess: () => {
          form.reset(initial);
          onDone();
        },
        onError: (error) =>
          submitError.handle(error, {
            fieldOf: (code) =>
              code === 'PASSWORD_MISMATCH'
                ? 'currentPassword'
                : code === 'PASSWORD_SAME'
                  ? 'password'
                  : undefined,
          }),
      },
    );
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} data-testid="change-password-form">
      <FormAlert message={submitError.alert} />
      {hasPassword && (
        <PasswordField
          {...form.text('currentPassword')}
          label={t('fields.currentPassword')}
          required
          autoFocus={autoFocus}
          autoComplete="current-password"
          maxLength={LIMITS.password.enteredMax}
        />
      )}
      <NewPasswordFields form={form} label={t('fields.newPassword')} autoFocus={autoFocus && !hasPassword} />
      <div className={layout === 'page' ? formStyles.actions : formStyles.actionsRow}>
        <Button type="submit" size="lg" block={layout === 'page'} loading={change.isPending}>
          {hasPassword ? t('changePwd.submit') : t('changePwd.submitSet')}
        </Button>
      </div>
    </form>
  );
}
