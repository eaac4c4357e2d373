import type { MySubscription, Subscription } from '@kickoff/contract';
import { useState } from 'react';
import { errorMessage } from '../../../core/error-message.js';
import { QueryState } from '../../../core/QueryState.js';
import { Badge } from '../../../ui/Badge.js';
import { ButtonLink } from '../../../ui/ButtonLink.js';
import { cx } from '../../../ui/cx.js';
import { AlertIcon, ArrowRightIcon } from '../../../ui/icons.js';
import { Button, EmptyState, useConfirm, useToast } from '../../../ui/index.js';
import { useCarrierCheck } from '../api/use-carrier-check.js';
import { useMySubscription } from '../api/use-my-subscription.js';
import { useSubscriptionAction } from '../api/use-subscription-action.js';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import { type ChangeOption, changeDeadline, changeOptions, isCouponPass } from '../pass-rules.js';
import styles from './Change.module.css';
import { CurrentPass } from './CurrentPass.js';

/**
 * /purchase/change: the pass held and the changes it allows (GET /subscription `actions`), after
 * POST /pay/checkCarrier (spec §7): an upgrade at once with its prorated charge, a downgrade or a move
 * to annual at the next renewal, each refused one with its reason; a scheduled change can be undone.
 */
export function ChangePage() {
  const mine = useMySubscription();
  const carrier = useCarrierCheck();
  const both = {
    data: mine.data && carrier.data ? { my: mine.data, carrier: carrier.data } : undefined,
    error: mine.error ?? carrier.error,
    isError: mine.isError || carrier.isError,
    isFetching: mine.isFetching || carrier.isFetching,
    refetch: () => Promise.all([mine.refetch(), carrier.refetch()]),
  };
  return (
    <QueryState query={both}>{({ my, carrier }) => <Change my={my} carrier={carrier.carrier} />}</QueryState>
  );
}

function Change({ my, carrier }: { my: MySubscription; carrier: boolean }) {
  const { t } = useBillingFormat();
  const subscription = my.subscription;
  if (!subscription || subscription.status === 'terminated' || isCouponPass(subscription)) {
    return (
      <EmptyState
        message={t('change.none.title')}
        description={t('change.none.text')}
        action={<ButtonLink to="/purchase">{t('change.none.action')}</ButtonLink>}
      />
    );
  }
  return (
    <div className={styles.page}>
      <CurrentPass subscription={subscription} />
      {carrier ? (
        <div className={styles.alert} role="note" data-testid="change-carrier">
          <AlertIcon size={20} className={styles.alertIcon} />
          <p>{t('errors:CARRIER_CANNOT_CHANGE')}</p>
        </div>
      ) : (
        <ChangeOptions subscription={subscription} />
      )}
    </div>
  );
}

function ChangeOptions({ subscription }: { subscription: Subscription }) {
  const { t, yen, date, passName, card: cardLabel } = useBillingFormat();
  const [now] = useState(() => new Date());
  const action = useSubscriptionAction();
  const toast = useToast();
  const { confirm, element } = useConfirm();
  const [error, setError] = useState<unknown>(null);
  const options = changeOptions(subscription, now);
  const renewal = subscription.nextPaymentAt ?? subscription.periodEnd;
  const deadline = date(changeDeadline(subscription));
  const card = subscription.card ? cardLabel(subscription.card) : t('change.savedCard');

  const choose = async (option: ChangeOption) => {
    const target = passName(option.pass, option.period);
    const yes = await confirm({
      title: t('change.confirm.title', { pass: target }),
      message:
        option.timing === 'now'
          ? t('change.confirm.now', {
              pass: target,
              charge: yen(option.chargeNowJpy),
              card,
              date: date(renewal),
              price: yen(option.priceJpy),
            })
          : t('change.confirm.renewal', {
              pass: target,
              current: passName(subscription.pass, subscription.period),
              date: date(renewal),
              price: yen(option.priceJpy),
              deadline,
            }),
      yesLabel: t('change.confirm.yes'),
      noLabel: t('actions.back'),
    });
    if (!yes) return;
    setError(null);
    try {
      const result = await action.mutateAsync({ kind: 'change', serviceId: option.serviceId });
      if (result.payment) {
        toast.success(t('change.done.now', { pass: target, charge: yen(result.payment.amountJpy) }));
      } else {
        toast.success(t('change.done.renewal', { pass: target, date: date(renewal) }));
      }
    } catch (failure) {
      setError(failure);
    }
  };

  const undo = async () => {
    const change = subscription.scheduledChange;
    if (!change) return;
    const yes = await confirm({
      title: t('change.undo.title'),
      message: t('change.undo.message', {
        pass: passName(change.pass, change.period),
        current: passName(subscription.pass, subscription.period),
        date: date(change.at),
      }),
      yesLabel: t('change.undo.yes'),
      noLabel: t('actions.back'),
    });
    if (!yes) return;
    setError(null);
    try {
      await action.mutateAsync({ kind: 'cancelChange' });
      toast.success(t('change.undo.done'));
    } catch (failure) {
      setError(failure);
    }
  };

  const change = subscription.scheduledChange;
  return (
    <section className={styles.section} aria-labelledby="change-options-title">
      <h2 id="change-options-title" className={styles.heading}>
        {t('change.title')}
      </h2>
      {error ? (
        <p className={styles.error} role="alert" data-testid="change-error">
          {errorMessage(error, t)}
        </p>
      ) : null}
      {change && (
        <div className={styles.scheduled} data-testid="change-scheduled">
          <p>
            {t('change.scheduled', { date: date(change.at), pass: passName(change.pass, change.period) })}
            <span className={styles.deadline}>{t('change.deadline', { date: deadline })}</span>
          </p>
          <Button variant="secondary" size="sm" loading={action.isPending} onClick={() => void undo()}>
            {t('change.undo.action')}
          </Button>
        </div>
      )}
      <ul className={styles.options}>
        {options.map((option) => {
          const refused = !option.state.allowed;
          return (
            <li
              key={option.serviceId}
              className={cx(styles.option, refused && styles.refused)}
              data-testid={`change-option-${option.pass}-${option.period}`}
            >
              <div className={styles.optionHead}>
                <span className={styles.from}>{passName(subscription.pass, subscription.period)}</span>
                <ArrowRightIcon size={16} className={styles.arrow} />
                <span className={styles.to}>{passName(option.pass, option.period)}</span>
                {option.scheduled && (
                  <Badge tone="info" size="sm">
                    {t('status.change_scheduled')}
                  </Badge>
                )}
              </div>
              {option.state.allowed ? (
                <p className={styles.when}>
                  {option.timing === 'now'
                    ? t('change.option.now', {
                        charge: yen(option.chargeNowJpy),
                        price: yen(option.priceJpy),
                      })
                    : t('change.option.renewal', { date: date(renewal), price: yen(option.priceJpy) })}
                </p>
              ) : (
                // what a refused change would cost is beside the point: why it is refused
                <p className={styles.reason} data-testid="change-reason">
                  <AlertIcon size={16} />
                  <span>{errorMessage({ code: option.state.code }, t)}</span>
                </p>
              )}
              <div className={styles.optionAction}>
                <Button
                  variant={option.timing === 'now' ? 'primary' : 'secondary'}
                  disabled={refused || option.scheduled || action.isPending}
                  onClick={() => void choose(option)}
                >
                  {t(option.timing === 'now' ? 'change.option.upgrade' : 'change.option.schedule')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className={styles.fine}>{t('change.fine')}</p>
      {element}
    </section>
  );
}
