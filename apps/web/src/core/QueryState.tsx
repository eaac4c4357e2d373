import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../ui/EmptyState.js';
import { ErrorState } from '../ui/ErrorState.js';
import { LoadingBlock } from '../ui/Spinner.js';
import { errorMessage } from './error-message.js';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** The loading block's height while pending (LoadingBlock's 240 px by default). */
  minHeight?: string;
  /** The compact error state (inside a card or a step). */
  compact?: boolean;
  /** When the answer counts as empty, and what is said then. */
  isEmpty?: (data: T) => boolean;
  emptyMessage?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The query-state ladder every screen writes: pending → the loading block, error → the error state with
 * the member's message and a retry (busy while it refetches), empty → the empty state, else `children`.
 */
export function QueryState<T>({
  query,
  minHeight,
  compact,
  isEmpty,
  emptyMessage,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingBlock minHeight={minHeight} />;
  if (query.isError) {
    return (
      <ErrorState
        compact={compact}
        message={errorMessage(query.error, t)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (isEmpty?.(query.data)) return <EmptyState message={emptyMessage} />;
  return children(query.data);
}
