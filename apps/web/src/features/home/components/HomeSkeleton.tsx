import { useTranslation } from '../../../i18n/react.js';
import styles from './HomeSkeleton.module.css';

/** The home's shape while GET /home/web loads: a banner, a row of live cards and match rows. */
export function HomeSkeleton() {
  const { t } = useTranslation('home');
  return (
    <div className={styles.skeleton} role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{t('loading')}</span>
      <div className={`${styles.block} ${styles.hero}`} />
      <div className={`${styles.block} ${styles.heading}`} />
      <div className={styles.cards}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={`${styles.block} ${styles.card}`} />
        ))}
      </div>
      <div className={`${styles.block} ${styles.heading}`} />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={`${styles.block} ${styles.row}`} />
      ))}
    </div>
  );
}
