import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import type { useAlerts } from '../api/use-alerts.js';
import styles from './AlertBell.module.css';
import { AlertItem } from './AlertItem.js';

interface AlertPanelProps {
  id: string;
  alerts: Pick<ReturnType<typeof useAlerts>, 'data' | 'isError'>;
  /** The alerts that were unread when the list was opened (marked new). */
  fresh: ReadonlySet<number>;
  onClose: () => void;
}

/** The bell's opened list: the latest alerts, or why there are none (AlertBell loads it on demand). */
export default function AlertPanel({ id, alerts, fresh, onClose }: AlertPanelProps) {
  const { t } = useTranslation('alerts');
  const page = alerts.data;
  return (
    <div id={id} className={styles.panel} role="dialog" aria-label={t('bell.title')}>
      <div className={styles.head}>
        <span className={styles.heading}>{t('bell.title')}</span>
        <Link to="/mypage" className={styles.more} onClick={onClose}>
          {t('bell.settings')}
        </Link>
      </div>
      {alerts.isError && !page ? (
        <p className={styles.empty}>{t('bell.error')}</p>
      ) : !page ? (
        <p className={styles.empty}>{t('bell.loading')}</p>
      ) : page.list.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('bell.empty')}</p>
          <p>{t('bell.emptyHint')}</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {page.list.map((alert) => (
            <li key={alert.id}>
              <AlertItem alert={alert} fresh={fresh.has(alert.id)} onOpen={onClose} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
