import { errorMessage } from '../../../core/error-message.js';
import { useSession } from '../../../core/use-session.js';
import { useTranslation } from '../../../i18n/react.js';
import { ErrorState, LoadingBlock } from '../../../ui/index.js';
import { useProfile } from '../../account/index.js';
import { useVoucher } from '../api/use-voucher.js';
import { AlertsCard } from './AlertsCard.js';
import { FavoritesCard } from './FavoritesCard.js';
import styles from './MypageHome.module.css';
import { ProfileCard } from './ProfileCard.js';
import { ReservationsCard } from './ReservationsCard.js';

/**
 * /mypage: the member at a glance — profile and pass, my teams and leagues, upcoming reservations and
 * the alerts of reserved matches (with Web Push for this browser).
 */
export function MypageHome() {
  const { t } = useTranslation('mypage');
  const session = useSession();
  const profile = useProfile();
  const voucher = useVoucher();

  if (session.isPending) return <LoadingBlock />;
  if (!session.data) {
    return (
      <ErrorState
        message={errorMessage(session.error, t)}
        onRetry={() => void session.refetch()}
        retrying={session.isFetching}
      />
    );
  }

  return (
    <div className={styles.home}>
      <ProfileCard user={session.data} profile={profile.data} voucher={voucher.data} />
      <div className={styles.columns}>
        <div className={styles.main}>
          <FavoritesCard />
          <ReservationsCard />
        </div>
        <div className={styles.side}>
          <AlertsCard />
        </div>
      </div>
    </div>
  );
}
