import { formatNumber, isLocale } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import styles from './Board.module.css';

interface ListSummaryProps {
  total: number;
  keyword: string;
  onClear: () => void;
}

/** "36 items" above a board, or "3 results for 'app'" with a way back to everything. */
export function ListSummary({ total, keyword, onClear }: ListSummaryProps) {
  const { t, i18n } = useTranslation('help');
  const locale = isLocale(i18n.language) ? i18n.language : 'ja';
  const count = formatNumber(total, locale);
  return (
    <p className={styles.summary} aria-live="polite">
      {keyword ? (
        <>
          <span>{t('list.resultsFor', { keyword, count })}</span>
          <button type="button" className={styles.summaryClear} onClick={onClear}>
            {t('list.showAll')}
          </button>
        </>
      ) : (
        <span>{t('list.total', { count })}</span>
      )}
    </p>
  );
}
