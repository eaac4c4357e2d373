import type { CSSProperties } from 'react';
import { TeamEmblem } from '../../catalogue/index.js';
import type { FavoriteChoice } from '../hooks/favorite-draft.js';
import styles from './FavoriteMark.module.css';

interface FavoriteMarkProps {
  item: Pick<FavoriteChoice, 'code' | 'colors' | 'shortName'>;
  size?: number;
}

/**
 * The emblem of a favourite: a team's crest (its code), or for a league a round badge in the league's
 * colours with the first letters of its short name (the catalogue has no logo files).
 */
export function FavoriteMark({ item, size = 32 }: FavoriteMarkProps) {
  if (item.code) return <TeamEmblem team={{ code: item.code, colors: item.colors }} size={size} />;
  const [primary, secondary] = item.colors;
  return (
    <span
      className={styles.league}
      style={{ '--mark-a': primary, '--mark-b': secondary, '--mark-size': `${size}px` } as CSSProperties}
      aria-hidden="true"
    >
      {Array.from(item.shortName).slice(0, 2).join('')}
    </span>
  );
}
