import type { ComponentProps, ReactNode } from 'react';
import styles from './Button.module.css';
import { cx } from './cx.js';
import { Spinner } from './Spinner.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and ignores clicks, keeping its width. */
  loading?: boolean;
  /** Stretches to the width of its container. */
  block?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
}

/** The one button of the app. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  icon,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      className={cx(styles.button, styles[variant], styles[size], block && styles.block, className)}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <Spinner size="sm" className={styles.spinner} /> : icon}
      {children !== undefined && <span className={styles.label}>{children}</span>}
    </button>
  );
}
