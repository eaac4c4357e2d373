import { ApiError } from '../../../core/api-client.js';
import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { BellIcon, BellOffIcon, CheckCircleIcon, InfoIcon, LockIcon } from '../../../ui/icons.js';
import { Button, Spinner } from '../../../ui/index.js';
import { usePushState } from '../hooks/use-push-state.js';
import type { PushEnvironment, PushState } from '../push/push-client.js';
import styles from './PushSettings.module.css';

const ICONS: Record<PushState, typeof BellIcon> = {
  on: CheckCircleIcon,
  off: BellIcon,
  blocked: LockIcon,
  unsupported: BellOffIcon,
};

/**
 * Web Push for reserved matches on this browser: the state (on, off, blocked by the browser with how
 * to unblock, unsupported) and the one action that may ask for permission: "通知を許可". Whatever the
 * state, alerts still reach the member in the app (the header bell).
 */
export function PushSettings({ environment }: { environment?: PushEnvironment }) {
  const { t } = useTranslation('alerts');
  const push = usePushState(environment);

  if (push.state === null) {
    return (
      <div className={styles.box}>
        <Spinner size="sm" label={t('push.reading')} />
      </div>
    );
  }

  const Icon = ICONS[push.state];
  return (
    <div className={styles.box} data-state={push.state} data-testid="push-settings">
      <span className={styles.icon} aria-hidden="true">
        <Icon size={20} />
      </span>
      <div className={styles.text}>
        <p className={styles.title} data-testid="push-state">
          {t(`push.state.${push.state}`)}
        </p>
        <p className={styles.description}>{t(`push.description.${push.state}`)}</p>
        {push.state === 'blocked' && (
          <ol className={styles.steps}>
            <li>{t('push.unblock.step1')}</li>
            <li>{t('push.unblock.step2')}</li>
            <li>{t('push.unblock.step3')}</li>
          </ol>
        )}
        {push.error !== null && (
          <p className={styles.error} role="alert">
            <InfoIcon size={14} />
            {push.error instanceof ApiError ? errorMessage(push.error, t) : t('push.failed')}
          </p>
        )}
      </div>
      <div className={styles.action}>
        {push.state === 'off' && (
          <Button
            size="sm"
            icon={<BellIcon size={16} />}
            loading={push.busy}
            onClick={() => void push.enable()}
          >
            {t('push.enable')}
          </Button>
        )}
        {push.state === 'on' && (
          <Button size="sm" variant="secondary" loading={push.busy} onClick={() => void push.disable()}>
            {t('push.disable')}
          </Button>
        )}
      </div>
    </div>
  );
}
