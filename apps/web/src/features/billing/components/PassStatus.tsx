import type { Subscription } from '@kickoff/contract';
import { Badge, type BadgeTone } from '../../../ui/Badge.js';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import { conditionOf, type PassCondition } from '../pass-rules.js';

const TONES: Record<PassCondition, BadgeTone> = {
  in_use: 'accent',
  change_scheduled: 'info',
  cancelled: 'warning',
  paused: 'neutral',
  payment_failed: 'live',
  ended: 'outline',
};

type StatusFields = Pick<
  Subscription,
  'status' | 'graceUntil' | 'periodEnd' | 'pausedUntil' | 'scheduledChange' | 'nextPaymentAt'
>;

/** How the pass stands, as a badge: in use, change scheduled, cancelled, paused, payment failed, ended. */
export function PassStatusBadge({
  subscription,
  size = 'md',
}: {
  subscription: StatusFields;
  size?: 'sm' | 'md';
}) {
  const { t } = useBillingFormat();
  const condition = conditionOf(subscription);
  return (
    <Badge tone={TONES[condition]} size={size} data-testid="pass-status" data-condition={condition}>
      {t(`status.${condition}`)}
    </Badge>
  );
}

/** The sentence under the badge: until when, from when, what happens next. */
export function usePassStatusLine() {
  const { t, date, passName } = useBillingFormat();
  return (subscription: StatusFields): string => {
    switch (conditionOf(subscription)) {
      case 'in_use':
        return subscription.nextPaymentAt
          ? t('statusLine.in_use', { date: date(subscription.nextPaymentAt) })
          : t('statusLine.runsUntil', { date: date(subscription.periodEnd) });
      case 'change_scheduled': {
        const change = subscription.scheduledChange;
        return change
          ? t('statusLine.change_scheduled', {
              date: date(change.at),
              pass: passName(change.pass, change.period),
            })
          : t('statusLine.runsUntil', { date: date(subscription.periodEnd) });
      }
      case 'cancelled':
        return t('statusLine.cancelled', { date: date(subscription.periodEnd) });
      case 'paused':
        return t('statusLine.paused', { date: date(subscription.pausedUntil) });
      case 'payment_failed':
        return t('statusLine.payment_failed', { date: date(subscription.graceUntil) });
      case 'ended':
        return t('statusLine.ended');
    }
  };
}
