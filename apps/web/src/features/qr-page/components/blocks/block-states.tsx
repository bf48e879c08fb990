import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';

/** A block's part still loading: a small ring in the page's colours, read as "Loading…". */
export function BlockLoading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <p className="qp-loading" role="status">
      <span className="qp-loading__ring" aria-hidden="true" />
      <span className="gl-visually-hidden">{label ?? t('app.loading')}</span>
    </p>
  );
}

/** What went wrong inside a block, and Try again; the rest of the page is unaffected. */
export function BlockError({
  error,
  message,
  retry,
}: {
  error?: unknown;
  message?: string;
  retry?: () => void;
}) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  return (
    <div className="qp-block-error">
      <p className="qp-info__error" role="alert">
        {message ?? errorMessage(error)}
      </p>
      {retry ? (
        <button type="button" className="qp-button qp-button--small qp-button--quiet" onClick={retry}>
          <span className="qp-button__label">{t('actions.retry')}</span>
        </button>
      ) : null}
    </div>
  );
}
