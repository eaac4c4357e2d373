import type { MySubscription } from '@kickoff/contract';
import { QueryState } from '../../../core/QueryState.js';
import { ButtonLink } from '../../../ui/ButtonLink.js';
import { SectionHead } from '../../../ui/SectionHead.js';
import { useMySubscription } from '../api/use-my-subscription.js';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import { CouponList } from './CouponList.js';
import { CurrentPass } from './CurrentPass.js';
import styles from './MyPasses.module.css';
import { PassActions } from './PassActions.js';
import { PaymentHistory } from './PaymentHistory.js';

/**
 * /mypage/purchase, my passes: the pass held with how it stands, the next payment, the card and a
 * scheduled change, its actions (change, pause, resume, cancel, restore), the payment history with
 * receipts, and the registered coupons.
 */
export function MyPasses() {
  const mine = useMySubscription();
  return <QueryState query={mine}>{(my) => <Passes my={my} />}</QueryState>;
}

function Passes({ my }: { my: MySubscription }) {
  const { t } = useBillingFormat();
  const subscription = my.subscription && my.subscription.status !== 'terminated' ? my.subscription : null;
  return (
    <div className={styles.page}>
      {subscription ? (
        <CurrentPass subscription={subscription}>
          <PassActions subscription={subscription} />
        </CurrentPass>
      ) : (
        <section className={styles.free} data-testid="current-pass-none">
          <div>
            <h2 className={styles.freeTitle}>{t('mine.free.title')}</h2>
            <p className={styles.freeText}>{t('mine.free.text')}</p>
          </div>
          <div className={styles.freeActions}>
            <ButtonLink to="/purchase">{t('mine.free.buy')}</ButtonLink>
            <ButtonLink to="/purchase/coupon" variant="secondary">
              {t('mine.free.coupon')}
            </ButtonLink>
          </div>
        </section>
      )}
      <section className={styles.block} aria-labelledby="mine-history">
        <SectionHead id="mine-history" title={t('history.title')} />
        <PaymentHistory payments={my.payments} />
      </section>
      <section className={styles.block} aria-labelledby="mine-coupons">
        <SectionHead
          id="mine-coupons"
          title={t('mine.coupons')}
          moreTo="/purchase/coupon"
          moreLabel={t('mine.addCoupon')}
        />
        {my.coupons.length > 0 ? (
          <CouponList coupons={my.coupons} />
        ) : (
          <p className={styles.none}>{t('mine.noCoupons')}</p>
        )}
      </section>
    </div>
  );
}
