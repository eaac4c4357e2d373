import { useTranslation } from '../../i18n/react.js';
import styles from './Layout.module.css';

/** First tab stop: jumps over the header to the screen's content. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a href="#main" className={styles.skip}>
      {t('skipToContent')}
    </a>
  );
}
