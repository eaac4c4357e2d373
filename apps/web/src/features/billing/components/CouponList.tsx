import type { MemberCoupon } from '@kickoff/contract';
import { Badge, type BadgeTone } from '../../../ui/Badge.js';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import styles from './CouponList.module.css';

const TONES: Record<MemberCoupon['status'], BadgeTone> = {
  registered: 'accent',
  used: 'neutral',
  expired: 'outline',
};

/** The member's coupon and campaign codes: code, what it gives, whether it waits, was used or expired. */
export function CouponList({ coupons }: { coupons: MemberCoupon[] }) {
  const { t, date, benefit } = useBillingFormat();
  return (
    <ul className={styles.list} data-testid="coupon-list">
      {coupons.map((coupon) => (
        <li key={coupon.id} className={styles.item}>
          <div className={styles.main}>
            <span className={styles.code}>{coupon.code}</span>
            <span className={styles.title}>{coupon.title}</span>
            <span className={styles.benefit}>{benefit(coupon)}</span>
          </div>
          <div className={styles.side}>
            <Badge tone={TONES[coupon.status]} size="sm">
              {t(`coupons.status.${coupon.status}`)}
            </Badge>
            <span className={styles.date}>
              {coupon.status === 'used' && coupon.usedAt
                ? t('coupons.usedAt', { date: date(coupon.usedAt) })
                : coupon.usableUntil
                  ? t('coupons.until', { date: date(coupon.usableUntil) })
                  : t('coupons.registeredAt', { date: date(coupon.registeredAt) })}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
