import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import type { ButtonSize, ButtonVariant } from './Button.js';
import styles from './Button.module.css';
import { cx } from './cx.js';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  icon?: ReactNode;
}

/** A router link that looks like a Button: for calls to action that navigate ("choose a pass", "log in"). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  block = false,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      {...rest}
      className={cx(styles.button, styles[variant], styles[size], block && styles.block, className)}
    >
      {icon}
      <span className={styles.label}>{children}</span>
    </Link>
  );
}
