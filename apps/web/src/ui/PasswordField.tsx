import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from '../i18n/react.js';
import { cx } from './cx.js';
import { TextField, type TextFieldProps } from './Field.js';
import { AlertIcon, EyeIcon, EyeOffIcon } from './icons.js';
import styles from './PasswordField.module.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix'> {}

/**
 * A password input with a show/hide toggle and the caps-lock warning of spec §5: while Caps Lock is on
 * (read from the last key event, `getModifierState('CapsLock')`) a warning shows under the field.
 */
export function PasswordField({ hint, onKeyDown, onKeyUp, onBlur, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);

  const readCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    // some synthetic events (autofill, tests) have no modifier state: keep what we knew
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };

  const warning = capsLock ? (
    <span className={styles.capsLock} data-testid="caps-lock-warning">
      <AlertIcon size={14} className={styles.capsIcon} />
      {t('password.capsLock')}
    </span>
  ) : null;

  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      hint={
        warning || hint ? (
          <>
            {warning}
            {hint && <span className={cx(warning && styles.afterWarning)}>{hint}</span>}
          </>
        ) : undefined
      }
      onKeyDown={(event) => {
        readCapsLock(event);
        onKeyDown?.(event);
      }}
      onKeyUp={(event) => {
        readCapsLock(event);
        onKeyUp?.(event);
      }}
      onBlur={(event) => {
        setCapsLock(false);
        onBlur?.(event);
      }}
      suffix={
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-pressed={visible}
          aria-controls={rest.id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      }
    />
  );
}
