import type { Page, VodItem } from '@kickoff/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../core/error-message.js';
import { ErrorState } from '../../../ui/index.js';
import { VodGrid } from './VodGrid.js';
import styles from './VodListSection.module.css';

/** What the section reads of a paged VOD list query (`useOriginList`, `useThemeList`, `useVodList`). */
export type VodListQuery = Pick<
  UseQueryResult<Page<VodItem>>,
  'data' | 'isPending' | 'isPlaceholderData' | 'error' | 'isFetching' | 'refetch'
>;

export interface VodListSectionProps {
  query: VodListQuery;
  page: number;
  onPage: (page: number, options?: { replace?: boolean }) => void;
  /** The section's heading, also the grid's accessible name. */
  title: string;
  emptyMessage: ReactNode;
  /** Filters beside the heading; with them the heading is shown, without it is for screen readers only. */
  filters?: ReactNode;
  className?: string;
}

/** The list part of a /detail screen: its heading and a page of VOD cards (states and pagination included). */
export function VodListSection({
  query,
  page,
  onPage,
  title,
  emptyMessage,
  filters,
  className,
}: VodListSectionProps) {
  return (
    <section className={className} aria-labelledby="detail-list-title">
      {filters ? (
        <div className={styles.head}>
          <h2 id="detail-list-title" className={styles.title}>
            {title}
          </h2>
          {filters}
        </div>
      ) : (
        <h2 id="detail-list-title" className="visually-hidden">
          {title}
        </h2>
      )}
      <VodGrid
        data={query.data}
        isPending={query.isPending}
        isPlaceholderData={query.isPlaceholderData}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
        page={page}
        onPage={onPage}
        emptyMessage={emptyMessage}
        label={title}
      />
    </section>
  );
}

/** What a /detail screen shows instead when its list never answered: the error and a retry. */
export function VodListError({ query }: { query: VodListQuery }) {
  const { t } = useTranslation(['program', 'errors']);
  return (
    <ErrorState
      message={errorMessage(query.error, t)}
      onRetry={() => query.refetch()}
      retrying={query.isFetching}
    />
  );
}
