import type { ReservationType } from '@kickoff/contract';
import { ApiError } from '../../../core/api-client.js';
import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { BellFilledIcon, BellIcon } from '../../../ui/icons.js';
import { useToast } from '../../../ui/index.js';
import { findReservation, useReservations, useToggleReservation } from '../api/use-reservations.js';
import styles from './ReserveButton.module.css';

export interface ReserveButtonProps {
  /** The live id (type `live`, the default), or the team / league id. */
  destId: number;
  type?: ReservationType;
  /** Only the bell (tight places); the label stays the accessible name. */
  iconOnly?: boolean;
  className?: string;
}

/**
 * "Tell me when it starts": a toggle (aria-pressed) that reserves or removes a push alert (POST /apush,
 * DELETE /apush/{id}). A 409 (already reserved) or 408 (the live has begun) refreshes the list and says
 * why in a toast; removing one the server no longer has counts as done (spec §4).
 */
export function ReserveButton({ destId, type = 'live', iconOnly = false, className }: ReserveButtonProps) {
  const { t } = useTranslation('schedule');
  const toast = useToast();
  const reservations = useReservations();
  const toggle = useToggleReservation();
  const reserved = Boolean(findReservation(reservations.data, { type, destId }));
  const pressed = toggle.isPending ? Boolean(toggle.variables?.reserve) : reserved;
  const label = t('reserve.label');

  const onClick = () =>
    toggle.mutate(
      { type, destId, reserve: !reserved },
      {
        onSuccess: (result) => toast.success(t(result.reserved ? 'reserve.added' : 'reserve.removed')),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) toast.info(t('reserve.alreadyReserved'));
          else if (error instanceof ApiError && error.status === 408) toast.error(t('reserve.closed'));
          else toast.error(errorMessage(error, t));
        },
      },
    );

  return (
    <button
      type="button"
      className={cx(styles.button, pressed && styles.pressed, iconOnly && styles.iconOnly, className)}
      aria-pressed={pressed}
      aria-busy={toggle.isPending || undefined}
      aria-label={iconOnly ? label : undefined}
      title={pressed ? t('reserve.pressedHint') : t('reserve.hint')}
      disabled={reservations.isPending || toggle.isPending}
      onClick={onClick}
    >
      {pressed ? <BellFilledIcon size={15} /> : <BellIcon size={15} />}
      {iconOnly ? null : <span>{label}</span>}
    </button>
  );
}
