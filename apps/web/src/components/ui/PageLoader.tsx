import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';

export interface PageLoaderProps {
  /** What is loading, read by screen readers; "Loading…" by default. */
  label?: string;
  /** Fill the whole viewport (start-up, route changes) instead of the parent. */
  fullScreen?: boolean;
}

export function PageLoader({ label, fullScreen = false }: PageLoaderProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('app.loading');
  return (
    <div className={`gl-loader${fullScreen ? ' gl-loader--full' : ''}`} role="status" aria-live="polite">
      <ProgressSpinner className="gl-loader__spinner" strokeWidth="4" aria-hidden="true" />
      <span className="gl-visually-hidden">{text}</span>
    </div>
  );
}
