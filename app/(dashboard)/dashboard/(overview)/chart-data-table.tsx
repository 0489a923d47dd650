// A chart's data as a table, behind a "Ver datos" disclosure: the text alternative of the overview's charts.
import type { ReactNode } from 'react';

export function ChartDataTable<R>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: { header: string; cell: (row: R) => ReactNode; numeric?: boolean }[];
  rows: R[];
}) {
  return (
    <details className="chart-data">
      <summary>Ver datos: {caption.toLowerCase()}</summary>
      <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
        <table className="table table-compact">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.numeric ? 'num' : undefined}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {columns.map((c) => (
                  <td key={c.header} className={c.numeric ? 'num' : undefined}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
