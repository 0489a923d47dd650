// "Descargar N filas por corregir (CSV)": the batch's rows without an order (invalid, or refused at purchase), in the
// upload columns with an `error` column saying why, made by the server (lib/batches/failed-rows-csv.ts) so the file
// re-uploads as is. Shown on the import page (before and after the purchase) and, as a short link, on Lotes.
import { formatCount } from '@/app/(dashboard)/_lib/format';

export const rowsToFixHref = (batchId: string) => `/api/v1/batches/${batchId}/rows?columns=upload`;

export function RowsToFixLink({ batchId, count }: { batchId: string; count: number }) {
  if (count <= 0) return null;
  return (
    <a className="btn" href={rowsToFixHref(batchId)} download data-testid="download-to-fix">
      Descargar {formatCount(count)} {count === 1 ? 'fila' : 'filas'} por corregir (CSV)
    </a>
  );
}
