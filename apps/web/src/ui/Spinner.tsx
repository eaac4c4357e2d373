import { useTranslation } from '../i18n/react.js';
import { cx } from './cx.js';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced to screen readers; defaults to "loading". */
  label?: string;
  className?: string;
}

/** A ring in the accent colour, announced as a status. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  return (
    <span role="status" className={cx(styles.spinner, styles[size], className)}>
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
}

export interface LoadingBlockProps {
  /** Shown under the spinner and announced; defaults to "loading". */
  label?: string;
  /** Minimum height of the block, so the page does not jump (CSS length). */
  minHeight?: string;
  className?: string;
}

/** A section-sized loading placeholder: centred spinner and caption. */
export function LoadingBlock({ label, minHeight = '240px', className }: LoadingBlockProps) {
  const { t } = useTranslation('ui');
  const text = label ?? t('common.loading');
  return (
    <div role="status" aria-live="polite" className={cx(styles.block, className)} style={{ minHeight }}>
      <span className={cx(styles.spinner, styles.lg)} aria-hidden="true" />
      <span className={styles.caption}>{text}</span>
    </div>
  );
}
