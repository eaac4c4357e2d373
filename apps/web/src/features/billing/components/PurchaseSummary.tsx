import {
  discountedPriceJpy,
  type MemberCoupon,
  type PassOffer,
  periodEndOf,
  taxIncludedIn,
} from '@kickoff/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { errorCode, errorMessage } from '../../../core/error-message.js';
import { Button } from '../../../ui/Button.js';
import { cx } from '../../../ui/cx.js';
import { LockIcon } from '../../../ui/icons.js';
import { Select } from '../../../ui/index.js';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import type { PurchaseStanding } from '../pass-rules.js';
import styles from './Purchase.module.css';

interface PurchaseSummaryProps {
  offer: PassOffer;
  /** The member's registered discount coupons that apply to this pass. */
  coupons: MemberCoupon[];
  couponId: number | null;
  onCouponChange: (id: number | null) => void;
  standing: PurchaseStanding;
  /** The e-mail check is still to come (first purchase). */
  needsVerification: boolean;
  now: Date;
  busy: boolean;
  error: unknown;
  onBuy: () => void;
}

/** Errors of POST /orders that the change page answers. */
const CHANGE_INSTEAD = new Set(['PASS_ALREADY_HELD']);

/**
 * What will be charged and when it renews: the pass, a coupon to apply, the amount (tax included,
 * the tax inside it), the renewal date and price, then Buy — or why buying is not possible now.
 */
export function PurchaseSummary({
  offer,
  coupons,
  couponId,
  onCouponChange,
  standing,
  needsVerification,
  now,
  busy,
  error,
  onBuy,
}: PurchaseSummaryProps) {
  const { t, yen, date, passName, benefit } = useBillingFormat();
  const titleId = useId();
  const coupon = coupons.find((c) => c.id === couponId) ?? null;
  const charge = discountedPriceJpy(offer.priceJpy, coupon);
  const blocked = standing.kind === 'held' || standing.kind === 'cancelled' || standing.kind === 'paused';
  const code = errorCode(error);

  return (
    <aside className={styles.summary} aria-labelledby={titleId} data-testid="purchase-summary">
      <h2 id={titleId} className={styles.summaryTitle}>
        {t('summary.title')}
      </h2>
      <p className={styles.choice}>
        <span className={styles.choiceName}>{passName(offer.pass, offer.period)}</span>
        <span className={styles.choicePrice}>
          {yen(offer.priceJpy)}
          <span className={styles.per}>{t(`offers.per.${offer.period}`)}</span>
        </span>
      </p>
      {coupons.length > 0 && (
        <Select
          label={t('summary.coupon')}
          value={couponId === null ? '' : String(couponId)}
          onChange={(event) => onCouponChange(event.target.value ? Number(event.target.value) : null)}
          options={[
            { value: '', label: t('summary.noCoupon') },
            ...coupons.map((c) => ({ value: String(c.id), label: t('summary.couponOption', c) })),
          ]}
          hint={coupon ? benefit(coupon) : t('summary.couponHint', { count: coupons.length })}
        />
      )}
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{t('summary.price')}</dt>
          <dd>{yen(offer.priceJpy)}</dd>
        </div>
        {coupon && (
          <div className={styles.line}>
            <dt>{t('summary.discount', { code: coupon.code })}</dt>
            <dd className={styles.discount}>−{yen(offer.priceJpy - charge)}</dd>
          </div>
        )}
        <div className={cx(styles.line, styles.total)}>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="purchase-total">{yen(charge)}</dd>
        </div>
        <div className={cx(styles.line, styles.tax)}>
          <dt>{t('summary.tax')}</dt>
          <dd>{yen(taxIncludedIn(charge))}</dd>
        </div>
      </dl>
      <p className={styles.renews} data-testid="purchase-renews">
        {t(`summary.renews.${offer.period}`, {
          date: date(periodEndOf(now, offer.period)),
          price: yen(offer.priceJpy),
        })}
      </p>
      {blocked ? (
        <div className={styles.blocked} data-testid="purchase-blocked">
          <p>{t(`standing.blocked.${standing.kind}`)}</p>
          <Link
            to={standing.kind === 'held' ? '/purchase/change' : '/mypage/purchase'}
            className={styles.link}
          >
            {t(standing.kind === 'held' ? 'standing.toChange' : 'standing.toMyPasses')}
          </Link>
        </div>
      ) : null}
      {error ? (
        <div className={styles.alert} role="alert" data-testid="purchase-error">
          <p>{errorMessage(error, t)}</p>
          {code && CHANGE_INSTEAD.has(code) && (
            <Link to="/purchase/change" className={styles.link}>
              {t('standing.toChange')}
            </Link>
          )}
        </div>
      ) : null}
      <Button size="lg" block loading={busy} disabled={blocked} onClick={onBuy} icon={<LockIcon size={18} />}>
        {t('summary.buy')}
      </Button>
      {needsVerification && !blocked && <p className={styles.fine}>{t('summary.verifyNote')}</p>}
      <p className={styles.fine}>{t('summary.fine')}</p>
    </aside>
  );
}
