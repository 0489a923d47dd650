'use client';
// Why rows failed at purchase (a balance that ran out, a route the service no longer covers): the batch's failed rows
// (GET /api/dashboard/batches/:id/rows?status=failed) grouped by their Spanish reason, each with its row numbers.
import { useEffect, useState, type ReactNode } from 'react';
import { fetchJson } from '@/app/_components/fetch-json';
import { errorMessage } from '@/app/_components/use-action';
import type { BatchRowResult } from '@/lib/batches/schemas';

const SHOWN_ROWS = 12;

function rowList(rows: number[]): string {
  const shown = rows.slice(0, SHOWN_ROWS).join(', ');
  return rows.length > SHOWN_ROWS ? `${shown} y ${rows.length - SHOWN_ROWS} más` : shown;
}

export function PurchaseFailures({ batchId, failed }: { batchId: string; failed: number }) {
  const [reasons, setReasons] = useState<{ message: string; rows: number[] }[] | null>(null);
  const [problem, setProblem] = useState<ReactNode>(null);
  useEffect(() => {
    if (failed === 0) return;
    fetchJson<{ data: BatchRowResult[] }>(`/api/dashboard/batches/${batchId}/rows?status=failed`).then((r) => {
      const byMessage = new Map<string, number[]>();
      for (const row of r.data) byMessage.set(row.error ?? '', [...(byMessage.get(row.error ?? '') ?? []), row.row]);
      setReasons([...byMessage].map(([message, rows]) => ({ message, rows })));
    }, (e: unknown) => setProblem(errorMessage(e)));
  }, [batchId, failed]);
  if (failed === 0) return null;
  if (problem) return <div className="alert alert-error" role="alert">{problem}</div>;
  if (!reasons) return null;
  return (
    <div className="alert alert-warning" data-testid="purchase-failures">
      <div>
        <strong>{failed === 1 ? 'Una fila no se compró' : `${failed} filas no se compraron`}</strong> (sin cobro). Corrígelas en el CSV de filas por corregir y súbelas en un lote nuevo:
        <ul style={{ margin: '6px 0 0', paddingLeft: 20 }}>
          {reasons.map((r) => (
            <li key={r.message}>{r.rows.length === 1 ? 'Fila' : 'Filas'} {rowList(r.rows)}: {r.message || 'sin motivo registrado'}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
