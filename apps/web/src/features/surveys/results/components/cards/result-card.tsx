import { type ReactNode, useId, useState } from 'react';

export interface ResultCardProps {
  title: string;
  /** Beside the title: the question's figures. */
  actions?: ReactNode;
  /** The word of the table-view switch; without it the card has no switch. */
  tableViewLabel?: string;
  className?: string;
  /** The card's body, told whether the table view is on. */
  children: (asTable: boolean) => ReactNode;
}

/**
 * A question's card that is not a chart (a word cloud, an average, a count): the same head as a
 * ChartPanel — the title, the figures and the table-view switch — so every card reads alike.
 */
export function ResultCard({ title, actions, tableViewLabel, className, children }: ResultCardProps) {
  const id = useId();
  const bodyId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <section className={`gl-panel gl-chart gl-results-card ${className ?? ''}`.trim()} aria-labelledby={id}>
      <div className="gl-chart__head">
        <h2 id={id}>{title}</h2>
        <div className="gl-chart__actions">
          {actions}
          {tableViewLabel ? (
            <button
              type="button"
              className="gl-chart__switch"
              aria-pressed={asTable}
              aria-controls={bodyId}
              onClick={() => setAsTable(!asTable)}
            >
              <span className="pi pi-table" aria-hidden="true" />
              <span className="gl-chart__switch-text">{tableViewLabel}</span>
            </button>
          ) : null}
        </div>
      </div>
      <div id={bodyId} className="gl-results-card__body">
        {children(asTable)}
      </div>
    </section>
  );
}
