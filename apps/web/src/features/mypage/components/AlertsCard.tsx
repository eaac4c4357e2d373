import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { BellIcon } from '../../../ui/icons.js';
import { EmptyState } from '../../../ui/index.js';
import { AlertItem, PushSettings, useAlerts } from '../../alerts/index.js';
import { Card } from './Card.js';
import styles from './MypageHome.module.css';

/** Recent alerts shown on the overview (the header bell lists the same first page). */
export const ALERTS_SHOWN = 5;

/** Alerts for reserved matches: Web Push on this browser, and the latest in-app alerts. */
export function AlertsCard() {
  const { t } = useTranslation('mypage');
  const alerts = useAlerts();
  const page = alerts.data;

  return (
    <Card title={t('alerts.title')} subtitle={t('alerts.subtitle')} testId="mypage-alerts">
      <PushSettings />
      <div className={styles.recent}>
        <p className={styles.groupLabel}>
          {t('alerts.recent')}
          {page && page.unread > 0 && (
            <span className={styles.unread}>{t('alerts.unread', { count: page.unread })}</span>
          )}
        </p>
        <QueryState
          query={alerts}
          minHeight="100px"
          compact
          isEmpty={(answer) => answer.list.length === 0}
          empty={
            <EmptyState
              compact
              icon={<BellIcon size={24} />}
              message={t('alerts.empty')}
              description={t('alerts.emptyHint')}
            />
          }
        >
          {(answer) => (
            <ul className={styles.alertList}>
              {answer.list.slice(0, ALERTS_SHOWN).map((alert) => (
                <li key={alert.id}>
                  <AlertItem alert={alert} fresh={alert.readAt === null} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
