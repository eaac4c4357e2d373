import { type CSSProperties, type Key, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../i18n/react.js';
import styles from './BoardList.module.css';
import { cx } from './cx.js';
import { EmptyState } from './EmptyState.js';
import { ChevronDownIcon } from './icons.js';

export interface BoardColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content. Rows can be buttons, so keep it phrasing content (text, spans, icons, no links). */
  render: (row: T) => ReactNode;
  /** A CSS grid track, e.g. `96px` or `minmax(0, 1fr)` (the default). */
  width?: string;
  className?: string;
  /** Hidden at 590 px and below (e.g. a number or view-count column). */
  hideOnMobile?: boolean;
  align?: 'start' | 'center' | 'end';
}

export interface BoardListProps<T> {
  columns: BoardColumn<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  /** Column headers above the rows (hidden at 590 px and below). Default true. */
  showHeader?: boolean;
  /** Makes rows expandable: one open at a time, clicking the open row closes it (e.g. FAQ answers). */
  renderExpanded?: (row: T) => ReactNode;
  /** Defaults to the "no data" text. */
  emptyText?: string;
  /** Called on every row click (with or without expansion), e.g. to open a detail page. */
  onRowClick?: (row: T) => void;
  /** Accessible name of the list. */
  ariaLabel?: string;
  className?: string;
}

const DEFAULT_WIDTH = 'minmax(0, 1fr)';
const CHEVRON_WIDTH = '24px';

/**
 * Board list of spec §2/§4: columns, optional header, expandable rows, empty-state text.
 * The open row is remembered together with the `rows` array it belongs to, so a new `rows` array
 * (another page, category or search) closes it without an effect. Pass a stable array — query data
 * is — rather than one rebuilt on every render.
 */
export function BoardList<T>({
  columns,
  rows,
  rowKey,
  showHeader = true,
  renderExpanded,
  emptyText,
  onRowClick,
  ariaLabel,
  className,
}: BoardListProps<T>) {
  const baseId = useId();
  const [open, setOpen] = useState<{ rows: T[]; key: Key } | null>(null);
  const openKey = open?.rows === rows ? open.key : null;
  const expandable = renderExpanded !== undefined;
  const interactive = expandable || onRowClick !== undefined;

  const track = (list: BoardColumn<T>[]) =>
    [...list.map((c) => c.width ?? DEFAULT_WIDTH), ...(expandable ? [CHEVRON_WIDTH] : [])].join(' ');
  const gridStyle = {
    '--board-cols': track(columns),
    '--board-cols-mobile': track(columns.filter((c) => !c.hideOnMobile)),
  } as CSSProperties;

  const cells = (row: T | null) =>
    columns.map((column) => (
      <span
        key={column.key}
        className={cx(
          styles.cell,
          column.hideOnMobile && styles.hideOnMobile,
          column.align && styles[column.align],
          column.className,
        )}
      >
        {row === null ? column.header : column.render(row)}
      </span>
    ));

  const toggle = (row: T) => {
    if (expandable) {
      const key = rowKey(row);
      setOpen(openKey === key ? null : { rows, key });
    }
    onRowClick?.(row);
  };

  return (
    <div className={cx(styles.board, className)} style={gridStyle}>
      {showHeader && (
        <div className={cx(styles.grid, styles.header)}>
          {cells(null)}
          {expandable && <span aria-hidden="true" />}
        </div>
      )}
      {rows.length === 0 ? (
        <EmptyState compact message={emptyText} />
      ) : (
        <ul className={styles.rows} aria-label={ariaLabel}>
          {rows.map((row) => {
            const key = rowKey(row);
            const isOpen = expandable && key === openKey;
            const rowId = `${baseId}-row-${String(key)}`;
            const panelId = `${baseId}-panel-${String(key)}`;
            return (
              <li key={key} className={cx(styles.item, isOpen && styles.open)}>
                {interactive ? (
                  <button
                    type="button"
                    id={rowId}
                    className={cx(styles.grid, styles.row, styles.clickable)}
                    aria-expanded={expandable ? isOpen : undefined}
                    aria-controls={isOpen ? panelId : undefined}
                    onClick={() => toggle(row)}
                  >
                    {cells(row)}
                    {expandable && (
                      <span className={styles.chevron}>
                        <ChevronDownIcon size={18} />
                      </span>
                    )}
                  </button>
                ) : (
                  <div className={cx(styles.grid, styles.row)}>{cells(row)}</div>
                )}
                {isOpen && renderExpanded && (
                  <section id={panelId} aria-labelledby={rowId} className={styles.expanded}>
                    {renderExpanded(row)}
                  </section>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export interface BoardListSkeletonProps {
  /** As many rows as a page of the board holds (LIMITS.pagination.itemsPerPage by default). */
  rows?: number;
  showHeader?: boolean;
  className?: string;
}

/**
 * A BoardList's size while its first page loads: the header and a page of rows of the real rows'
 * height, so the page below (a call to action, the footer) does not jump when the answer arrives.
 */
export function BoardListSkeleton({ rows = 10, showHeader = true, className }: BoardListSkeletonProps) {
  const { t } = useTranslation('ui');
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx(styles.board, className)}
      style={{ '--board-cols': DEFAULT_WIDTH, '--board-cols-mobile': DEFAULT_WIDTH } as CSSProperties}
    >
      <span className="visually-hidden">{t('common.loading')}</span>
      {showHeader && <div className={cx(styles.grid, styles.header)} aria-hidden="true" />}
      <div className={styles.rows} aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <div key={i} className={styles.item}>
            <div className={cx(styles.grid, styles.row)}>
              <span className={styles.bone} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
