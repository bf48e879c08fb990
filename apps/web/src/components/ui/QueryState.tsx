import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { ErrorState } from './ErrorState';
import { PageLoader } from './PageLoader';

/** What QueryState reads of a TanStack query (a `useQuery` result fits, and so do combined ones). */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Read by screen readers while loading; "Loading…" by default. */
  loadingLabel?: string;
  /** Shown while loading instead of the spinner (e.g. a skeleton of the content). */
  loading?: ReactNode;
  /** The heading of the error; "Something went wrong" by default. */
  errorTitle?: string;
  /** Shown instead of the error when the address names nothing (404, or 400 for a malformed id). */
  notFound?: ReactNode;
  /** Shown above the error and not-found states (e.g. the way back), not while loading. */
  aboveProblem?: ReactNode;
  /** Whether the answer has nothing to show; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** The content, once there is data; without it only the loading and error states render. */
  children?: (data: T) => ReactNode;
}

type DataOf<Q> = Q extends QueryLike<infer D> ? Exclude<D, undefined> : never;

/**
 * Several queries read as one for QueryState: data once every one has answered, the first error,
 * and "Try again" asks again for the ones that failed.
 */
export function allQueries<const Q extends readonly QueryLike<unknown>[]>(
  ...queries: Q
): QueryLike<{ -readonly [K in keyof Q]: DataOf<Q[K]> }> {
  const ready = queries.every((query) => query.data !== undefined);
  return {
    data: ready
      ? (queries.map((query) => query.data) as { -readonly [K in keyof Q]: DataOf<Q[K]> })
      : undefined,
    error: queries.find((query) => query.error)?.error ?? null,
    refetch: () => Promise.all(queries.filter((query) => query.error).map((query) => query.refetch())),
  };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * The states of a page's data in one place: a loader until the first answer, the error in words
 * with "Try again" (or `notFound`), `empty` for an answer with nothing in it, then the content.
 * Data already shown stays while a later refresh fails.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  loading,
  errorTitle,
  notFound,
  aboveProblem,
  isEmpty,
  empty = null,
  children,
}: QueryStateProps<T>) {
  const errorMessage = useErrorMessage();
  if (query.data === undefined) {
    if (!query.error) return loading ?? <PageLoader label={loadingLabel} />;
    return (
      <>
        {aboveProblem}
        {notFound && isNotFound(query.error) ? (
          notFound
        ) : (
          <ErrorState
            title={errorTitle}
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        )}
      </>
    );
  }
  if (isEmpty?.(query.data)) return empty;
  return children ? children(query.data) : null;
}
