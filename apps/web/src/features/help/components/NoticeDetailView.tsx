import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../core/api-client.js';
import { useDocumentTitle } from '../../../core/document-title.js';
import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { ArrowLeftIcon, ArrowRightIcon, PinIcon } from '../../../ui/icons.js';
import { BoardDetail, Button, EmptyState, ErrorState, LoadingBlock } from '../../../ui/index.js';
import { useNoticeDetail } from '../api/use-notice-detail.js';
import { useHelpPaths } from '../hooks/help-paths.js';
import { useBackTo } from '../hooks/use-back-to.js';
import styles from './Detail.module.css';
import type { BackToState } from './NoticeList.js';

/** One notice: body with line breaks, images, files to download, older/newer links and back to the list. */
export function NoticeDetailView({ id }: { id: number }) {
  const { t } = useTranslation('help');
  const { base } = useHelpPaths();
  const navigate = useNavigate();
  const listPath = `${base}/notice`;
  const backTo = useBackTo(listPath);
  const notice = useNoticeDetail(id);
  useDocumentTitle(notice.data?.title);

  if (notice.isPending && Number.isInteger(id) && id > 0) return <LoadingBlock minHeight="360px" />;
  if (!notice.data) {
    const missing = !notice.isError || (notice.error instanceof ApiError && notice.error.status === 404);
    return missing ? (
      <EmptyState
        message={t('notice.notFound')}
        description={t('notice.notFoundDescription')}
        action={
          <Button variant="secondary" onClick={() => navigate(backTo)}>
            {t('detail.backToList')}
          </Button>
        }
      />
    ) : (
      <ErrorState
        message={errorMessage(notice.error, t)}
        onRetry={() => void notice.refetch()}
        retrying={notice.isFetching}
      />
    );
  }

  const data = notice.data;
  const state: BackToState = { backTo };
  return (
    <BoardDetail
      category={data.categoryName}
      title={
        data.pinned ? (
          <>
            <span className={styles.pinned}>
              <PinIcon size={14} />
              {t('notice.pinned')}
            </span>
            {data.title}
          </>
        ) : (
          data.title
        )
      }
      createdAt={data.createdAt}
      content={data.content}
      images={data.images}
      files={data.files}
      onBack={() => navigate(backTo)}
      backLabel={t('detail.backToList')}
      prev={
        data.prevId !== null && (
          <Link
            to={`${listPath}/${data.prevId}`}
            state={state}
            className={styles.navLink}
            data-testid="notice-older"
          >
            <ArrowLeftIcon size={18} />
            <span>{t('notice.older')}</span>
          </Link>
        )
      }
      next={
        data.nextId !== null && (
          <Link
            to={`${listPath}/${data.nextId}`}
            state={state}
            className={`${styles.navLink} ${styles.navNext}`}
            data-testid="notice-newer"
          >
            <ArrowRightIcon size={18} />
            <span>{t('notice.newer')}</span>
          </Link>
        )
      }
    />
  );
}
