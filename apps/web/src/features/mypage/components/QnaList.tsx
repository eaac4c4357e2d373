import { formatDate, formatDateTime, type MyInquiry } from '@kickoff/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { Badge, type BadgeTone } from '../../../ui/Badge.js';
import { MailIcon } from '../../../ui/icons.js';
import {
  type BoardColumn,
  BoardList,
  ButtonLink,
  EmptyState,
  MultilineText,
  Pagination,
} from '../../../ui/index.js';
import { useQnaList } from '../api/use-qna-list.js';
import styles from './QnaList.module.css';

/** Where a new 1:1 inquiry is written (routes/help: /help/cs/contact). */
export const NEW_INQUIRY_PATH = '/help/cs/contact';

/** An answer given is done (accent); one still to come waits (warning); a closed one is quiet. */
const STATUS_TONES: Record<MyInquiry['status'], BadgeTone> = {
  received: 'warning',
  answered: 'accent',
  closed: 'neutral',
};

/** The page in ?page=, 1 when missing or not a number (spec §5: bad pages are ignored). */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /mypage/qna: the member's inquiries (GET /qna/list), newest first, 10 a page. A row opens to show
 * the question and the operator's answer with its date, or that the answer is still to come.
 */
export function QnaList() {
  const { t } = useTranslation('mypage');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const list = useQnaList(page);
  const data = list.data;

  const setPage = (next: number, replace = false) =>
    setParams(next > 1 ? { page: String(next) } : {}, { replace });

  // a page past the end (an old link): show the last page
  // biome-ignore lint/correctness/useExhaustiveDependencies: setPage is rebuilt each render; the data decides
  useEffect(() => {
    if (data && !list.isPlaceholderData && page > data.totalPage) setPage(data.totalPage, true);
  }, [data, list.isPlaceholderData, page]);

  const columns: BoardColumn<MyInquiry>[] = [
    {
      key: 'kind',
      header: t('qna.columns.kind'),
      width: '176px',
      hideOnMobile: true,
      render: (row) => <span className={styles.tag}>{kindLabel(row, t)}</span>,
    },
    {
      key: 'title',
      header: t('qna.columns.title'),
      render: (row) => (
        <span className={styles.titleCell} data-testid={`qna-row-${row.id}`}>
          <span className={styles.title}>{row.title}</span>
          <span className={styles.mobileMeta} aria-hidden="true">
            {kindLabel(row, t)} · {formatDate(row.createdAt)}
          </span>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('qna.columns.status'),
      width: '104px',
      align: 'center',
      render: (row) => (
        <Badge tone={STATUS_TONES[row.status]} data-status={row.status}>
          {t(`qna.status.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'date',
      header: t('qna.columns.date'),
      width: '112px',
      hideOnMobile: true,
      align: 'center',
      render: (row) => (
        <time className={styles.date} dateTime={row.createdAt}>
          {formatDate(row.createdAt)}
        </time>
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="mypage-qna-title">
      <div className={styles.toolbar}>
        <div>
          <h2 id="mypage-qna-title" className={styles.heading}>
            {t('qna.title')}
          </h2>
          <p className={styles.lead}>{t('qna.lead')}</p>
        </div>
        <ButtonLink to={NEW_INQUIRY_PATH} icon={<MailIcon size={16} />}>
          {t('qna.new')}
        </ButtonLink>
      </div>

      <div aria-busy={list.isFetching || undefined}>
        <QueryState
          query={list}
          isEmpty={(answer) => answer.total === 0}
          empty={
            <EmptyState
              icon={<MailIcon size={28} />}
              message={t('qna.empty')}
              description={t('qna.emptyHint')}
              action={
                <ButtonLink to={NEW_INQUIRY_PATH} variant="secondary">
                  {t('qna.new')}
                </ButtonLink>
              }
            />
          }
        >
          {(data) => (
            <>
              <p className={styles.total}>{t('qna.total', { count: data.total })}</p>
              <div className={list.isPlaceholderData ? styles.stale : undefined}>
                <BoardList
                  columns={columns}
                  rows={data.list}
                  rowKey={(row) => row.id}
                  ariaLabel={t('qna.listLabel')}
                  renderExpanded={(row) => <InquiryDetail inquiry={row} />}
                />
              </div>
              <Pagination
                page={page}
                totalPages={data.totalPage}
                onChange={(next) => setPage(next)}
                className={styles.pagination}
              />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

function kindLabel(row: MyInquiry, t: T): string {
  if (row.kind === 'cooperation') return t('qna.kind.cooperation');
  return row.category ? t(`help:form.categories.${row.category}`) : t('qna.kind.inquiry');
}

/** The opened row: the question as written, then the answer (or that it is still to come). */
function InquiryDetail({ inquiry }: { inquiry: MyInquiry }) {
  const { t } = useTranslation('mypage');
  return (
    <div className={styles.detail} data-testid={`qna-detail-${inquiry.id}`}>
      <div className={styles.block}>
        <p className={styles.blockHead}>
          <span className={styles.mark} aria-hidden="true">
            Q
          </span>
          {t('qna.question')}
          <time className={styles.blockDate} dateTime={inquiry.createdAt}>
            {formatDateTime(inquiry.createdAt)}
          </time>
        </p>
        <p className={styles.body}>
          <MultilineText text={inquiry.content} />
        </p>
      </div>
      {inquiry.answer ? (
        <div className={`${styles.block} ${styles.answer}`}>
          <p className={styles.blockHead}>
            <span className={`${styles.mark} ${styles.answerMark}`} aria-hidden="true">
              A
            </span>
            {t('qna.answer')}
            {inquiry.answeredAt && (
              <time className={styles.blockDate} dateTime={inquiry.answeredAt}>
                {t('qna.answeredAt', { date: formatDateTime(inquiry.answeredAt) })}
              </time>
            )}
          </p>
          <p className={styles.body}>
            <MultilineText text={inquiry.answer} />
          </p>
        </div>
      ) : (
        <p className={styles.waiting}>{t('qna.waiting')}</p>
      )}
    </div>
  );
}
