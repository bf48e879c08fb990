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
      {/* A CSS ring (styles/app-shell.css): PageLoader shows on guest pages, which load no PrimeReact. */}
      <span className="gl-loader__spinner" aria-hidden="true" />
      <span className="gl-visually-hidden">{text}</span>
    </div>
  );
}
