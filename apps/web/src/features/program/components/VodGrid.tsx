import { LIMITS, type Page, type VodItem } from '@kickoff/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { Pagination } from '../../../ui/index.js';
import { VodCard } from '../../catalogue/index.js';
import styles from './VodGrid.module.css';

/** VODs per detail page: spec §9's items a page (10: two rows of five on desktop). */
export const DETAIL_PAGE_ITEMS = LIMITS.pagination.itemsPerPage;

/** What the grid reads of a paged VOD list query (`useOriginList`, `useThemeList`, `useVodList`). */
export type VodListQuery = Pick<
  UseQueryResult<Page<VodItem>>,
  'data' | 'isError' | 'isPlaceholderData' | 'error' | 'isFetching' | 'refetch'
>;

export interface VodGridProps {
  query: VodListQuery;
  page: number;
  onPage: (page: number, options?: { replace?: boolean }) => void;
  emptyMessage: ReactNode;
  label: string;
}

/**
 * A page of VOD cards with the shared Pagination under it (page in the URL). A page past the end (an
 * old link) turns into the last page.
 */
export function VodGrid({ query, page, onPage, emptyMessage, label }: VodGridProps) {
  const { t } = useTranslation('program');
  const { data, isPlaceholderData } = query;

  useEffect(() => {
    if (data && !isPlaceholderData && data.totalPage > 0 && page > data.totalPage) {
      onPage(data.totalPage, { replace: true });
    }
  }, [data, isPlaceholderData, page, onPage]);

  const skeleton = (
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

  return (
    <QueryState
      query={query}
      pending={skeleton}
      isEmpty={(answer) => answer.list.length === 0}
      emptyMessage={emptyMessage}
    >
      {(answer) => (
        <div className={styles.wrap}>
          <ul className={styles.grid} aria-label={label} aria-busy={isPlaceholderData || undefined}>
            {answer.list.map((vod) => (
              <li key={vod.id} data-testid={`detail-vod-${vod.id}`}>
                <VodCard vod={vod} />
              </li>
            ))}
          </ul>
          <p className={styles.summary}>
            {t('list.range', {
              from: (answer.pageNo - 1) * answer.pageItem + 1,
              to: (answer.pageNo - 1) * answer.pageItem + answer.list.length,
              total: answer.total,
            })}
          </p>
          <Pagination page={page} totalPages={answer.totalPage} onChange={(next) => onPage(next)} />
        </div>
      )}
    </QueryState>
  );
}
