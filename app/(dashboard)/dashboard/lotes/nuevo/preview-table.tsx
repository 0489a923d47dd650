// The uploaded file as a table before anything is charged: every cell the server refused is marked in red with
// its Spanish message (errors name the column as the file does), and each row says whether it will be bought.
import { normalizeHeader } from '@/lib/batches/columns';
import type { CsvTable } from '../_lib/read-csv';
import styles from './import.module.css';

export type RowError = { row: number; field: string; message: string };

const LIMIT = 300;

export function PreviewTable({ table, errors, onlyErrors }: { table: CsvTable; errors: RowError[]; onlyErrors: boolean }) {
  const byRow = new Map<number, RowError[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
  const keys = table.headers.map(normalizeHeader);
  const rows = table.rows.filter((r) => !onlyErrors || byRow.has(r.row));
  const shown = rows.slice(0, LIMIT);
  return (
    <>
      <div className="table-wrap" tabIndex={0} role="region" aria-label="Vista previa del archivo">
        <table className={`table ${styles.preview}`} data-testid="preview-table">
          <thead>
            <tr>
              <th scope="col">Fila</th>
              <th scope="col">Estado</th>
              {table.headers.map((h, i) => (
                <th scope="col" key={i}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => {
              const rowErrors = byRow.get(r.row) ?? [];
              const unplaced = rowErrors.filter((e) => !keys.includes(normalizeHeader(e.field)));
              return (
                <tr key={r.row} data-row={r.row} data-invalid={rowErrors.length > 0 || undefined}>
                  <th scope="row">{r.row}</th>
                  <td>
                    {rowErrors.length ? (
                      <span className="badge badge-red">Con errores</span>
                    ) : (
                      <span className="badge badge-green">Válida</span>
                    )}
                    {rowErrors.length > unplaced.length && (
                      <span className={styles.cellError}>
                        Revisa: {[...new Set(rowErrors.filter((e) => !unplaced.includes(e)).map((e) => e.field))].join(', ')}
                      </span>
                    )}
                    {unplaced.map((e, i) => (
                      <span key={i} className={styles.cellError}>
                        {e.message}
                      </span>
                    ))}
                  </td>
                  {table.headers.map((_, i) => {
                    const cellErrors = rowErrors.filter((e) => normalizeHeader(e.field) === keys[i]);
                    return (
                      <td
                        key={i}
                        className={cellErrors.length ? styles.bad : undefined}
                        data-invalid-cell={cellErrors.length ? keys[i] : undefined}
                      >
                        {r.cells[i] ?? ''}
                        {cellErrors.map((e, j) => (
                          <span key={j} className={styles.cellError}>
                            {e.message}
                          </span>
                        ))}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length > LIMIT && (
        <p className="card-body muted">
          Se muestran las primeras {LIMIT} de {rows.length} filas.
        </p>
      )}
    </>
  );
}
