import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface CountsTableRow {
  key: string;
  /** The row's heading (a period, a part of the day…). */
  label: ReactNode;
  /** What the row's links name it by, in words. */
  name: string;
  counts: number[];
  total: number;
  /** Cells after the total (e.g. the average). */
  extra?: ReactNode[];
}

export interface CountsTableProps {
  caption: string;
  /** The heading of the row labels' column. */
  rowHeading: string;
  columns: { key: string; label: string }[];
  /** Headings after the total's (matching each row's `extra`). */
  extraHeadings?: string[];
  totalHeading: string;
  rows: CountsTableRow[];
  format: (n: number) => string;
  /** Where a cell opens the reviews behind it, or null (then it is plain text). */
  link: (row: number, column: number) => string | null;
  /** The link's name for screen readers: the count, its column and its row in words. */
  linkLabel: (cell: { n: string; column: string; row: string }) => string;
}

/**
 * The table view of a chart of counts by row and column (outcomes or scores per period or part of
 * the day): each count a link to the reviews behind it, then the row's total.
 */
export function CountsTable(props: CountsTableProps) {
  const { columns, rows, format } = props;
  return (
    <table className="gl-data-table">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{props.rowHeading}</th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className="gl-data-table__num">
              {column.label}
            </th>
          ))}
          <th scope="col" className="gl-data-table__num">
            {props.totalHeading}
          </th>
          {props.extraHeadings?.map((heading) => (
            <th key={heading} scope="col" className="gl-data-table__num">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {columns.map((column, c) => {
              const to = props.link(i, c);
              const n = format(row.counts[c] ?? 0);
              return (
                <td key={column.key} className="gl-data-table__num">
                  {to ? (
                    <Link
                      className="gl-stats-link"
                      to={to}
                      aria-label={props.linkLabel({ n, column: column.label, row: row.name })}
                    >
                      {n}
                    </Link>
                  ) : (
                    n
                  )}
                </td>
              );
            })}
            <td className="gl-data-table__num">{format(row.total)}</td>
            {row.extra?.map((cell, e) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the extra cells are fixed columns
              <td key={e} className="gl-data-table__num">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
