import {
  differsFromCurrent,
  type EmailCodePurpose,
  LIMITS,
  validateEmail,
  validatePhone,
} from '@kickoff/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorCode, errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button, TextField } from '../../../ui/index.js';
import { useSendEmailCode } from '../api/use-send-email-code.js';
import { type PhoneCodePurpose, useSendPhoneCode } from '../api/use-send-phone-code.js';
import { firstIssue, useAccountForm } from '../hooks/use-account-form.js';
import { useApiError } from '../hooks/use-api-error.js';
import styles from './Form.module.css';
import { FormAlert } from './FormAlert.js';

export type CodeKind = 'email' | 'phone';

/** Codes of a send that belong to the address field. */
const TARGET_CODES = new Set([
  'EMAIL_IN_USE',
  'EMAIL_SAME',
  'PHONE_SAME',
  'EMAIL_CODE_DAILY_LIMIT',
  'PHONE_CODE_DAILY_LIMIT',
  'RATE_LIMITED',
]);

export type SendCodeFormProps = {
  initialValue: string;
  /** Every edit of the address (a new address needs a new code). */
  onEdit?: (value: string) => void;
  /** The code was sent: its id and the address it went to (trimmed). */
  onSent: (codeId: number, target: string) => void;
  /** A code went out already: the button reads "resend". */
  sent?: boolean;
  /** The member's current address: the new one must differ (spec §5). */
  current?: string | null;
  label?: string;
  hint?: ReactNode;
  autoFocus?: boolean;
} & ({ kind: 'email'; purpose: EmailCodePurpose } | { kind: 'phone'; purpose: PhoneCodePurpose });

/** The address (e-mail or phone) and "send code": POST /emailCodes or POST /phoneCodes. */
export function SendCodeForm(props: SendCodeFormProps) {
  const { kind, initialValue, onEdit, onSent, sent = false, current, label, hint, autoFocus = true } = props;
  const { t } = useTranslation('account');
  const sendEmail = useSendEmailCode();
  const sendPhone = useSendPhoneCode();
  const pending = sendEmail.isPending || sendPhone.isPending;
  const form = useAccountForm(
    { target: initialValue },
    {
      target: ({ target }) =>
        kind === 'email'
          ? firstIssue(validateEmail(target), differsFromCurrent('email', target, current))
          : firstIssue(validatePhone(target), differsFromCurrent('phone', target, current)),
    },
  );
  const submitError = useApiError(form);

  const onError = (error: unknown) => {
    const code = errorCode(error);
    if (code === 'EMAIL_IN_USE' && (props.purpose === 'signup' || props.purpose === 'sns')) {
      submitError.clear();
      form.setServerError(
        'target',
        <>
          {errorMessage(error, t)}{' '}
          <Link to="/intro" className={styles.inlineLink}>
            {t('code.loginInstead')}
          </Link>
        </>,
      );
      return;
    }
    submitError.handle(error, { fieldOf: (c) => (TARGET_CODES.has(c) ? 'target' : undefined) });
  };

  const submit = form.handleSubmit(({ target }) => {
    submitError.clear();
    const value = target.trim();
    const done = { onSuccess: (codeId: number) => onSent(codeId, value), onError };
    if (props.kind === 'email') sendEmail.mutate({ email: value, purpose: props.purpose }, done);
    else sendPhone.mutate({ phone: value, purpose: props.purpose }, done);
  });

  const field = form.text('target');
  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="send-code-form">
      <FormAlert message={submitError.alert} />
      <TextField
        {...field}
        onChange={(event) => {
          field.onChange(event);
          onEdit?.(event.target.value);
        }}
        type={kind === 'email' ? 'email' : 'tel'}
        inputMode={kind === 'email' ? 'email' : 'tel'}
        autoComplete={kind === 'email' ? 'email' : 'tel'}
        maxLength={kind === 'email' ? LIMITS.email.max : LIMITS.phoneTypedMax}
        placeholder={kind === 'email' ? t('fields.emailPlaceholder') : t('fields.phonePlaceholder')}
        label={label ?? (kind === 'email' ? t('fields.email') : t('fields.phone'))}
        hint={hint}
        required
        autoFocus={autoFocus}
        stackSuffix
        suffix={
          <Button type="submit" variant={sent ? 'secondary' : 'primary'} loading={pending}>
            {sent ? t('code.resend') : t(kind === 'phone' ? 'code.sendSms' : 'code.send')}
          </Button>
        }
      />
    </form>
  );
}
