import { formatTime, LIMITS, normalizeNickname, validateNickname } from '@kickoff/contract';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../core/api-client.js';
import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { CheckCircleIcon } from '../../../ui/icons.js';
import { Button, TextField } from '../../../ui/index.js';
import { type NicknameHold, useCheckNickname } from '../api/use-check-nickname.js';
import { firstIssue } from '../hooks/use-account-form.js';
import { useCountdown } from '../hooks/use-countdown.js';
import styles from './Form.module.css';

/** Whether `hold` is a still-valid duplicate check of exactly this nickname. */
export function holdCovers(
  hold: NicknameHold | null,
  nickname: string,
  now = Date.now(),
): hold is NicknameHold {
  return hold !== null && hold.nickname === normalizeNickname(nickname) && Date.parse(hold.expiresAt) > now;
}

interface NicknameFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The form's message for the field (format, "check first"). */
  error?: ReactNode;
  hold: NicknameHold | null;
  onHold: (hold: NicknameHold | null) => void;
  /** The member's nickname now (changing it): checking the same one is refused here. */
  current?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Nickname with its duplicate check (ニックネーム重複確認, POST /validation/nickname): a free nickname is
 * held for 10 minutes and its check token goes with the sign-up or change. The check covers exactly the
 * nickname checked: after an edit it must be checked again.
 */
export function NicknameField({
  id,
  value,
  onChange,
  onBlur,
  error,
  hold,
  onHold,
  current,
  disabled = false,
  autoFocus = false,
}: NicknameFieldProps) {
  const { t } = useTranslation('account');
  const check = useCheckNickname();
  const [checkError, setCheckError] = useState<ReactNode>(null);
  const deadline = hold ? Date.parse(hold.expiresAt) : null;
  const remaining = useCountdown(deadline);
  const held = hold !== null && remaining > 0 && hold.nickname === normalizeNickname(value);
  const expiredHold = hold !== null && remaining === 0 && hold.nickname === normalizeNickname(value);

  const runCheck = () => {
    const local = firstIssue(validateNickname(value));
    if (local) {
      setCheckError(t(local.key, local.params ?? {}));
      document.getElementById(id)?.focus();
      return;
    }
    if (current && normalizeNickname(value) === current) {
      setCheckError(t('nickname.sameAsCurrent'));
      return;
    }
    setCheckError(null);
    check.mutate(hold ? { nickname: value, checkToken: hold.checkToken } : { nickname: value }, {
      onSuccess: (result) => onHold(result),
      onError: (failure) => {
        const key = failure instanceof ApiError ? failure.fields?.nickname : undefined;
        setCheckError(key ? t('form.checkField') : errorMessage(failure, t));
        document.getElementById(id)?.focus();
      },
    });
  };

  const status = held ? (
    <span className={styles.success} role="status" data-testid="nickname-available">
      <CheckCircleIcon size={16} />
      <span>
        {t('nickname.available', {
          time: formatTime(hold.expiresAt),
          minutes: LIMITS.nickname.duplicateCheckValidMinutes,
        })}
      </span>
    </span>
  ) : expiredHold ? (
    t('nickname.holdExpired')
  ) : (
    t('nickname.hint', LIMITS.nickname)
  );

  return (
    <TextField
      id={id}
      name="nickname"
      label={t('fields.nickname')}
      required
      value={value}
      disabled={disabled}
      autoFocus={autoFocus}
      autoComplete="nickname"
      maxLength={LIMITS.nickname.max}
      showCount
      onChange={(event) => {
        // the hold stays (it only covers the nickname it was made for): its token lets a re-check replace it
        setCheckError(null);
        onChange(event.target.value);
      }}
      onBlur={onBlur}
      hint={status}
      error={checkError ?? error}
      suffix={
        <Button variant="secondary" loading={check.isPending} disabled={disabled} onClick={runCheck}>
          {t('nickname.check')}
        </Button>
      }
    />
  );
}
