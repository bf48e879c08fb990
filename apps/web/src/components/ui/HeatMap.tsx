import { type ReactNode, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import './chart-panel.css';
import './heat-map.css';

export interface HeatMapAxis {
  label: string;
  /** Written in a narrow head; the full label stays for screen readers. */
  short: string;
}

export interface HeatMapProps {
  id: string;
  title: string;
  /** One sentence saying what the map shows (the caption of its table). */
  summary: string;
  /** The map's rows (e.g. weekdays) and columns (e.g. hours). */
  rows: readonly HeatMapAxis[];
  columns: readonly HeatMapAxis[];
  /** values[row][column]: how strong the cell is. */
  values: readonly (readonly number[])[];
  /** A cell in words ("Friday, 19:00: 12 reviews, 3 bad"). */
  describe(row: number, column: number): string;
  /** Where a cell leads (its drill-down), or null. */
  href?(row: number, column: number): string | null;
  /** Words from the caller: the legend's ends and the table-view switch. */
  texts: { fewer: string; more: string; tableView: string };
  /** Label every n-th column head on a wide screen (hours: every third). */
  labelEvery?: number;
  actions?: ReactNode;
  hint?: string;
}

/**
 * A grid of cells shaded by their values, as a real table: on a phone it turns on its side (the
 * columns become rows) so it fits. A click opens a cell's link; in table view the numbers show
 * and each cell is a link a keyboard reaches.
 */
export function HeatMap(props: HeatMapProps) {
  const { id, title, summary, rows, columns, values, texts, actions, hint } = props;
  const phone = useMediaQuery(PHONE_QUERY);
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const max = Math.max(0, ...values.flat());
  // On a phone the hours run down the page and the days across it.
  const down = phone ? columns : rows;
  const across = phone ? rows : columns;
  const at = (d: number, a: number) => (phone ? { row: a, column: d } : { row: d, column: a });
  const every = phone ? 1 : (props.labelEvery ?? 1);

  return (
    <section className="gl-panel gl-heat" aria-labelledby={id}>
      <div className="gl-chart__head">
        <h2 id={id}>{title}</h2>
        <div className="gl-chart__actions">
          {actions}
          <button
            type="button"
            className="gl-chart__switch"
            aria-pressed={asTable}
            aria-controls={tableId}
            onClick={() => setAsTable(!asTable)}
          >
            <span className="pi pi-table" aria-hidden="true" />
            <span className="gl-chart__switch-text">{texts.tableView}</span>
          </button>
        </div>
      </div>
      <div className="gl-heat__scroll">
        <table id={tableId} className={`gl-heat__table${asTable ? ' gl-heat__table--numbers' : ''}`}>
          <caption className="gl-visually-hidden">{summary}</caption>
          <thead>
            <tr>
              <td />
              {across.map((axis, a) => (
                <th key={axis.label} scope="col" className="gl-heat__col">
                  <span aria-hidden="true">{a % every === 0 ? axis.short : ''}</span>
                  <span className="gl-visually-hidden">{axis.label}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {down.map((axis, d) => (
              <tr key={axis.label}>
                <th scope="row" className="gl-heat__row">
                  <span aria-hidden="true">{axis.short}</span>
                  <span className="gl-visually-hidden">{axis.label}</span>
                </th>
                {across.map((other, a) => {
                  const { row, column } = at(d, a);
                  return (
                    <HeatCell
                      key={other.label}
                      value={values[row]?.[column] ?? 0}
                      max={max}
                      words={props.describe(row, column)}
                      href={props.href?.(row, column) ?? null}
                      asTable={asTable}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="gl-heat__legend" aria-hidden="true">
        <span>{texts.fewer}</span>
        <span className="gl-heat__ramp" />
        <span>{texts.more}</span>
      </div>
      {hint ? <p className="gl-chart__hint">{hint}</p> : null}
    </section>
  );
}

function HeatCell({
  value,
  max,
  words,
  href,
  asTable,
}: {
  value: number;
  max: number;
  words: string;
  href: string | null;
  asTable: boolean;
}) {
  const navigate = useNavigate();
  // Never fully blank once there is one: a single review still shows.
  const strength = max > 0 && value > 0 ? Math.round(12 + (value / max) * 88) : 0;
  const style = { '--gl-heat': `${strength}%` } as React.CSSProperties;
  const strong = strength > 55 ? ' gl-heat__cell--strong' : '';
  const link = href && value > 0 ? href : null;
  if (asTable) {
    return (
      <td className={`gl-heat__cell${strong}`} style={style}>
        {link ? (
          <Link to={link} aria-label={words}>
            {value}
          </Link>
        ) : (
          <>
            <span aria-hidden="true">{value}</span>
            <span className="gl-visually-hidden">{words}</span>
          </>
        )}
      </td>
    );
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches the same links in table view
    <td
      className={`gl-heat__cell${strong}${link ? ' gl-heat__cell--link' : ''}`}
      style={style}
      title={words}
      onClick={link ? () => navigate(link) : undefined}
    >
      <span className="gl-visually-hidden">{words}</span>
    </td>
  );
}
