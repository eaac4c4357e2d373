import { useTranslation } from '../../../i18n/react.js';
import { ClockIcon, CloseIcon } from '../../../ui/icons.js';
import styles from './RecentSearches.module.css';

interface RecentSearchesProps {
  list: readonly string[];
  onPick: (keyword: string) => void;
  onRemove: (keyword: string) => void;
  onClear: () => void;
}

/** The recent searches of this device (newest first): search again, remove one, or remove all. */
export function RecentSearches({ list, onPick, onRemove, onClear }: RecentSearchesProps) {
  const { t } = useTranslation('search');
  return (
    <section className={styles.recent} aria-labelledby="search-recent-title" data-testid="search-recent">
      <header className={styles.head}>
        <h2 id="search-recent-title" className={styles.title}>
          {t('recent.title')}
        </h2>
        <button type="button" className={styles.clearAll} onClick={onClear}>
          {t('recent.clearAll')}
        </button>
      </header>
      <ul className={styles.list}>
        {list.map((keyword) => (
          <li key={keyword} className={styles.item}>
            <button type="button" className={styles.pick} onClick={() => onPick(keyword)}>
              <ClockIcon size={14} />
              <span className={styles.keyword}>{keyword}</span>
            </button>
            <button
              type="button"
              className={styles.remove}
              aria-label={t('recent.remove', { keyword })}
              onClick={() => onRemove(keyword)}
            >
              <CloseIcon size={12} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
