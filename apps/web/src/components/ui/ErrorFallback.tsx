import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import '@/styles/console.css';
import { BrandMark } from './BrandLogo';

export interface ErrorFallbackProps {
  /** Reloads the page by default. */
  onReload?: () => void;
}

/** What a user sees when a page crashed: no technical message, one way out. */
export function ErrorFallback({ onReload = () => window.location.reload() }: ErrorFallbackProps) {
  const { t } = useTranslation('common');
  return (
    <main className="gl-fallback" id="main">
      <section className="gl-card gl-card--state gl-state" role="alert" aria-labelledby="gl-fallback-title">
        <BrandMark size={48} />
        <h1 className="gl-state__title" id="gl-fallback-title">
          {t('error.title')}
        </h1>
        <p className="gl-state__message">{t('error.boundaryMessage')}</p>
        <div className="gl-state__actions">
          <Button label={t('actions.reload')} icon="pi pi-refresh" onClick={onReload} autoFocus />
        </div>
      </section>
    </main>
  );
}
