import { useTranslation } from '../../../i18n/react.js';
import { EyeOffIcon } from '../../../ui/icons.js';
import styles from './ResultHiddenBadge.module.css';

/**
 * Marks a news post whose result the server hid (`resultHidden`: it tells a result and the member hides
 * scores): the title and summary beside it are a neutral text, not the post's own.
 */
export function ResultHiddenBadge({ className }: { className?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <span className={`${styles.badge} ${className ?? ''}`} data-testid="result-hidden">
      <EyeOffIcon size={12} />
      {t('resultHidden')}
    </span>
  );
}
