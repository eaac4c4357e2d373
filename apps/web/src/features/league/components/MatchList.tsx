import type { MatchItem } from '@kickoff/contract';
import { EmptyState } from '../../../ui/index.js';
import { MatchRow, matchViewOf } from '../../catalogue/index.js';
import styles from './MatchList.module.css';

/**
 * A column of matches (next games, latest results) with a designed empty state. `short` keeps phones
 * to the first three (the round navigator below lists every game).
 */
export function MatchList({
  games,
  empty,
  short = false,
}: {
  games: MatchItem[];
  empty: string;
  short?: boolean;
}) {
  if (games.length === 0) return <EmptyState compact message={empty} className={styles.empty} />;
  return (
    <ul className={short ? `${styles.list} ${styles.short}` : styles.list}>
      {games.map((game) => (
        <li key={game.id}>
          <MatchRow match={matchViewOf(game)} showDate />
        </li>
      ))}
    </ul>
  );
}
