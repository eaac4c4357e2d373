import styles from './Purchase.module.css';

/** The shape of /purchase while the offers and the member's pass load. */
export function PurchaseSkeleton() {
  return (
    <div className={styles.columns} aria-hidden="true" data-testid="purchase-skeleton">
      <div className={styles.skeletonOffers}>
        <span className={styles.bone} />
        <span className={styles.bone} />
      </div>
      <span className={`${styles.bone} ${styles.skeletonSummary}`} />
    </div>
  );
}
