import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.js';
import { EmptyState } from '../ui/EmptyState.js';
import { ErrorState } from '../ui/ErrorState.js';
import { LoadingBlock } from '../ui/Spinner.js';
import { errorMessage } from './error-message.js';

/** What QueryState reads of a query: any `useQuery` or `useInfiniteQuery` result fits, and so does a Pick of one. */
export interface QueryStateQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryStateQuery<T>;
  /** Shown while the first answer is on its way: a skeleton shaped like the content (the loading block by default). */
  pending?: ReactNode;
  /** The loading block's height while pending (LoadingBlock's 240 px by default). */
  minHeight?: string;
  /** The compact error and empty states (inside a card or a step). */
  compact?: boolean;
  /** A class for the error state and the default empty state (a framed card, margins). */
  stateClassName?: string;
  /** The retry button's text (the error state's "try again" by default). */
  retryLabel?: string;
  /** When the answer counts as empty, and what is said then ("no data" by default) … */
  isEmpty?: (data: T) => boolean;
  emptyMessage?: ReactNode;
  /** … or an EmptyState of its own (icon, hint, action) shown instead. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The query-state ladder every screen writes: pending → the loading block (or `pending`), error → the
 * error state with the member's message and a retry (busy while it refetches), empty → the empty state,
 * else `children`. An answer already on screen stays there when a later refetch fails: the error state
 * is for a query with nothing to show.
 */
export function QueryState<T>({
  query,
  pending,
  minHeight,
  compact,
  stateClassName,
  retryLabel,
  isEmpty,
  emptyMessage,
  empty,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  const { data } = query;
  if (data === undefined) {
    if (query.isError) {
      return (
        <ErrorState
          compact={compact}
          className={stateClassName}
          message={errorMessage(query.error, t)}
          onRetry={() => void query.refetch()}
          retryLabel={retryLabel}
          retrying={query.isFetching}
        />
      );
    }
    return pending === undefined ? <LoadingBlock minHeight={minHeight} /> : pending;
  }
  if (isEmpty?.(data)) {
    if (empty !== undefined) return empty;
    return <EmptyState compact={compact} className={stateClassName} message={emptyMessage} />;
  }
  return children(data);
}
