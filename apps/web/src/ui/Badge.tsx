import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Badge.module.css';
import { cx } from './cx.js';

export type BadgeTone = 'neutral' | 'accent' | 'info' | 'warning' | 'live' | 'outline';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Quiet grey by default; accent (done, current), info (to come), warning (waiting), live (on air), outline (a kind). */
  tone?: BadgeTone;
  /** `sm` for cards and panels. */
  size?: 'sm' | 'md';
  children: ReactNode;
}

/** A short label in a pill: a status, a kind, "verified". */
export function Badge({ tone = 'neutral', size = 'md', className, children, ...rest }: BadgeProps) {
  return (
    <span className={cx(styles.badge, size === 'sm' && styles.sm, styles[tone], className)} {...rest}>
      {children}
    </span>
  );
}
