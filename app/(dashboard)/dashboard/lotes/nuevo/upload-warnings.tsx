// Before "Comprar": what the server read otherwise than written or what looks like buying twice (issue 32.7, 32.15):
// rows whose reference was already bought in the last 7 days (lib/batches/bought-references.ts) and 4-digit postal
// codes read with their leading zero. Warnings, not errors: the rows stay in the purchase; the merchant decides.
import type { RowError } from './preview-table';

const SHOWN = 20;

export function UploadWarnings({ warnings }: { warnings: RowError[] }) {
  if (warnings.length === 0) return null;
  const rows = new Set(warnings.map((w) => w.row)).size;
  return (
    <div className="card-body">
      <div className="alert alert-warning" role="status" data-testid="upload-warnings">
        <div>
          <strong>{rows === 1 ? 'Revisa una fila' : `Revisa ${rows} filas`}</strong> antes de comprar (se comprarán igual si no las quitas):
          <ul style={{ margin: '6px 0 0', paddingLeft: 20 }}>
            {warnings.slice(0, SHOWN).map((w, i) => (
              <li key={i}>
                Fila {w.row}: {w.message}
              </li>
            ))}
          </ul>
          {warnings.length > SHOWN && <p style={{ margin: '6px 0 0' }}>y {warnings.length - SHOWN} avisos más.</p>}
        </div>
      </div>
    </div>
  );
}
