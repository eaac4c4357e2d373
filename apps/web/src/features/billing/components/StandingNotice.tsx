import { ButtonLink } from '../../../ui/ButtonLink.js';
import { InfoIcon } from '../../../ui/icons.js';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import type { PurchaseStanding } from '../pass-rules.js';
import styles from './Purchase.module.css';

/**
 * The member's pass at the top of /purchase: a holder is pointed to the change page; a cancelled pass
 * says until when it runs (a lower pass can be bought after that); a paused one when it resumes; a
 * free-days pass that buying replaces it.
 */
export function StandingNotice({ standing }: { standing: PurchaseStanding }) {
  const { t, date, passName } = useBillingFormat();
  if (standing.kind === 'free') return null;
  const { subscription: s } = standing;
  const pass = passName(s.pass, standing.kind === 'coupon' ? null : s.period);
  const text =
    standing.kind === 'held'
      ? t('standing.held', { pass })
      : standing.kind === 'cancelled'
        ? t('standing.cancelled', { pass, date: date(s.periodEnd) })
        : standing.kind === 'paused'
          ? t('standing.paused', { pass, date: date(s.pausedUntil) })
          : t('standing.coupon', { pass, date: date(s.periodEnd) });
  const action =
    standing.kind === 'held' ? (
      <ButtonLink to="/purchase/change" variant="secondary" size="sm">
        {t('standing.toChange')}
      </ButtonLink>
    ) : standing.kind === 'coupon' ? null : (
      <ButtonLink to="/mypage/purchase" variant="secondary" size="sm">
        {t('standing.toMyPasses')}
      </ButtonLink>
    );
  return (
    <div className={styles.standing} data-testid="purchase-standing" data-standing={standing.kind}>
      <InfoIcon size={20} className={styles.standingIcon} />
      <p className={styles.standingText}>{text}</p>
      {action}
    </div>
  );
}
