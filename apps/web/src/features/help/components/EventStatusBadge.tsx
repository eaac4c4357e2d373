import type { EventStatus } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/index.js';
import styles from './EventStatusBadge.module.css';

/** Upcoming, ongoing (with a live dot) or ended. */
export function EventStatusBadge({ status, className }: { status: EventStatus; className?: string }) {
  const { t } = useTranslation('help');
  return (
    <span className={cx(styles.badge, styles[status], className)} data-status={status}>
      {status === 'ongoing' && <span className={styles.dot} aria-hidden="true" />}
      {t(`event.status.${status}`)}
    </span>
  );
}

/** "Winners announced", on cards and the detail page. */
export function WinnersBadge({ className }: { className?: string }) {
  const { t } = useTranslation('help');
  return <span className={cx(styles.badge, styles.winners, className)}>{t('event.winnersAnnounced')}</span>;
}
