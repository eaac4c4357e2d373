import type { FaqItem } from '@kickoff/contract';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../app/error-message.js';
import { BriefcaseIcon, MailIcon } from '../../../ui/icons.js';
import { type BoardColumn, BoardList, cx, ErrorState, LoadingBlock, Pagination } from '../../../ui/index.js';
import { MultilineText } from '../../../ui/MultilineText.js';
import { useFaqCategories } from '../api/use-faq-categories.js';
import { useFaqList } from '../api/use-faq-list.js';
import { useHelpPaths } from '../hooks/help-paths.js';
import { useListParams } from '../hooks/use-list-params.js';
import styles from './Board.module.css';
import { CategoryFilter } from './CategoryFilter.js';
import ctaStyles from './ContactCta.module.css';
import { ListSummary } from './ListSummary.js';
import { SearchForm } from './SearchForm.js';

/** FAQ: category tabs, keyword search, questions that open to show their answer, ?page= in the URL. */
export function FaqList() {
  const { t } = useTranslation('help');
  const { page, categoryId, keyword, update } = useListParams();
  const categories = useFaqCategories();
  const list = useFaqList({ pageNo: page, categoryId, keyword: keyword || undefined });
  const panelId = useId();
  const data = list.data;

  useEffect(() => {
    if (data && !list.isPlaceholderData && data.totalPage > 0 && page > data.totalPage) {
      update({ page: data.totalPage }, { replace: true });
    }
  }, [data, list.isPlaceholderData, page, update]);

  const columns: BoardColumn<FaqItem>[] = [
    {
      key: 'category',
      header: t('faq.columns.category'),
      width: '148px',
      hideOnMobile: true,
      render: (row) => <span className={styles.categoryTag}>{row.categoryName}</span>,
    },
    {
      key: 'question',
      header: t('faq.columns.question'),
      render: (row) => (
        <span className={styles.question} data-testid={`faq-row-${row.id}`}>
          <span className={styles.mark} aria-hidden="true">
            Q
          </span>
          <span className={styles.titleText}>{row.question}</span>
        </span>
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className="visually-hidden">
        {t('tabs.faq')}
      </h2>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          {categories.data && categories.data.length > 0 && (
            <CategoryFilter
              categories={categories.data}
              value={categoryId}
              onChange={(id) => update({ categoryId: id })}
              ariaLabel={t('faq.categoriesLabel')}
              panelId={panelId}
            />
          )}
        </div>
        <SearchForm
          value={keyword}
          onSearch={(value) => update({ keyword: value })}
          label={t('faq.searchLabel')}
          placeholder={t('faq.searchPlaceholder')}
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
                ariaLabel={t('faq.listLabel')}
                emptyText={keyword ? t('faq.emptySearch') : t('faq.empty')}
                renderExpanded={(row) => (
                  <div className={styles.answer} data-testid={`faq-answer-${row.id}`}>
                    <span className={cx(styles.mark, styles.answerMark)} aria-hidden="true">
                      A
                    </span>
                    <p className={styles.answerText}>
                      <MultilineText text={row.answer} />
                    </p>
                  </div>
                )}
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

      <ContactCta />
    </section>
  );
}

/** "Didn't find an answer?" with the two inquiry forms. */
function ContactCta() {
  const { t } = useTranslation('help');
  const { base } = useHelpPaths();
  return (
    <aside className={ctaStyles.cta} aria-label={t('faq.cta.title')}>
      <div className={ctaStyles.text}>
        <h3 className={ctaStyles.title}>{t('faq.cta.title')}</h3>
        <p className={ctaStyles.description}>{t('faq.cta.description')}</p>
      </div>
      <div className={ctaStyles.actions}>
        <Link to={`${base}/cs/contact`} className={cx(ctaStyles.action, ctaStyles.primary)}>
          <MailIcon size={18} />
          {t('tabs.contact')}
        </Link>
        <Link to={`${base}/cs/cooperate`} className={ctaStyles.action}>
          <BriefcaseIcon size={18} />
          {t('tabs.cooperate')}
        </Link>
      </div>
    </aside>
  );
}
