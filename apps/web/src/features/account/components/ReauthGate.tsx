import { LIMITS, required } from '@kickoff/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { LockIcon } from '../../../ui/icons.js';
import { Button, PasswordField } from '../../../ui/index.js';
import { useCheckPassword } from '../api/use-check-password.js';
import { firstIssue, useAccountForm } from '../hooks/use-account-form.js';
import { useApiError } from '../hooks/use-api-error.js';
import { AccountCard, AccountColumn } from './AccountCard.js';
import formStyles from './Form.module.css';
import { FormAlert } from './FormAlert.js';

/** How long a re-authentication opens /modify (memory only: a reload asks again). */
export const REAUTH_VALID_MS = 10 * 60_000;
const reauthUntil = new Map<number, number>();

/** Forgets every re-authentication (tests; logout). */
export function clearReauth(): void {
  reauthUntil.clear();
}

interface ReauthGateProps {
  userId: number;
  /** Members without a password (social login only) have nothing to re-enter: the gate is skipped. */
  hasPassword: boolean;
  children: ReactNode;
}

/** Asks for the current password (POST /validation/password) before the account can be changed. */
export function ReauthGate({ userId, hasPassword, children }: ReauthGateProps) {
  const [open, setOpen] = useState(() => !hasPassword || (reauthUntil.get(userId) ?? 0) > Date.now());
  if (open || !hasPassword) return children;
  return (
    <ReauthForm
      onPassed={() => {
        reauthUntil.set(userId, Date.now() + REAUTH_VALID_MS);
        setOpen(true);
      }}
    />
  );
}

function ReauthForm({ onPassed }: { onPassed: () => void }) {
  const { t } = useTranslation('account');
  const check = useCheckPassword();
  const form = useAccountForm(
    { password: '' },
    { password: ({ password }) => firstIssue(required(password)) },
  );
  const submitError = useApiError(form);
  const submit = form.handleSubmit(({ password }) => {
    submitError.clear();
    check.mutate(password, {
      onSuccess: onPassed,
      onError: (error) =>
        submitError.handle(error, {
          fieldOf: (code) => (code === 'PASSWORD_MISMATCH' ? 'password' : undefined),
        }),
    });
  });
  return (
    <AccountColumn>
      <AccountCard
        headingLevel={2}
        icon={<LockIcon size={22} />}
        title={t('modify.reauthTitle')}
        description={t('modify.reauthText')}
      >
        <form className={formStyles.form} noValidate onSubmit={submit} data-testid="reauth-form">
          <FormAlert message={submitError.alert} />
          <PasswordField
            {...form.text('password')}
            label={t('fields.currentPassword')}
            required
            autoFocus
            autoComplete="current-password"
            maxLength={LIMITS.password.enteredMax}
          />
          <div className={formStyles.actions}>
            <Button type="submit" size="lg" block loading={check.isPending}>
              {t('modify.reauthSubmit')}
            </Button>
          </div>
        </form>
      </AccountCard>
    </AccountColumn>
  );
}
