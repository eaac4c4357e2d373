import { type ActionState, addTokyoMonths, LIMITS, productOf, type Subscription } from '@kickoff/contract';
import { useState } from 'react';
import { errorMessage } from '../../../core/error-message.js';
import { ButtonLink } from '../../../ui/ButtonLink.js';
import { Button, Modal, Select, useConfirm, useToast } from '../../../ui/index.js';
import { type SubscriptionRequest, useSubscriptionAction } from '../api/use-subscription-action.js';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import { actionState, changeDeadline, conditionOf, daysLeft, isCouponPass } from '../pass-rules.js';
import styles from './MyPasses.module.css';

type ActionKey = 'change' | 'pause' | 'resume' | 'cancel' | 'restore';

/** The actions that belong to how the pass stands (the others are not shown at all). */
function actionsFor(subscription: Subscription): ActionKey[] {
  switch (conditionOf(subscription)) {
    case 'in_use':
    case 'change_scheduled':
      return ['change', 'pause', 'cancel'];
    case 'payment_failed':
      return ['change', 'cancel'];
    case 'cancelled':
      return ['restore'];
    case 'paused':
      return ['resume'];
    case 'ended':
      return [];
  }
}

/**
 * The actions of my passes, each with what it does and when, confirmed in a dialog: change (on its
 * page), pause for 1–6 months, resume, cancel, restore. One the server refuses shows its reason.
 */
export function PassActions({ subscription }: { subscription: Subscription }) {
  const { t, date, yen, passName } = useBillingFormat();
  const action = useSubscriptionAction();
  const toast = useToast();
  const { confirm, element } = useConfirm();
  const [pausing, setPausing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [now] = useState(() => new Date());
  const pass = passName(subscription.pass, subscription.period);
  const end = date(subscription.periodEnd);

  const run = async (request: SubscriptionRequest, done: string) => {
    setError(null);
    try {
      await action.mutateAsync(request);
      toast.success(done);
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    }
  };

  const ask = async (key: 'cancel' | 'restore' | 'resume') => {
    // a cancelled pass has no next payment: restored, it renews at its price
    const renewalPrice = subscription.nextPaymentJpy ?? productOf(subscription.serviceId)?.priceJpy ?? 0;
    const kept = daysLeft(subscription.periodEnd, new Date(subscription.pausedAt ?? now));
    const messages = {
      cancel: t('actions.cancel.message', { pass, date: end }),
      restore: t('actions.restore.message', {
        pass,
        date: end,
        price: yen(renewalPrice),
      }),
      resume: t('actions.resume.message', {
        pass,
        days: kept,
        date: date(new Date(now.getTime() + kept * 24 * 60 * 60_000)),
      }),
    };
    const yes = await confirm({
      title: t(`actions.${key}.title`),
      message: messages[key],
      yesLabel: t(`actions.${key}.yes`),
      noLabel: t('actions.back'),
      danger: key === 'cancel',
    });
    if (yes) await run({ kind: key }, t(`actions.${key}.done`, { date: end }));
  };

  const undoChange = async () => {
    const change = subscription.scheduledChange;
    if (!change) return;
    const yes = await confirm({
      title: t('change.undo.title'),
      message: t('change.undo.message', {
        pass: passName(change.pass, change.period),
        current: pass,
        date: date(change.at),
      }),
      yesLabel: t('change.undo.yes'),
      noLabel: t('actions.back'),
    });
    if (yes) await run({ kind: 'cancelChange' }, t('change.undo.done'));
  };

  // a coupon's free days: nothing to change, pause or cancel (it never renews); a paid pass replaces it
  if (isCouponPass(subscription) && conditionOf(subscription) !== 'ended') {
    return (
      <div className={styles.actions}>
        <ul className={styles.actionList}>
          <li className={styles.action} data-testid="pass-action-buy">
            <div className={styles.actionText}>
              <span className={styles.actionTitle}>{t('actions.buy.label')}</span>
              <span className={styles.actionHint}>
                {t('standing.coupon', { pass: passName(subscription.pass), date: end })}
              </span>
            </div>
            <ButtonLink to={`/purchase?pass=${subscription.pass}`} size="sm">
              {t('actions.buy.button')}
            </ButtonLink>
          </li>
        </ul>
      </div>
    );
  }
  const keys = actionsFor(subscription);
  if (keys.length === 0) return null;
  const change = subscription.scheduledChange;
  return (
    <div className={styles.actions}>
      {error ? (
        <p className={styles.error} role="alert" data-testid="pass-action-error">
          {errorMessage(error, t)}
        </p>
      ) : null}
      <ul className={styles.actionList}>
        {change && (
          <li className={styles.action} data-testid="pass-action-undo-change">
            <div className={styles.actionText}>
              <span className={styles.actionTitle}>{t('actions.undoChange.label')}</span>
              <span className={styles.actionHint}>
                {t('actions.undoChange.hint', {
                  pass: passName(change.pass, change.period),
                  date: date(change.at),
                  deadline: date(changeDeadline(subscription)),
                })}
              </span>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={action.isPending}
              onClick={() => void undoChange()}
            >
              {t('change.undo.action')}
            </Button>
          </li>
        )}
        {keys.map((key) => {
          const state: ActionState =
            key === 'change' ? changeState(subscription) : actionState(subscription, key);
          return (
            <li key={key} className={styles.action} data-testid={`pass-action-${key}`}>
              <div className={styles.actionText}>
                <span className={styles.actionTitle}>{t(`actions.${key}.label`)}</span>
                <span className={styles.actionHint}>
                  {state.allowed
                    ? t(`actions.${key}.hint`, { date: end, months: LIMITS.pauseMonths.max })
                    : errorMessage({ code: state.code }, t)}
                </span>
              </div>
              {key === 'change' ? (
                <ButtonLink to="/purchase/change" variant="secondary" size="sm">
                  {t('actions.change.button')}
                </ButtonLink>
              ) : (
                <Button
                  variant={key === 'cancel' ? 'ghost' : 'secondary'}
                  size="sm"
                  disabled={!state.allowed || action.isPending}
                  onClick={() => (key === 'pause' ? setPausing(true) : void ask(key))}
                >
                  {t(`actions.${key}.button`)}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {pausing && (
        <PauseDialog
          subscription={subscription}
          now={now}
          busy={action.isPending}
          onClose={() => setPausing(false)}
          onPause={async (months) => {
            const until = date(addTokyoMonths(now, months));
            if (await run({ kind: 'pause', months }, t('actions.pause.done', { date: until })))
              setPausing(false);
          }}
        />
      )}
      {element}
    </div>
  );
}

/** The change page is worth a visit when either kind of change is allowed (it explains the others). */
function changeState(subscription: Subscription): ActionState {
  const upgrade = actionState(subscription, 'upgrade');
  const downgrade = actionState(subscription, 'downgrade');
  return upgrade.allowed || downgrade.allowed ? { allowed: true } : upgrade;
}

function PauseDialog({
  subscription,
  now,
  busy,
  onClose,
  onPause,
}: {
  subscription: Subscription;
  now: Date;
  busy: boolean;
  onClose: () => void;
  onPause: (months: number) => Promise<void>;
}) {
  const { t, date } = useBillingFormat();
  const [months, setMonths] = useState<number>(LIMITS.pauseMonths.min);
  const until = addTokyoMonths(now, months);
  const kept = daysLeft(subscription.periodEnd, now);
  const choices = Array.from(
    { length: LIMITS.pauseMonths.max - LIMITS.pauseMonths.min + 1 },
    (_, i) => LIMITS.pauseMonths.min + i,
  );
  return (
    <Modal
      title={t('actions.pause.title')}
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.back')}
          </Button>
          <Button loading={busy} onClick={() => void onPause(months)}>
            {t('actions.pause.yes', { count: months })}
          </Button>
        </>
      }
    >
      <div className={styles.dialog} data-testid="pause-dialog">
        <Select
          label={t('actions.pause.months')}
          value={String(months)}
          onChange={(event) => setMonths(Number(event.target.value))}
          options={choices.map((n) => ({
            value: String(n),
            label: t('actions.pause.monthsOption', { count: n }),
          }))}
        />
        <p>{t('actions.pause.message', { date: date(until), days: kept })}</p>
      </div>
    </Modal>
  );
}
