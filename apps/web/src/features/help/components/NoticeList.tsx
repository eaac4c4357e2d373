import { formatDate, isLocale, type NoticeSummary } from '@kickoff/contract';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { PaperclipIcon, PinIcon } from '../../../ui/icons.js';
import { type BoardColumn, BoardList } from '../../../ui/index.js';
import { useNoticeCategories } from '../api/use-notice-categories.js';
import { useNoticeList } from '../api/use-notice-list.js';
import { useHelpPaths } from '../hooks/help-paths.js';
import { useListParams } from '../hooks/use-list-params.js';
import styles from './Board.module.css';
import { FilteredBoard } from './FilteredBoard.js';

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
  const params = useListParams();
  const categories = useNoticeCategories();
  const list = useNoticeList({
    pageNo: params.page,
    categoryId: params.categoryId,
    keyword: params.keyword || undefined,
  });

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
    <FilteredBoard
      board="notice"
      title={t('tabs.notice')}
      params={params}
      categories={categories.data}
      list={list}
    >
      {(rows) => (
        <BoardList
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          ariaLabel={t('notice.listLabel')}
          emptyText={params.keyword ? t('notice.emptySearch') : t('notice.empty')}
          onRowClick={(row) =>
            navigate(`${base}/notice/${row.id}`, {
              state: { backTo: `${location.pathname}${location.search}` } satisfies BackToState,
            })
          }
        />
      )}
    </FilteredBoard>
  );
}
