import { decodeScope, formatDate, type Locale, type SessionUser, type Voucher } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { MyPassStatus } from '../../billing/index.js';
import styles from './ProfileCard.module.css';

type Plan = 'free' | 'basic' | 'premium';

/** The member's plan as the session's scope says it (spec §3 scope[0]: 1 free, 2 basic, 3 premium). */
function planOf(user: Pick<SessionUser, 'scope'>): Plan {
  const scope = decodeScope(user.scope);
  return scope.PREMIUM ? 'premium' : scope.BASIC ? 'basic' : 'free';
}

interface PassSummaryProps {
  user: SessionUser;
  /** GET /user/sub/scope; until it answers, the plan comes from the session's scope alone. */
  voucher: Voucher | undefined;
}

/**
 * The pass held: its name and period, what it includes, the renewal date (or the end date of a
 * cancelled pass), how it is paid, and how it stands with the way to my passes (billing's
 * MyPassStatus). Buying and changing passes are the billing screens'.
 */
export function PassSummary({ user, voucher }: PassSummaryProps) {
  const { t, i18n } = useTranslation('mypage');
  const plan: Plan = voucher ? (voucher.pass ?? 'free') : planOf(user);
  const held = voucher?.held ? voucher : null;

  return (
    <div className={styles.pass} data-plan={plan} data-testid="mypage-pass">
      <span className={styles.passLabel}>{t('pass.label')}</span>
      <span className={styles.passName}>
        {t(`pass.plans.${plan}`)}
        {held?.duration ? (
          <span className={styles.passPeriod}>{t(`pass.periods.${held.duration}`)}</span>
        ) : null}
      </span>
      <span className={styles.passDetail}>{t(`pass.details.${plan}`)}</span>
      {held?.endDate ? (
        <dl className={styles.passTerms}>
          <div>
            <dt>{held.renews ? t('pass.renewsOn') : t('pass.endsOn')}</dt>
            <dd data-testid="mypage-pass-date">{formatDate(held.endDate, i18n.language as Locale)}</dd>
          </div>
          {held.paidBy ? (
            <div>
              <dt>{t('pass.paidBy')}</dt>
              <dd data-testid="mypage-pass-method">{t(`pass.methods.${held.paidBy}`)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <MyPassStatus />
    </div>
  );
}
