import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../ui/icons.js';
import { useMySubscription } from '../api/use-my-subscription.js';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import styles from './MyPassStatus.module.css';
import { PassStatusBadge, usePassStatusLine } from './PassStatus.js';

/**
 * The my page summary's line about the pass (GET /subscription): how it stands (in use, change
 * scheduled, cancelled until…, paused until…, payment failed — grace until…) and the way to my passes.
 * Nothing while it loads or when it cannot be read: the summary still shows the pass itself.
 */
export function MyPassStatus() {
  const { t } = useBillingFormat();
  const statusLine = usePassStatusLine();
  const { data } = useMySubscription();
  const subscription =
    data?.subscription && data.subscription.status !== 'terminated' ? data.subscription : null;
  return (
    <div className={styles.status} data-testid="mypage-pass-status">
      {subscription && (
        <p className={styles.line}>
          <PassStatusBadge subscription={subscription} size="sm" />
          <span>{statusLine(subscription)}</span>
        </p>
      )}
      <Link to={subscription ? '/mypage/purchase' : '/purchase'} className={styles.link}>
        {t(subscription ? 'summaryCard.manage' : 'summaryCard.buy')}
        <ChevronRightIcon size={14} />
      </Link>
    </div>
  );
}
