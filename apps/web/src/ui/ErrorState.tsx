import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.js';
import { Button } from './Button.js';
import { cx } from './cx.js';
import styles from './ErrorState.module.css';
import { AlertIcon } from './icons.js';

export interface ErrorStateProps {
  /** Defaults to the generic "try again later" text. */
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Shows the retry button busy, e.g. while a query refetches. */
  retrying?: boolean;
  compact?: boolean;
  className?: string;
}

/** A failed section: icon, message and an optional retry, announced as an alert. */
export function ErrorState({
  message,
  onRetry,
  retryLabel,
  retrying = false,
  compact = false,
  className,
}: ErrorStateProps) {
  const { t } = useTranslation('ui');
  return (
    <div role="alert" className={cx(styles.state, compact && styles.compact, className)}>
      <div className={styles.icon}>
        <AlertIcon size={28} />
      </div>
      <p className={styles.message}>{message ?? t('common.error')}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry} className={styles.retry}>
          {retryLabel ?? t('common.retry')}
        </Button>
      )}
    </div>
  );
}
