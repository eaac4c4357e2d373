import { CATALOGUE_LIMITS, LIMITS } from '@kickoff/contract';
import { useState } from 'react';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { ChevronLeftIcon, ChevronRightIcon, TrophyIcon } from '../../../ui/icons.js';
import { VodCard } from '../../catalogue/index.js';
import { useVodChart } from '../api/use-vod-chart.js';
import { CardSkeletons, SearchSection } from './SearchSection.js';
import styles from './VodChart.module.css';

const PER_PAGE = LIMITS.searchChartPageItems;
/** 40 places, 8 a page: 5 pages unless the catalogue holds fewer VODs. */
const MAX_PAGES = CATALOGUE_LIMITS.chartPlaces / PER_PAGE;

/**
 * The VOD ranking by views (GET /vod/chart): 8 places a page (spec §9), up to 40. A big rank number
 * beside each card (the top three in medal colours); previous/next buttons and one dot per page (1–8位, 9–16位 …) turn the pages.
 */
export function VodChart({ title }: { title?: string }) {
  const { t } = useTranslation('search');
  const [page, setPage] = useState(1);
  const chart = useVodChart(page);
  const totalPages = Math.min(chart.data?.totalPage ?? MAX_PAGES, MAX_PAGES);
  const from = (page - 1) * PER_PAGE + 1;
  const to = from + (chart.data?.list.length ?? PER_PAGE) - 1;
  const go = (target: number) => setPage(Math.min(Math.max(1, target), Math.max(1, totalPages)));
  const hasPages = totalPages > 1 && (chart.data?.total ?? 0) > 0;

  return (
    <SearchSection
      id="search-chart"
      className={styles.chart}
      title={
        <>
          <TrophyIcon size={20} className={styles.icon} />
          {title ?? t('chart.title')}
        </>
      }
      aside={chart.data && chart.data.total > 0 ? t('chart.range', { from, to }) : undefined}
      tools={
        hasPages ? (
          <nav className={styles.pager} aria-label={t('chart.pager')}>
            <button
              type="button"
              className={styles.step}
              onClick={() => go(page - 1)}
              disabled={page <= 1}
              aria-label={t('chart.prev', { count: LIMITS.searchChartPageItems })}
            >
              <ChevronLeftIcon size={18} />
            </button>
            <ol className={styles.dots}>
              {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
                <li key={n}>
                  <button
                    type="button"
                    className={cx(styles.dot, n === page && styles.current)}
                    aria-current={n === page ? 'page' : undefined}
                    aria-label={`${n}: ${t('chart.page', { from: (n - 1) * PER_PAGE + 1, to: n * PER_PAGE })}`}
                    onClick={() => go(n)}
                  >
                    {n}
                  </button>
                </li>
              ))}
            </ol>
            <button
              type="button"
              className={styles.step}
              onClick={() => go(page + 1)}
              disabled={page >= totalPages}
              aria-label={t('chart.next', { count: LIMITS.searchChartPageItems })}
            >
              <ChevronRightIcon size={18} />
            </button>
          </nav>
        ) : undefined
      }
    >
      <QueryState
        query={chart}
        pending={<CardSkeletons count={PER_PAGE} />}
        compact
        isEmpty={(data) => data.list.length === 0}
        emptyMessage={t('chart.empty')}
      >
        {(data) => (
          <ol
            className={cx(styles.list, chart.isPlaceholderData && styles.busy)}
            start={from}
            aria-label={t('chart.title')}
            aria-busy={chart.isPlaceholderData}
            data-testid="search-chart-list"
          >
            {data.list.map((vod) => (
              <li
                key={vod.id}
                className={cx(styles.entry, vod.rank <= 3 && styles[`top${vod.rank}`])}
                data-testid={`chart-rank-${vod.rank}`}
              >
                <span className={styles.rank}>
                  <span aria-hidden="true">{vod.rank}</span>
                  <span className="visually-hidden">{t('chart.rank', { rank: vod.rank })}</span>
                </span>
                <VodCard vod={vod} className={styles.card} />
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </SearchSection>
  );
}
