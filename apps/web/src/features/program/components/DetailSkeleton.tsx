import { useTranslation } from '../../../i18n/react.js';
import styles from './DetailSkeleton.module.css';

/** The detail page while its first answer loads: the hero's shape, then a row of cards. */
export function DetailSkeleton() {
  const { t } = useTranslation('program');
  return (
    <div className={styles.skeleton} role="status" aria-label={t('detail.loading')}>
      <div className={styles.hero}>
        <span className={styles.art} />
        <span className={styles.lines}>
          <span className={styles.line} />
          <span className={styles.line} />
          <span className={styles.line} />
        </span>
      </div>
    </div>
  );
}
