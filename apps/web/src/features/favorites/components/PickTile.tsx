import type { FavoriteKind } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { CheckIcon, PlusIcon } from '../../../ui/icons.js';
import type { FavoriteChoice } from '../hooks/favorite-draft.js';
import { FavoriteMark } from './FavoriteMark.js';
import styles from './Pickers.module.css';

interface PickTileProps {
  kind: FavoriteKind;
  item: FavoriteChoice;
  /** A second line (the sport of a team). */
  meta?: string;
  /** Its place in the member's list (1 …), or null when not chosen. */
  rank: number | null;
  onToggle: () => void;
}

/** A team or league to pick: a toggle button (aria-pressed) showing its place once chosen. */
export function PickTile({ kind, item, meta, rank, onToggle }: PickTileProps) {
  const { t } = useTranslation('favorites');
  const chosen = rank !== null;
  return (
    <button
      type="button"
      className={styles.tile}
      aria-pressed={chosen}
      title={item.name}
      data-testid={`pick-${kind}-${item.destId}`}
      onClick={onToggle}
    >
      <FavoriteMark item={item} size={36} />
      <span className={styles.tileText}>
        <span className={styles.tileName}>{item.name}</span>
        {meta && <span className={styles.tileMeta}>{meta}</span>}
      </span>
      <span className={styles.tileState} aria-hidden="true">
        {chosen ? (
          <>
            <CheckIcon size={14} />
            {rank}
          </>
        ) : (
          <PlusIcon size={16} />
        )}
      </span>
      {chosen && <span className="visually-hidden">{t('picker.chosen', { rank })}</span>}
    </button>
  );
}
