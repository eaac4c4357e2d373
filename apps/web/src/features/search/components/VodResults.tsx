import type { Page, VodItem } from '@kickoff/contract';
import { SEARCH_VOD_SORTS } from '@kickoff/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { errorMessage } from '../../../core/error-message.js';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { cx } from '../../../ui/cx.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { CheckCircleIcon, ChevronDownIcon } from '../../../ui/icons.js';
import { VodCard } from '../../catalogue/index.js';
import type { SearchVodSort } from '../api/search-keys.js';
import type { useSearchVods } from '../api/use-search-vods.js';
import { CardGrid, CardSkeletons, SearchSection } from './SearchSection.js';
import styles from './VodResults.module.css';

interface VodResultsProps {
  query: ReturnType<typeof useSearchVods>;
  sort: SearchVodSort;
  onSort: (sort: SearchVodSort) => void;
}

/** Every VOD of the pages loaded so far, in order. */
export function loadedVods(data: InfiniteData<Page<VodItem>> | undefined): VodItem[] {
  return data?.pages.flatMap((page) => page.list) ?? [];
}

/**
 * The VOD results: a grid, a sort (newest, most viewed, most liked) and 「もっと見る」, which appends
 * the next page under the ones shown and goes away on the last page.
 */
export function VodResults({ query, sort, onSort }: VodResultsProps) {
  const { t } = useTranslation('search');
  const vods = loadedVods(query.data);
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <SearchSection
      id="search-vods"
      title={t('results.vods')}
      aside={query.data ? t('results.count', { count: total }) : undefined}
      tools={
        <fieldset className={styles.sort}>
          <legend className="visually-hidden">{t('sort.label')}</legend>
          {SEARCH_VOD_SORTS.map((key) => (
            <button
              key={key}
              type="button"
              className={cx(styles.sortButton, key === sort && styles.sortCurrent)}
              aria-pressed={key === sort}
              onClick={() => key !== sort && onSort(key)}
            >
              {t(`sort.${key}`)}
            </button>
          ))}
        </fieldset>
      }
    >
      <QueryState query={query} pending={<CardSkeletons count={8} />} compact>
        {() => (
          <>
            <CardGrid busy={query.isPlaceholderData} label={t('results.vods')} testId="search-vod-list">
              {vods.map((vod) => (
                <li key={vod.id} data-testid={`search-vod-${vod.id}`}>
                  <VodCard vod={vod} />
                </li>
              ))}
            </CardGrid>
            <footer className={styles.footer}>
              <p className={styles.progress} aria-live="polite">
                {t('results.shown', { shown: vods.length, total })}
              </p>
              {query.isFetchNextPageError ? (
                <ErrorState
                  compact
                  message={errorMessage(query.error, t)}
                  onRetry={() => void query.fetchNextPage()}
                  retrying={query.isFetchingNextPage}
                />
              ) : query.hasNextPage ? (
                <Button
                  variant="secondary"
                  className={styles.more}
                  loading={query.isFetchingNextPage}
                  disabled={query.isPlaceholderData}
                  icon={<ChevronDownIcon size={18} />}
                  onClick={() => void query.fetchNextPage()}
                >
                  {t('results.more')}
                </Button>
              ) : vods.length > 0 && (query.data?.pages.length ?? 0) > 1 ? (
                <p className={styles.end}>
                  <CheckCircleIcon size={16} />
                  {t('results.end')}
                </p>
              ) : null}
            </footer>
          </>
        )}
      </QueryState>
    </SearchSection>
  );
}
