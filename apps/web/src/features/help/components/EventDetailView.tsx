import { formatDate, formatDateTime, isLocale } from '@kickoff/contract';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../core/api-client.js';
import { useDocumentTitle } from '../../../core/document-title.js';
import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { CalendarIcon, TrophyIcon } from '../../../ui/icons.js';
import { BoardDetail, Button, EmptyState, ErrorState, LoadingBlock } from '../../../ui/index.js';
import { MultilineText } from '../../../ui/MultilineText.js';
import { useEventDetail } from '../api/use-event-detail.js';
import { useHelpPaths } from '../hooks/help-paths.js';
import { useBackTo } from '../hooks/use-back-to.js';
import styles from './EventDetailView.module.css';
import { EventStatusBadge } from './EventStatusBadge.js';

/** One event: status, period, body, images, files and, once announced, the winners. */
export function EventDetailView({ id }: { id: number }) {
  const { t, i18n } = useTranslation('help');
  const locale = isLocale(i18n.language) ? i18n.language : 'ja';
  const { base } = useHelpPaths();
  const navigate = useNavigate();
  const backTo = useBackTo(`${base}/event`);
  const event = useEventDetail(id);
  const winnersId = useId();
  useDocumentTitle(event.data?.title);

  if (event.isPending && Number.isInteger(id) && id > 0) return <LoadingBlock minHeight="360px" />;
  if (!event.data) {
    const missing = !event.isError || (event.error instanceof ApiError && event.error.status === 404);
    return missing ? (
      <EmptyState
        message={t('event.notFound')}
        action={
          <Button variant="secondary" onClick={() => navigate(backTo)}>
            {t('detail.backToList')}
          </Button>
        }
      />
    ) : (
      <ErrorState
        message={errorMessage(event.error, t)}
        onRetry={() => void event.refetch()}
        retrying={event.isFetching}
      />
    );
  }

  const data = event.data;
  return (
    <BoardDetail
      category={t('tabs.event')}
      title={
        <>
          <EventStatusBadge status={data.status} className={styles.status} />
          {data.title}
        </>
      }
      createdAt={data.createdAt}
      content={data.content}
      images={data.images}
      files={data.files}
      onBack={() => navigate(backTo)}
      backLabel={t('detail.backToList')}
    >
      <dl className={styles.period}>
        <dt>
          <CalendarIcon size={16} />
          {t('event.period')}
        </dt>
        <dd>
          <time dateTime={data.startAt}>{formatDateTime(data.startAt, locale)}</time>
          {' – '}
          <time dateTime={data.endAt}>{formatDateTime(data.endAt, locale)}</time>
        </dd>
      </dl>
      {data.winners !== null ? (
        <section className={styles.winners} aria-labelledby={winnersId} data-testid="event-winners">
          <header className={styles.winnersHead}>
            <span className={styles.trophy} aria-hidden="true">
              <TrophyIcon size={22} />
            </span>
            <div>
              <h3 id={winnersId} className={styles.winnersTitle}>
                {t('event.winnersTitle')}
              </h3>
              {data.winnersAnnouncedAt && (
                <p className={styles.announcedAt}>
                  {t('event.announcedAt', { date: formatDate(data.winnersAnnouncedAt, locale) })}
                </p>
              )}
            </div>
          </header>
          <p className={styles.winnersText}>
            <MultilineText text={data.winners} />
          </p>
        </section>
      ) : (
        data.status === 'ended' && <p className={styles.pending}>{t('event.winnersPending')}</p>
      )}
    </BoardDetail>
  );
}
