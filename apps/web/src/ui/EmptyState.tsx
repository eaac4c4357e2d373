import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.js';
import { cx } from './cx.js';
import styles from './EmptyState.module.css';
import { InboxIcon } from './icons.js';

export interface EmptyStateProps {
  /** Main line; defaults to the "no data" text (spec §8). */
  message?: ReactNode;
  /** A smaller second line. */
  description?: ReactNode;
  /** Replaces the default inbox icon; `null` hides it. */
  icon?: ReactNode;
  /** e.g. a Button leading somewhere useful. */
  action?: ReactNode;
  /** Smaller padding, for inside lists and cards. */
  compact?: boolean;
  className?: string;
}

export function EmptyState({
  message,
  description,
  icon,
  action,
  compact = false,
  className,
}: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={cx(styles.state, compact && styles.compact, className)}>
      {icon !== null && <div className={styles.icon}>{icon ?? <InboxIcon size={28} />}</div>}
      <p className={styles.message}>{message ?? t('common.noData')}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
