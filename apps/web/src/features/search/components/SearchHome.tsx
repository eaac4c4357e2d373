import { formatDate, type Locale, type VodItem } from '@kickoff/contract';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { CalendarIcon } from '../../../ui/icons.js';
import { Rail, RailItem, RailSkeleton, VodCard } from '../../catalogue/index.js';
import { useSearchHome } from '../api/use-search-home.js';
import { LiveCard } from './LiveCard.js';
import styles from './SearchHome.module.css';
import { SearchSection } from './SearchSection.js';
import { VodChart } from './VodChart.js';

/**
 * /search without a keyword (GET /search/home): today's lives, the VOD chart in pages of 8, the most
 * liked VODs and the news VODs — something to watch before anything is typed.
 */
export function SearchHome() {
  const { t, i18n } = useTranslation('search');
  const home = useSearchHome();

  if (home.isError && !home.data) {
    return (
      <div className={styles.home}>
        <ErrorState
          message={errorMessage(home.error, t)}
          onRetry={() => void home.refetch()}
          retrying={home.isFetching}
        />
        <VodChart />
      </div>
    );
  }

  const data = home.data;
  return (
    <div className={styles.home} data-testid="search-home">
      {!data ? (
        <RailSkeleton title={t('home.todayLives')} card="live" />
      ) : data.todayLives.length === 0 ? (
        <SearchSection id="search-today" title={t('home.todayLives')}>
          <EmptyState compact icon={<CalendarIcon size={28} />} message={t('home.todayLivesEmpty')} />
        </SearchSection>
      ) : (
        <Rail
          title={
            <span className={styles.railTitle}>
              {t('home.todayLives')}
              <span className={styles.date}>
                <CalendarIcon size={14} />
                {formatDate(`${data.date}T12:00:00+09:00`, i18n.language as Locale, { weekday: true })}
              </span>
            </span>
          }
        >
          {data.todayLives.map((live) => (
            <RailItem key={live.id}>
              <LiveCard live={live} />
            </RailItem>
          ))}
        </Rail>
      )}

      <VodChart />

      {data ? (
        <VodRail id="likes" title={t('home.likes')} vods={data.vodLikes} empty={t('home.likesEmpty')} />
      ) : (
        <RailSkeleton title={t('home.likes')} />
      )}
      {data ? (
        <VodRail id="news" title={t('home.news')} vods={data.vodNews} empty={t('home.newsEmpty')} />
      ) : (
        <RailSkeleton title={t('home.news')} />
      )}
    </div>
  );
}

interface VodRailProps {
  id: string;
  title: ReactNode;
  vods: VodItem[];
  empty: string;
}

function VodRail({ id, title, vods, empty }: VodRailProps) {
  if (vods.length === 0) {
    return (
      <SearchSection id={`search-${id}`} title={title}>
        <EmptyState compact message={empty} />
      </SearchSection>
    );
  }
  return (
    <Rail title={title}>
      {vods.map((vod) => (
        <RailItem key={vod.id}>
          <VodCard vod={vod} />
        </RailItem>
      ))}
    </Rail>
  );
}
