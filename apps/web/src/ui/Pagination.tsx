import { LIMITS, normalizePage, pageGroup } from '@kickoff/contract';
import { useState } from 'react';
import { useTranslation } from '../i18n/react.js';
import { cx } from './cx.js';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.js';
import styles from './Pagination.module.css';

/**
 * The visible prev/next labels are Japanese in every language (spec §2: "Pagination control with
 * Japanese prev and next labels"); only their aria-labels are translated.
 */
export const PAGINATION_PREV_LABEL = '前へ';
export const PAGINATION_NEXT_LABEL = '次へ';

export interface PaginationProps {
  /** Current page, 1-based. May come straight from a URL query: invalid values are ignored. */
  page: number | string | null | undefined;
  totalPages: number;
  /** Called with a valid page other than the current one. */
  onChange: (page: number) => void;
  className?: string;
}

/**
 * Pagination of spec §4/§5/§9, on the shared rules of `@kickoff/contract` (pagination.ts): five page
 * numbers per group, and 「前へ」「次へ」 go to `pageGroup`'s prevPage / nextPage (one page back or
 * forward); the group shown is always the one holding the current page, so it is recalculated when
 * that step leaves it (12 pages: 1–5; 次へ from 5 → 6 showing 6–10; 前へ from 6 → 5 showing 1–5).
 * A `page` below 1, above the total or not a number is ignored: the control keeps showing the last
 * valid page and never calls `onChange` with such a value.
 *
 * Like most Japanese boards, a single page still shows its "1", so a list's footer looks the same
 * whatever the count; with no pages at all (an empty board showing its empty text) nothing is
 * rendered. 「前へ」 on the first page and 「次へ」 on the last are absent for assistive tech and
 * clicks, but keep their space so the numbers never shift under the pointer.
 */
export function Pagination({ page, totalPages, onChange, className }: PaginationProps) {
  const { t } = useTranslation('ui');
  const total = Number.isFinite(totalPages) ? Math.max(0, Math.floor(totalPages)) : 0;
  const requested = normalizePage(page, total);
  const [lastValid, setLastValid] = useState<number>(requested ?? 1);
  if (requested !== null && requested !== lastValid) setLastValid(requested);
  if (total < 1) return null;

  const group = pageGroup(requested ?? lastValid, total, LIMITS.pagination.pagesPerGroup);
  const current = group.current;
  const go = (target: number | null) => {
    const valid = normalizePage(target, total);
    if (valid !== null && valid !== current) onChange(valid);
  };

  return (
    <nav aria-label={t('pagination.label')} className={cx(styles.pagination, className)}>
      <button
        type="button"
        className={cx(styles.step, styles.prev, !group.hasPrev && styles.absent)}
        aria-label={`${PAGINATION_PREV_LABEL} ${t('pagination.prev')}`}
        aria-hidden={!group.hasPrev || undefined}
        disabled={!group.hasPrev}
        onClick={() => go(group.prevPage)}
      >
        <ChevronLeftIcon size={16} />
        <span>{PAGINATION_PREV_LABEL}</span>
      </button>
      <ol className={styles.pages}>
        {group.pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={cx(styles.page, n === current && styles.current)}
              aria-label={t('pagination.page', { page: n })}
              aria-current={n === current ? 'page' : undefined}
              onClick={() => go(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={cx(styles.step, styles.next, !group.hasNext && styles.absent)}
        aria-label={`${PAGINATION_NEXT_LABEL} ${t('pagination.next')}`}
        aria-hidden={!group.hasNext || undefined}
        disabled={!group.hasNext}
        onClick={() => go(group.nextPage)}
      >
        <span>{PAGINATION_NEXT_LABEL}</span>
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
}
