import type { Subscription } from '@kickoff/contract';
import type { ReactNode } from 'react';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import styles from './CurrentPass.module.css';
import { PassStatusBadge, usePassStatusLine } from './PassStatus.js';

/**
 * The pass held, as the change page and my passes head it: name and period, how it stands, the next
 * payment (date and amount), the card and how it is paid; `children` adds the page's own actions.
 */
export function CurrentPass({
  subscription,
  children,
}: {
  subscription: Subscription;
  children?: ReactNode;
}) {
  const { t, yen, date, heldPassName, card } = useBillingFormat();
  const statusLine = usePassStatusLine();
  const paidBy: string = subscription.paidBy;
  return (
    <section
      className={styles.card}
      data-plan={subscription.pass}
      data-testid="current-pass"
      aria-labelledby="current-pass-name"
    >
      <div className={styles.head}>
        <div className={styles.identity}>
          <span className={styles.label}>{t('current.label')}</span>
          <h2 id="current-pass-name" className={styles.name}>
            {heldPassName(subscription)}
          </h2>
        </div>
        <PassStatusBadge subscription={subscription} />
      </div>
      <p className={styles.line} data-testid="pass-status-line">
        {statusLine(subscription)}
      </p>
      <dl className={styles.terms}>
        <div>
          <dt>{t('current.nextPayment')}</dt>
          <dd data-testid="current-next-payment">
            {subscription.nextPaymentAt && subscription.nextPaymentJpy !== null
              ? t('current.nextPaymentValue', {
                  date: date(subscription.nextPaymentAt),
                  amount: yen(subscription.nextPaymentJpy),
                })
              : t('current.noRenewal')}
          </dd>
        </div>
        <div>
          <dt>{t('current.period')}</dt>
          <dd>
            {t('current.periodValue', {
              start: date(subscription.periodStart),
              end: date(subscription.periodEnd),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('current.paidBy')}</dt>
          <dd data-testid="current-card">
            {subscription.card ? card(subscription.card) : t(`methods.${paidBy}`, { defaultValue: paidBy })}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
