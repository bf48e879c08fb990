import { isLanguage, isRtl } from '@guestloop/contracts';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './chart-panel.css';

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
  /**
   * The numbers behind the chart as a table: for screen readers while the chart shows, on screen
   * in table view. A function is told whether the table is on screen (links only then).
   */
  table: ReactNode | ((shown: boolean) => ReactNode);
  /** Shown while chart.js loads. */
  loadingLabel: string;
  /** The word of the table-view switch; without it the chart has no switch. */
  tableViewLabel?: string;
  /** Beside the title: e.g. the table's downloads. */
  actions?: ReactNode;
  /** A line under the chart, e.g. that a bar opens its reviews. */
  hint?: string;
  /** The drawing's height (CSS), e.g. by the number of bars of a horizontal chart. */
  height?: string;
  className?: string;
}

/**
 * A titled chart: the canvas is an image described by `summary`, the data follow as a hidden
 * table, and `tableViewLabel` offers the table on screen instead of the picture.
 */
export function ChartPanel({
  id,
  title,
  summary,
  type,
  data,
  options,
  table,
  loadingLabel,
  tableViewLabel,
  actions,
  hint,
  height,
  className,
}: ChartPanelProps) {
  const { i18n } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const render = (shown: boolean) => (typeof table === 'function' ? table(shown) : table);
  const rtl = isLanguage(i18n.language) && isRtl(i18n.language);
  const drawn = stillIfAsked(rtl ? mirrored(options) : options, prefersReducedMotion());
  return (
    <section className={`gl-panel gl-chart ${className ?? ''}`.trim()} aria-labelledby={id}>
      <div className="gl-chart__head">
        <h2 id={id}>{title}</h2>
        <div className="gl-chart__actions">
          {actions}
          {tableViewLabel ? (
            <button
              type="button"
              className="gl-chart__switch"
              aria-pressed={asTable}
              aria-controls={tableId}
              onClick={() => setAsTable(!asTable)}
            >
              <span className="pi pi-table" aria-hidden="true" />
              <span className="gl-chart__switch-text">{tableViewLabel}</span>
            </button>
          ) : null}
        </div>
      </div>
      {asTable ? (
        <div id={tableId} className="gl-chart__table">
          {render(true)}
        </div>
      ) : (
        <>
          <div
            className="gl-chart__canvas"
            role="img"
            aria-label={summary}
            style={height ? { height } : undefined}
          >
            <Suspense fallback={<span className="gl-chart__muted">{loadingLabel}</span>}>
              <Chart
                type={type}
                data={data}
                options={drawn}
                style={{ height: '100%' }}
                // The drawing's box above is the image and says what it shows; the canvas is its pixels.
                pt={{ canvas: { role: 'presentation' } }}
              />
            </Suspense>
          </div>
          <div id={tableId} className="gl-visually-hidden">
            {render(false)}
          </div>
          {hint ? <p className="gl-chart__hint">{hint}</p> : null}
        </>
      )}
    </section>
  );
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/**
 * A reader who asked for less motion sees the chart drawn at once: bars and lines do not grow
 * into place (and a picture taken of the page shows the final figures).
 */
export function stillIfAsked(options: object, reduce: boolean): object {
  return reduce ? { ...options, animation: false } : options;
}

type Scale = { position?: string; reverse?: boolean };
type Options = {
  scales?: Record<string, Scale>;
  plugins?: Record<string, object>;
  layout?: { padding?: unknown };
};

/** Room for the last label of a reversed time axis, which Chart.js draws past the left edge. */
const RTL_EDGE_PADDING = 28;

/**
 * Right to left: time runs from the right and the category labels stand on the right; a
 * horizontal bar chart's bars grow leftwards (its categories keep their order, top to bottom).
 * Any other axis set on the right moves to the left, and the left edge keeps room for the last
 * label (unless the chart sets its own padding).
 */
export function mirrored(options: object): object {
  const source = options as Options;
  const scales: Record<string, Scale> = {};
  for (const [id, scale] of Object.entries(source.scales ?? {})) {
    scales[id] = scale.position === 'right' ? { ...scale, position: 'left' } : { ...scale };
  }
  // Vertical charts: x is time or categories, y the values; horizontal ones: x the values, y the categories.
  scales.x = { ...scales.x, reverse: true };
  scales.y = { ...scales.y, position: 'right' };
  const plugins = { ...source.plugins };
  plugins.legend = { ...plugins.legend, rtl: true };
  plugins.tooltip = { ...plugins.tooltip, rtl: true };
  const layout = { padding: { left: RTL_EDGE_PADDING }, ...source.layout };
  return { ...source, scales, plugins, layout };
}
