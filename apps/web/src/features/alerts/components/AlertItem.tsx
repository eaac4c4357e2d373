import { formatDateTime, type MemberAlert } from '@kickoff/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { alertTarget } from '../alert-target.js';
import styles from './AlertItem.module.css';

interface AlertItemProps {
  alert: MemberAlert;
  /** Marked new (unread when the list was opened). */
  fresh?: boolean;
  onOpen?: () => void;
}

/** One alert: "<title> is live", when, and a link to the live. */
export function AlertItem({ alert, fresh = false, onOpen }: AlertItemProps) {
  const { t } = useTranslation('alerts');
  const target = alertTarget(alert);
  const body = (
    <>
      <span className={styles.dot} data-fresh={fresh || undefined} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.kicker}>
          {t('item.liveStarted')}
          {fresh && <span className={styles.new}>{t('item.new')}</span>}
        </span>
        <span className={styles.title}>{alert.title}</span>
        <time className={styles.time} dateTime={alert.createdAt}>
          {formatDateTime(alert.createdAt)}
        </time>
      </span>
    </>
  );
  return target ? (
    <Link to={target} className={styles.item} onClick={onOpen} data-testid={`alert-${alert.id}`}>
      {body}
    </Link>
  ) : (
    <div className={styles.item} data-testid={`alert-${alert.id}`}>
      {body}
    </div>
  );
}
