import type { FaqItem } from '@kickoff/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { BriefcaseIcon, MailIcon } from '../../../ui/icons.js';
import { type BoardColumn, BoardList, cx } from '../../../ui/index.js';
import { MultilineText } from '../../../ui/MultilineText.js';
import { useFaqCategories } from '../api/use-faq-categories.js';
import { useFaqList } from '../api/use-faq-list.js';
import { useHelpPaths } from '../hooks/help-paths.js';
import { useListParams } from '../hooks/use-list-params.js';
import styles from './Board.module.css';
import ctaStyles from './ContactCta.module.css';
import { FilteredBoard } from './FilteredBoard.js';

/** FAQ: category tabs, keyword search, questions that open to show their answer, ?page= in the URL. */
export function FaqList() {
  const { t } = useTranslation('help');
  const params = useListParams();
  const categories = useFaqCategories();
  const list = useFaqList({
    pageNo: params.page,
    categoryId: params.categoryId,
    keyword: params.keyword || undefined,
  });

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
    <>
      <FilteredBoard
        board="faq"
        title={t('tabs.faq')}
        params={params}
        categories={categories.data}
        list={list}
      >
        {(rows) => (
          <BoardList
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            ariaLabel={t('faq.listLabel')}
            emptyText={params.keyword ? t('faq.emptySearch') : t('faq.empty')}
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
        )}
      </FilteredBoard>
      <ContactCta />
    </>
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
