import type { ReactNode } from 'react';
import { useErrorMessage } from '@/lib/errors';
import { ErrorState } from './ErrorState';
import { PageLoader } from './PageLoader';
import { QueryStateCore, type QueryStateCoreProps } from './QueryStateCore';

export { allQueries, isNotFound, type QueryLike } from './QueryStateCore';

export interface QueryStateProps<T> extends Omit<QueryStateCoreProps<T>, 'loading' | 'error'> {
  /** Read by screen readers while loading; "Loading…" by default. */
  loadingLabel?: string;
  /** Shown while loading instead of the spinner (e.g. a skeleton of the content). */
  loading?: ReactNode;
  /** The heading of the error; "Something went wrong" by default. */
  errorTitle?: string;
}

/**
 * The states of a page's data in one place: a loader until the first answer, the error in words
 * with "Try again" (or `notFound`), `empty` for an answer with nothing in it, then the content.
 * Data already shown stays while a later refresh fails.
 */
export function QueryState<T>({ loadingLabel, loading, errorTitle, ...states }: QueryStateProps<T>) {
  const errorMessage = useErrorMessage();
  return (
    <QueryStateCore
      {...states}
      loading={loading ?? <PageLoader label={loadingLabel} />}
      error={(error, retry) => (
        <ErrorState title={errorTitle} message={errorMessage(error)} onRetry={retry} />
      )}
    />
  );
}
