import type { SnsProvider } from '@kickoff/contract';
import { Link } from 'react-router';
import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { AlertIcon } from '../../../ui/icons.js';
import type { OAuthFailure as Failure } from '../oauth-callback.js';
import styles from './StatusCard.module.css';

interface OAuthFailureProps {
  provider: SnsProvider | null;
  failure: Failure;
}

/** What /oauth shows when a social login stops: why, and the way back to the login screen. */
export function OAuthFailure({ provider, failure }: OAuthFailureProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const title = provider
    ? t('auth:oauth.titleProvider', { provider: t(`auth:providers.${provider}`) })
    : t('auth:oauth.title');
  const message = failure === 'cancelled' ? t('auth:oauth.cancelled') : errorMessage({ code: failure }, t);
  return (
    <div className={styles.wrap}>
      <div className={styles.card} role="alert">
        <span className={styles.icon} data-tone="danger">
          <AlertIcon size={28} />
        </span>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{message}</p>
        <div className={styles.actions}>
          <Link to="/intro" replace className={styles.primary}>
            {t('auth:oauth.back')}
          </Link>
          <Link to="/public/help/cs" className={styles.secondary}>
            {t('auth:oauth.help')}
          </Link>
        </div>
      </div>
    </div>
  );
}
