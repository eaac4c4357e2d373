import type { FavoriteEntry } from '@kickoff/contract';
import styles from './FavoriteChips.module.css';
import { FavoriteMark } from './FavoriteMark.js';

interface FavoriteChipsProps {
  items: FavoriteEntry[];
  /** Accessible name of the list ("My teams"). */
  label: string;
  testId?: string;
}

/** Favourites as a row of chips (emblem and name) in the member's order. */
export function FavoriteChips({ items, label, testId }: FavoriteChipsProps) {
  const ordered = [...items].sort((a, b) => a.orderNo - b.orderNo);
  return (
    <ol className={styles.chips} aria-label={label} data-testid={testId}>
      {ordered.map((item) => (
        <li key={item.destId} className={styles.chip}>
          <FavoriteMark item={item} size={22} />
          <span className={styles.name}>{item.name}</span>
        </li>
      ))}
    </ol>
  );
}
