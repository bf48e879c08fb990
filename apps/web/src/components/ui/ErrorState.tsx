import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ErrorStateProps {
  title?: string;
  message: ReactNode;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
}

export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <section className="gl-state gl-state--error" role="alert">
      <span className="gl-state__icon pi pi-exclamation-triangle" aria-hidden="true" />
      <h1 className="gl-state__title">{title ?? t('error.title')}</h1>
      <p className="gl-state__message">{message}</p>
      {onRetry ? (
        <div className="gl-state__actions">
          <Button label={t('actions.retry')} icon="pi pi-refresh" onClick={onRetry} />
        </div>
      ) : null}
    </section>
  );
}
