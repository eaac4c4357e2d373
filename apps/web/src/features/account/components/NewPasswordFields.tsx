import { LIMITS } from '@kickoff/contract';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { PasswordField } from '../../../ui/index.js';
import type { AccountForm } from '../hooks/use-account-form.js';
import { PasswordRules } from './PasswordRules.js';
import { typingRoom } from './typing-room.js';

type PasswordValues = { password: string; passwordConfirm: string };

interface NewPasswordFieldsProps<V extends PasswordValues> {
  form: AccountForm<V>;
  /** "Password" at sign-up, "new password" when changing it. */
  label?: string;
  autoFocus?: boolean;
}

/** A new password, its live rule checklist and the confirmation (both with the caps-lock warning). */
export function NewPasswordFields<V extends PasswordValues>({
  form,
  label,
  autoFocus = false,
}: NewPasswordFieldsProps<V>) {
  const { t } = useTranslation('account');
  const rulesId = useId();
  return (
    <>
      <PasswordField
        {...form.text('password')}
        label={label ?? t('fields.password')}
        required
        autoFocus={autoFocus}
        autoComplete="new-password"
        maxLength={typingRoom(LIMITS.password.max)}
        aria-describedby={rulesId}
      />
      <PasswordRules id={rulesId} value={form.values.password} />
      <PasswordField
        {...form.text('passwordConfirm')}
        label={t('fields.passwordConfirm')}
        required
        autoComplete="new-password"
        maxLength={typingRoom(LIMITS.password.max)}
      />
    </>
  );
}
