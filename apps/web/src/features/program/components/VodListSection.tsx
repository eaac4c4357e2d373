import type { ReactNode } from 'react';
import { SectionHead } from '../../../ui/SectionHead.js';
import { VodGrid, type VodListQuery } from './VodGrid.js';
import styles from './VodListSection.module.css';

export interface VodListSectionProps {
  query: VodListQuery;
  page: number;
  onPage: (page: number, options?: { replace?: boolean }) => void;
  /** The section's heading, also the grid's accessible name. */
  title: string;
  emptyMessage: ReactNode;
  /** Filters beside the heading; with them the heading is shown, without it is for screen readers only. */
  filters?: ReactNode;
  className?: string;
}

/** The list part of a /detail screen: its heading and a page of VOD cards (states and pagination included). */
export function VodListSection({
  query,
  page,
  onPage,
  title,
  emptyMessage,
  filters,
  className,
}: VodListSectionProps) {
  return (
    <section className={className} aria-labelledby="detail-list-title">
      {filters ? (
        <SectionHead id="detail-list-title" title={title} tools={filters} className={styles.head} />
      ) : (
        <h2 id="detail-list-title" className="visually-hidden">
          {title}
        </h2>
      )}
      <VodGrid query={query} page={page} onPage={onPage} emptyMessage={emptyMessage} label={title} />
    </section>
  );
}
