import { useTranslation } from '../i18n/react.js';
import { AlertIcon, RefreshIcon } from '../ui/icons.js';
import { Button } from '../ui/index.js';
import styles from './ErrorPanel.module.css';
import { errorMessage, isChunkLoadError } from './error-message.js';

interface ErrorPanelProps {
  error: unknown;
  /** Tries again; a failed chunk load always reloads the page instead. */
  onRetry?: () => void;
  /** `section`: inside a layout's content area; `page`: the whole screen (the shell itself failed). */
  variant?: 'section' | 'page';
}

/** The one error pattern of the app: what went wrong, in the member's language, and a way to retry. */
export function ErrorPanel({ error, onRetry, variant = 'section' }: ErrorPanelProps) {
  const { t } = useTranslation('common');
  const chunk = isChunkLoadError(error);
  const retry = chunk || !onRetry ? () => window.location.reload() : onRetry;
  return (
    <div className={variant === 'page' ? styles.page : styles.section}>
      <div className={styles.panel} role="alert">
        <span className={styles.icon}>
          <AlertIcon size={26} />
        </span>
        <h1 className={styles.title}>{t('errorBoundary.title')}</h1>
        <p className={styles.message}>{chunk ? t('errorBoundary.updated') : errorMessage(error, t)}</p>
        <div className={styles.actions}>
          <Button icon={<RefreshIcon size={18} />} onClick={retry} className={styles.retry}>
            {t('retry')}
          </Button>
          {/* a full load from the top: the surest way out of a broken state */}
          <a href="/" className={styles.secondary}>
            {t('goHome')}
          </a>
        </div>
      </div>
    </div>
  );
}
