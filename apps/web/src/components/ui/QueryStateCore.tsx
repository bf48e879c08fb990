import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';

/** What QueryState reads of a TanStack query (a `useQuery` result fits, and so do combined ones). */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
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

export interface QueryStateCoreProps<T> {
  query: QueryLike<T>;
  /** Shown until the first answer. */
  loading: ReactNode;
  /** The failure in the caller's look, with `retry` to ask again. */
  error: (error: unknown, retry: () => void) => ReactNode;
  /** Shown instead of the error when the address names nothing (`isMissing`, by default 404 or 400). */
  notFound?: ReactNode;
  isMissing?: (error: unknown) => boolean;
  /** Shown above the error and not-found states (e.g. the way back), not while loading. */
  aboveProblem?: ReactNode;
  /** Whether the answer has nothing to show; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** The content, once there is data; without it only the loading and error states render. */
  children?: (data: T) => ReactNode;
}

/**
 * QueryState's decisions without its look, for pages that load no PrimeReact (the guest menu):
 * the loader until the first answer, the error (or `notFound`), `empty`, then the content. Data
 * already shown stays while a later refresh fails.
 */
export function QueryStateCore<T>({
  query,
  loading,
  error,
  notFound,
  isMissing = isNotFound,
  aboveProblem,
  isEmpty,
  empty = null,
  children,
}: QueryStateCoreProps<T>) {
  if (query.data === undefined) {
    if (!query.error) return loading;
    return (
      <>
        {aboveProblem}
        {notFound && isMissing(query.error) ? notFound : error(query.error, () => void query.refetch())}
      </>
    );
  }
  if (isEmpty?.(query.data)) return empty;
  return children ? children(query.data) : null;
}
