// Why rows failed at purchase, one line per reason as the server groups them (GET /api/v1/batches/:id
// `failures`, lib/batches/failure-summary.ts): a balance that ran out is ONE line with how much is missing and how
// to add it, whatever price each row had; other reasons list their row numbers. Saldo y movimientos is linked only
// for a role that may see it (the server then answers `missing`).
import Link from 'next/link';
import type { BatchFailureGroup } from '@/lib/batches/schemas';

const SHOWN_ROWS = 12;

function rowList(group: BatchFailureGroup): string {
  const shown = group.rowNumbers.slice(0, SHOWN_ROWS).join(', ');
  return group.rows > SHOWN_ROWS ? `${shown} y ${group.rows - SHOWN_ROWS} más` : shown;
}

export function PurchaseFailures({ failed, failures }: { failed: number; failures: BatchFailureGroup[] }) {
  if (failed === 0) return null;
  return (
    <div className="alert alert-warning" data-testid="purchase-failures">
      <div>
        <strong>{failed === 1 ? 'Una fila no se compró' : `${failed} filas no se compraron`}</strong> (sin cobro). Corrígelas en el CSV de
        filas por corregir y súbelas en un lote nuevo:
        <ul style={{ margin: '6px 0 0', paddingLeft: 20 }}>
          {failures.map((g) => (
            <li key={`${g.code}:${g.message}`} data-code={g.code}>
              {g.code === 'insufficient_balance' ? (
                <>
                  {g.message}
                  {g.missing === undefined ? null : (
                    <>
                      {' '}
                      <Link href="/dashboard/billing">Ver saldo y movimientos</Link>
                    </>
                  )}
                </>
              ) : (
                <>
                  {g.rows === 1 ? 'Fila' : 'Filas'} {rowList(g)}: {g.message}
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
