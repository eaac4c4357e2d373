import { LIMITS, type Page, type VodItem } from '@kickoff/contract';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../core/error-message.js';
import { EmptyState, ErrorState, Pagination } from '../../../ui/index.js';
import { VodCard } from '../../catalogue/index.js';
import styles from './VodGrid.module.css';

/** VODs per detail page: spec §9's items a page (10: two rows of five on desktop). */
export const DETAIL_PAGE_ITEMS = LIMITS.pagination.itemsPerPage;

export interface VodGridProps {
  data: Page<VodItem> | undefined;
  isPending: boolean;
  /** A newer page is loading while the last one stays on screen. */
  isPlaceholderData: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  page: number;
  onPage: (page: number, options?: { replace?: boolean }) => void;
  emptyMessage: ReactNode;
  label: string;
}

/**
 * A page of VOD cards with the shared Pagination under it (page in the URL). A page past the end (an
 * old link) turns into the last page.
 */
export function VodGrid({
  data,
  isPending,
  isPlaceholderData,
  error,
  onRetry,
  retrying,
  page,
  onPage,
  emptyMessage,
  label,
}: VodGridProps) {
  const { t } = useTranslation(['program', 'errors']);

  useEffect(() => {
    if (data && !isPlaceholderData && data.totalPage > 0 && page > data.totalPage) {
      onPage(data.totalPage, { replace: true });
    }
  }, [data, isPlaceholderData, page, onPage]);

  if (error && !data)
    return <ErrorState message={errorMessage(error, t)} onRetry={onRetry} retrying={retrying} />;
  if (isPending || !data) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={label}>
        {Array.from({ length: DETAIL_PAGE_ITEMS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <li key={i} className={styles.skeleton}>
            <span className={styles.skeletonArt} />
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLineShort} />
          </li>
        ))}
      </ul>
    );
  }
  if (data.list.length === 0) return <EmptyState message={emptyMessage} />;

  return (
    <div className={styles.wrap}>
      <ul className={styles.grid} aria-label={label} aria-busy={isPlaceholderData || undefined}>
        {data.list.map((vod) => (
          <li key={vod.id} data-testid={`detail-vod-${vod.id}`}>
            <VodCard vod={vod} />
          </li>
        ))}
      </ul>
      <p className={styles.summary}>
        {t('list.range', {
          from: (data.pageNo - 1) * data.pageItem + 1,
          to: (data.pageNo - 1) * data.pageItem + data.list.length,
          total: data.total,
        })}
      </p>
      <Pagination page={page} totalPages={data.totalPage} onChange={(next) => onPage(next)} />
    </div>
  );
}
