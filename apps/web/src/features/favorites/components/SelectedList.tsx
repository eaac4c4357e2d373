import { type FavoriteKind, favoriteLimit } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { ChevronDownIcon, ChevronUpIcon, CloseIcon } from '../../../ui/icons.js';
import type { FavoriteChoice } from '../hooks/favorite-draft.js';
import { FavoriteMark } from './FavoriteMark.js';
import styles from './SelectedList.module.css';

interface SelectedListProps {
  kind: FavoriteKind;
  items: FavoriteChoice[];
  /** Sport names by game type id, shown under each name. */
  sportName: (gameTypeId: number) => string | undefined;
  onMove: (destId: number, delta: -1 | 1) => void;
  onRemove: (destId: number) => void;
}

/**
 * One chosen list in its order (1 = shown first): each entry moves up or down with real buttons
 * (keyboard and screen reader friendly) and can be removed; the empty places up to the limit are drawn
 * as slots so the member sees how many are left.
 */
export function SelectedList({ kind, items, sportName, onMove, onRemove }: SelectedListProps) {
  const { t } = useTranslation('favorites');
  const limit = favoriteLimit(kind);
  const free = Math.max(0, limit - items.length);

  return (
    <ol className={styles.list} aria-label={t(`kinds.${kind}`)} data-testid={`selected-${kind}`}>
      {items.map((item, index) => (
        <li key={item.destId} className={styles.item} data-testid={`selected-${kind}-${item.destId}`}>
          <span className={styles.rank} aria-hidden="true">
            {index + 1}
          </span>
          <FavoriteMark item={item} size={30} />
          <span className={styles.text}>
            <span className={styles.name}>{item.name}</span>
            <span className={styles.meta}>{sportName(item.gameTypeId)}</span>
          </span>
          <span className={styles.controls}>
            <button
              type="button"
              className={styles.control}
              aria-label={t('selected.moveUp', { name: item.name })}
              title={t('selected.moveUpShort')}
              disabled={index === 0}
              onClick={() => onMove(item.destId, -1)}
            >
              <ChevronUpIcon size={16} />
            </button>
            <button
              type="button"
              className={styles.control}
              aria-label={t('selected.moveDown', { name: item.name })}
              title={t('selected.moveDownShort')}
              disabled={index === items.length - 1}
              onClick={() => onMove(item.destId, 1)}
            >
              <ChevronDownIcon size={16} />
            </button>
            <button
              type="button"
              className={`${styles.control} ${styles.remove}`}
              aria-label={t('selected.remove', { name: item.name })}
              title={t('selected.removeShort')}
              onClick={() => onRemove(item.destId)}
            >
              <CloseIcon size={16} />
            </button>
          </span>
        </li>
      ))}
      {Array.from({ length: free }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have nothing but their place
        <li key={`free-${i}`} className={styles.slot} aria-hidden="true">
          <span className={styles.rank}>{items.length + i + 1}</span>
          <span className={styles.slotText}>{i === 0 ? t(`selected.nextSlot.${kind}`) : ''}</span>
        </li>
      ))}
    </ol>
  );
}
