import { digits, LIMITS, normalizeDigits, required } from '@kickoff/contract';
import type { ReactNode } from 'react';
import { ApiError } from '../../../core/api-client.js';
import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { AlertIcon } from '../../../ui/icons.js';
import { Button, TextField } from '../../../ui/index.js';
import { firstIssue, useAccountForm } from '../hooks/use-account-form.js';
import { useApiError } from '../hooks/use-api-error.js';
import { formatCountdown, useCountdown } from '../hooks/use-countdown.js';
import styles from './CodeForms.module.css';
import formStyles from './Form.module.css';
import { FormAlert } from './FormAlert.js';
import type { CodeKind } from './SendCodeForm.js';

/** Answers of a check that belong to the code field. */
const CODE_ERRORS = new Set([
  'EMAIL_CODE_MISMATCH',
  'EMAIL_CODE_EXPIRED',
  'EMAIL_CODE_NOT_VERIFIED',
  'PHONE_CODE_MISMATCH',
  'PHONE_CODE_EXPIRED',
  'PHONE_CODE_NOT_VERIFIED',
  'PURCHASE_CODE_MISMATCH',
  'PURCHASE_CODE_EXPIRED',
]);

export interface VerifyCodeFormProps {
  kind: CodeKind;
  /** Where the code went. */
  target: string;
  /** When the code stops being valid (epoch ms): a countdown shows until then. */
  expiresAt: number;
  /** Checks the code (and whatever follows); a thrown API error shows on the form. */
  onSubmitCode: (code: string) => Promise<unknown>;
  pending: boolean;
  /** Shows a "resend" button (when the address form is not on the same page). */
  onResend?: () => Promise<unknown>;
  resendPending?: boolean;
  submitLabel?: string;
  /** Extra content after the top message for an error code (e.g. a link to log in again). */
  actionOf?: (code: string) => ReactNode;
}

/** The 6-digit code, the time left (10 minutes; 30 for the purchase code) and "verify". */
export function VerifyCodeForm({
  kind,
  target,
  expiresAt,
  onSubmitCode,
  pending,
  onResend,
  resendPending = false,
  submitLabel,
  actionOf,
}: VerifyCodeFormProps) {
  const { t } = useTranslation('account');
  const remaining = useCountdown(expiresAt);
  const expired = remaining === 0;
  const form = useAccountForm(
    { code: '' },
    {
      code: ({ code }) => firstIssue(required(code), digits(code, LIMITS.emailCode.digits)),
    },
  );
  const submitError = useApiError(form);
  const field = form.text('code');

  const submit = form.handleSubmit(async ({ code }) => {
    if (expired) return;
    submitError.clear();
    try {
      await onSubmitCode(code);
    } catch (error) {
      const tries = error instanceof ApiError ? Number(error.fields?.remainingTries) : Number.NaN;
      if (error instanceof ApiError && error.code.endsWith('_CODE_MISMATCH') && tries > 0) {
        submitError.clear();
        form.setServerError('code', `${errorMessage(error, t)} ${t('code.triesLeft', { count: tries })}`);
        return;
      }
      submitError.handle(error, { fieldOf: (c) => (CODE_ERRORS.has(c) ? 'code' : undefined), actionOf });
    }
  });

  const resend = async () => {
    submitError.clear();
    try {
      await onResend?.();
    } catch (error) {
      submitError.handle(error);
    }
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} data-testid="verify-code-form">
      <p className={styles.sent} role="status">
        {t(kind === 'email' ? 'code.sentToEmail' : 'code.sentToPhone', { target })}
      </p>
      <FormAlert message={submitError.alert} />
      <TextField
        {...field}
        // full-width digits typed with a Japanese IME count; anything else is dropped
        onChange={(event) => form.setValue('code', normalizeDigits(event.target.value).replace(/\D/g, ''))}
        label={kind === 'phone' ? t('fields.smsCode') : t('fields.code')}
        required
        autoFocus
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.emailCode.digits}
        placeholder={t('fields.codePlaceholder', { digits: LIMITS.emailCode.digits })}
        className={styles.codeInput}
        hint={
          expired ? undefined : (
            <span className={styles.countdown}>
              {t('code.remaining')}{' '}
              <span className={styles.time} data-testid="code-countdown">
                {formatCountdown(remaining)}
              </span>
            </span>
          )
        }
        suffix={
          <Button type="submit" loading={pending} disabled={expired}>
            {submitLabel ?? t('code.verify')}
          </Button>
        }
      />
      {expired && (
        <p className={styles.expired} role="alert" data-testid="code-expired">
          <AlertIcon size={16} />
          <span>{t('code.expired')}</span>
        </p>
      )}
      {onResend && (
        <div className={styles.resendRow}>
          <span>{t('code.notReceived')}</span>
          <Button variant="ghost" size="sm" loading={resendPending} onClick={() => void resend()}>
            {t('code.resend')}
          </Button>
        </div>
      )}
    </form>
  );
}
