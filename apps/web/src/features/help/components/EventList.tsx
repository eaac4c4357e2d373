import { type EventSummary, formatDate, isLocale } from '@kickoff/contract';
import { useEffect, useId } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { CalendarIcon, TrophyIcon } from '../../../ui/icons.js';
import { EmptyState, LazyImage, Pagination, Tabs } from '../../../ui/index.js';
import { useEventList } from '../api/use-event-list.js';
import { useHelpPaths } from '../hooks/help-paths.js';
import { useListParams } from '../hooks/use-list-params.js';
import styles from './EventList.module.css';
import { EventStatusBadge, WinnersBadge } from './EventStatusBadge.js';
import type { BackToState } from './NoticeList.js';

type EventTab = 'all' | 'winners';

/** Events: "all events" and "winner announcements" tabs, a card grid (a list on mobile), ?page= in the URL. */
export function EventList() {
  const { t } = useTranslation('help');
  const [searchParams, setSearchParams] = useSearchParams();
  const panelId = useId();
  const tab: EventTab = searchParams.get('tab') === 'winners' ? 'winners' : 'all';
  const { page, update } = useListParams();
  const list = useEventList({ tab, pageNo: page });
  const data = list.data;

  useEffect(() => {
    if (data && !list.isPlaceholderData && data.totalPage > 0 && page > data.totalPage) {
      update({ page: data.totalPage }, { replace: true });
    }
  }, [data, list.isPlaceholderData, page, update]);

  return (
    <section className={styles.section} aria-label={t('tabs.event')}>
      <Tabs
        variant="pill"
        ariaLabel={t('event.tabsLabel')}
        value={tab}
        panelId={() => panelId}
        onChange={(key) => setSearchParams(key === 'winners' ? { tab: 'winners' } : {})}
        items={[
          { key: 'all', label: t('event.tabs.all') },
          { key: 'winners', label: t('event.tabs.winners') },
        ]}
      />
      <div id={panelId} className={styles.panel} aria-busy={list.isFetching || undefined}>
        <QueryState
          query={list}
          isEmpty={(answer) => answer.list.length === 0}
          empty={
            <EmptyState
              icon={<TrophyIcon size={28} />}
              message={tab === 'winners' ? t('event.emptyWinners') : t('event.empty')}
            />
          }
        >
          {(answer) => (
            <>
              <ul
                className={list.isPlaceholderData ? `${styles.grid} ${styles.stale}` : styles.grid}
                aria-label={t(`event.tabs.${tab}`)}
              >
                {answer.list.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
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

function EventCard({ event }: { event: EventSummary }) {
  const { t, i18n } = useTranslation('help');
  const locale = isLocale(i18n.language) ? i18n.language : 'ja';
  const { base } = useHelpPaths();
  const location = useLocation();
  const state: BackToState = { backTo: `${location.pathname}${location.search}` };
  return (
    <Link
      to={`${base}/event/${event.id}`}
      state={state}
      className={styles.card}
      data-testid={`event-card-${event.id}`}
      data-status={event.status}
    >
      <span className={styles.thumb}>
        {event.thumbnailUrl ? (
          <LazyImage src={event.thumbnailUrl} alt="" className={styles.image} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <TrophyIcon size={36} />
          </span>
        )}
        <span className={styles.badges}>
          <EventStatusBadge status={event.status} />
          {event.winnersAnnounced && <WinnersBadge />}
        </span>
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{event.title}</span>
        {event.summary && <span className={styles.summary}>{event.summary}</span>}
        <span className={styles.period}>
          <CalendarIcon size={14} />
          <span className="visually-hidden">{t('event.period')}</span>
          <time dateTime={event.startAt}>{formatDate(event.startAt, locale)}</time>
          <span aria-hidden="true">–</span>
          <time dateTime={event.endAt}>{formatDate(event.endAt, locale)}</time>
        </span>
      </span>
    </Link>
  );
}
