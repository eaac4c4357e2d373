import { formatDate, isLocale, type NoticeSummary } from '@kickoff/contract';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../app/error-message.js';
import { PaperclipIcon, PinIcon } from '../../../ui/icons.js';
import { type BoardColumn, BoardList, ErrorState, LoadingBlock, Pagination } from '../../../ui/index.js';
import { useNoticeCategories } from '../api/use-notice-categories.js';
import { useNoticeList } from '../api/use-notice-list.js';
import { useHelpPaths } from '../hooks/help-paths.js';
import { useListParams } from '../hooks/use-list-params.js';
import styles from './Board.module.css';
import { CategoryFilter } from './CategoryFilter.js';
import { ListSummary } from './ListSummary.js';
import { SearchForm } from './SearchForm.js';

/** Location state a detail page reads to go back to the exact list page it was opened from. */
export interface BackToState {
  backTo?: string;
}

/** Notice board: category chips, keyword search, pinned notices marked, 10 a page with ?page= in the URL. */
export function NoticeList() {
  const { t, i18n } = useTranslation('help');
  const locale = isLocale(i18n.language) ? i18n.language : 'ja';
  const { base } = useHelpPaths();
  const navigate = useNavigate();
  const location = useLocation();
  const { page, categoryId, keyword, update } = useListParams();
  const categories = useNoticeCategories();
  const list = useNoticeList({ pageNo: page, categoryId, keyword: keyword || undefined });
  const panelId = useId();
  const data = list.data;

  // a page past the end (an old link, fewer notices now): show the last page instead
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.totalPage > 0 && page > data.totalPage) {
      update({ page: data.totalPage }, { replace: true });
    }
  }, [data, list.isPlaceholderData, page, update]);

  const columns: BoardColumn<NoticeSummary>[] = [
    {
      key: 'category',
      header: t('notice.columns.category'),
      width: '132px',
      hideOnMobile: true,
      render: (row) => <span className={styles.categoryTag}>{row.categoryName}</span>,
    },
    {
      key: 'title',
      header: t('notice.columns.title'),
      render: (row) => (
        <span
          className={styles.titleCell}
          data-testid={`notice-row-${row.id}`}
          data-pinned={row.pinned || undefined}
        >
          <span className={styles.titleLine}>
            {row.pinned && (
              <span className={styles.pinned}>
                <PinIcon size={13} />
                {t('notice.pinned')}
              </span>
            )}
            <span className={styles.titleText}>{row.title}</span>
            {row.hasFiles && (
              <span className={styles.attachment} title={t('notice.hasFiles')}>
                <PaperclipIcon size={15} />
                <span className="visually-hidden">{t('notice.hasFiles')}</span>
              </span>
            )}
          </span>
          <span className={styles.mobileMeta} aria-hidden="true">
            {row.categoryName} · {formatDate(row.createdAt, locale)}
          </span>
        </span>
      ),
    },
    {
      key: 'date',
      header: t('notice.columns.date'),
      width: '112px',
      hideOnMobile: true,
      align: 'center',
      render: (row) => (
        <time className={styles.date} dateTime={row.createdAt}>
          {formatDate(row.createdAt, locale)}
        </time>
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className="visually-hidden">
        {t('tabs.notice')}
      </h2>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          {categories.data && categories.data.length > 0 && (
            <CategoryFilter
              categories={categories.data}
              value={categoryId}
              onChange={(id) => update({ categoryId: id })}
              ariaLabel={t('notice.categoriesLabel')}
              panelId={panelId}
            />
          )}
        </div>
        <SearchForm
          value={keyword}
          onSearch={(value) => update({ keyword: value })}
          label={t('notice.searchLabel')}
          placeholder={t('notice.searchPlaceholder')}
        />
      </div>

      <div id={panelId} className={styles.panel} aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <LoadingBlock />
        ) : list.isError && !data ? (
          <ErrorState
            message={errorMessage(list.error, t)}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : data ? (
          <>
            <ListSummary total={data.total} keyword={keyword} onClear={() => update({ keyword: '' })} />
            <div className={list.isPlaceholderData ? styles.stale : undefined}>
              <BoardList
                columns={columns}
                rows={data.list}
                rowKey={(row) => row.id}
                ariaLabel={t('notice.listLabel')}
                emptyText={keyword ? t('notice.emptySearch') : t('notice.empty')}
                onRowClick={(row) =>
                  navigate(`${base}/notice/${row.id}`, {
                    state: { backTo: `${location.pathname}${location.search}` } satisfies BackToState,
                  })
                }
              />
            </div>
            <Pagination
              page={page}
              totalPages={data.totalPage}
              onChange={(next) => update({ page: next })}
              className={styles.pagination}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
