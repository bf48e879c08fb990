import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryLike, QueryStateCore } from '@/components/ui/QueryStateCore';
import { useErrorMessage } from '@/lib/errors';

export interface StateMessageProps {
  icon: string;
  title: string;
  message?: string;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}

/** A whole guest page's state (nothing here, unavailable, failed): its title is the page's h1. */
export function StateMessage({ icon, title, message, action, tone = 'neutral' }: StateMessageProps) {
  return (
    <div className={`gm-state gm-state--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <span className="gm-state__icon" aria-hidden="true">
        <i className={`pi ${icon}`} />
      </span>
      <h1 className="gm-state__title">{title}</h1>
      {message ? <p className="gm-state__message">{message}</p> : null}
      {action}
    </div>
  );
}

export interface GuestQueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown until the first answer (a skeleton of the page, or the pay pages' spinner). */
  loading: ReactNode;
  /** Shown instead of the failure when the address names nothing (`isMissing`, by default 404 or 400). */
  notFound?: ReactNode;
  isMissing?: (error: unknown) => boolean;
  /** `page`: the failure is the page's heading; `inline`: an alert inside a card (pay pages' styles). */
  look?: 'page' | 'inline';
  /** The problem states bring their own main landmark (a page drawn without the guest frame). */
  ownMain?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The guest pages' loading, failed ("Try again") and not-found states, in their own look: the
 * shared QueryStateCore decides which, so the guest menu follows the console's QueryState
 * (e.g. an order already on screen stays there when one refresh fails) without loading PrimeReact.
 */
export function GuestQueryState<T>({
  query,
  loading,
  notFound,
  isMissing,
  look = 'page',
  ownMain = false,
  children,
}: GuestQueryStateProps<T>) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const frame = (problem: ReactNode) =>
    ownMain ? (
      <main className="gm-main gm-main--state" id="main">
        {problem}
      </main>
    ) : (
      problem
    );
  const failed = (error: unknown, retry: () => void) =>
    look === 'inline' ? (
      <div className="pay-alert" role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        <p>{errorMessage(error)}</p>
        <button type="button" className="gm-button gm-button--secondary" onClick={retry}>
          {t('actions.retry')}
        </button>
      </div>
    ) : (
      frame(
        <StateMessage
          icon="pi-wifi"
          tone="error"
          title={t('error.loadFailed')}
          message={errorMessage(error)}
          action={
            <button type="button" className="gm-button gm-button--primary" onClick={retry}>
              {t('actions.retry')}
            </button>
          }
        />,
      )
    );
  return (
    <QueryStateCore
      query={query}
      loading={loading}
      error={failed}
      notFound={notFound === undefined ? undefined : frame(notFound)}
      isMissing={isMissing}
    >
      {children}
    </QueryStateCore>
  );
}
