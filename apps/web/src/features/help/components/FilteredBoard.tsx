import { LIMITS, type Page } from '@kickoff/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { BoardListSkeleton, cx, Pagination } from '../../../ui/index.js';
import type { useListParams } from '../hooks/use-list-params.js';
import styles from './Board.module.css';
import { CategoryFilter, type CategoryFilterProps } from './CategoryFilter.js';
import { ListSummary } from './ListSummary.js';
import { SearchForm } from './SearchForm.js';

export interface FilteredBoardProps<Row> {
  /** The board's text keys: `help:<board>.categoriesLabel`, `.searchLabel`, `.searchPlaceholder`. */
  board: 'notice' | 'faq';
  title: string;
  params: ReturnType<typeof useListParams>;
  categories: CategoryFilterProps['categories'] | undefined;
  list: UseQueryResult<Page<Row>> & { isPlaceholderData: boolean };
  /** The rows of the current page (a BoardList). */
  children: (rows: Row[]) => ReactNode;
}

/**
 * What the notice and FAQ boards share: category chips, keyword search, the count line, loading and
 * error states, the pages — with ?page= past the end moved to the last page (an old link, fewer items now).
 */
export function FilteredBoard<Row>({
  board,
  title,
  params,
  categories,
  list,
  children,
}: FilteredBoardProps<Row>) {
  const { t } = useTranslation('help');
  const { page, categoryId, keyword, update } = params;
  const panelId = useId();
  const data = list.data;

  useEffect(() => {
    if (data && !list.isPlaceholderData && data.totalPage > 0 && page > data.totalPage) {
      update({ page: data.totalPage }, { replace: true });
    }
  }, [data, list.isPlaceholderData, page, update]);

  return (
    <section className={styles.section} aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className="visually-hidden">
        {title}
      </h2>
      <div className={styles.toolbar}>
        <div className={cx(styles.filters, categories === undefined && styles.filtersPending)}>
          {categories && categories.length > 0 && (
            <CategoryFilter
              categories={categories}
              value={categoryId}
              onChange={(id) => update({ categoryId: id })}
              ariaLabel={t(`${board}.categoriesLabel`)}
              panelId={panelId}
            />
          )}
        </div>
        <SearchForm
          value={keyword}
          onSearch={(value) => update({ keyword: value })}
          label={t(`${board}.searchLabel`)}
          placeholder={t(`${board}.searchPlaceholder`, { max: LIMITS.searchKeywordMax })}
        />
      </div>

      <div id={panelId} className={styles.panel} aria-busy={list.isFetching || undefined}>
        <QueryState
          query={list}
          pending={
            <>
              <span className={styles.summaryBone} aria-hidden="true" />
              <BoardListSkeleton rows={LIMITS.pagination.itemsPerPage} />
            </>
          }
        >
          {(answer) => (
            <>
              <ListSummary total={answer.total} keyword={keyword} onClear={() => update({ keyword: '' })} />
              <div className={list.isPlaceholderData ? styles.stale : undefined}>{children(answer.list)}</div>
              <Pagination
                page={page}
                totalPages={answer.totalPage}
                onChange={(next) => update({ page: next })}
                className={styles.pagination}
              />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
