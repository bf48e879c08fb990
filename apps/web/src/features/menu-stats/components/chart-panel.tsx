import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// chart.js loads with the first chart, not with the console.
const Chart = lazy(() => import('primereact/chart').then((m) => ({ default: m.Chart })));

export interface ChartPanelProps {
  id: string;
  title: string;
  /** One sentence saying what the chart shows, read instead of the picture. */
  summary: string;
  type: 'line' | 'bar';
  data: object;
  options: object;
  /** The numbers behind the chart, as a table for screen readers. */
  table: ReactNode;
  className?: string;
}

/** A titled chart: the canvas is an image described by `summary`; the data follow as a hidden table. */
export function ChartPanel({ id, title, summary, type, data, options, table, className }: ChartPanelProps) {
  const { t } = useTranslation('menu-stats');
  return (
    <section className={`gl-panel gl-ms-chart ${className ?? ''}`.trim()} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="gl-ms-chart__canvas" role="img" aria-label={summary}>
        <Suspense fallback={<span className="gl-ms-muted">{t('chartLoading')}</span>}>
          <Chart type={type} data={data} options={options} style={{ height: '100%' }} />
        </Suspense>
      </div>
      <div className="gl-visually-hidden">{table}</div>
    </section>
  );
}

/** The colours of the charts, from the theme when it defines them. */
export function chartColors() {
  const style = typeof window === 'undefined' ? null : getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style?.getPropertyValue(name).trim() || fallback;
  return {
    primary: read('--primary-color', '#0e7c66'),
    secondary: read('--gl-chart-secondary', '#f59e0b'),
    grid: read('--surface-border', '#e5e7eb'),
    text: read('--text-color-secondary', '#4b5563'),
  };
}

/** A see-through shade of a #rrggbb colour, for the area under a line; other colours stay as they are. */
export function translucent(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}22` : color;
}
