'use client';
// After "Comprar N guías": a live progress bar (the batch polled every second until it completes), then why rows
// failed, and the downloads — every label (PDF or ZPL), the manifest, and the rows to fix and upload again.
import { useEffect, useState, type ReactNode } from 'react';
import { fetchJson } from '@/app/_components/fetch-json';
import { errorMessage } from '@/app/_components/use-action';
import { Icon } from '@/app/_components/icons';
import { formatPesos } from '@/app/(dashboard)/_lib/format';
import type { BatchSummary } from '@/lib/batches/schemas';
import styles from './import.module.css';
import { PurchaseFailures } from './purchase-failures';
import { RowsToFixLink } from './rows-to-fix-link';

export function PurchasePanel({ initial }: { initial: BatchSummary }) {
  const [batch, setBatch] = useState(initial);
  const [problem, setProblem] = useState<ReactNode>(null);
  const done = batch.status === 'completed';
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => {
      fetchJson<BatchSummary>(`/api/dashboard/batches/${batch.id}`).then(setBatch, (e: unknown) => setProblem(errorMessage(e)));
    }, 1000);
    return () => clearInterval(timer);
  }, [batch.id, done]);
  const settled = batch.created + batch.failed;
  const base = `/api/dashboard/batches/${batch.id}`;
  return (
    <div className={styles.panel} data-testid="purchase-panel">
      <label htmlFor="purchase-progress" className="field-label">
        {done ? 'Compra terminada' : 'Comprando guías…'}
      </label>
      <progress id="purchase-progress" className={styles.progress} max={Math.max(batch.valid, 1)} value={settled} />
      <p role="status" aria-live="polite" data-testid="purchase-status">
        {settled} de {batch.valid} guías procesadas · {batch.created} {batch.created === 1 ? 'creada' : 'creadas'}
        {batch.failed ? ` · ${batch.failed} ${batch.failed === 1 ? 'fallida' : 'fallidas'}` : ''} · Cobrado: {formatPesos(batch.totalCharged)}
      </p>
      {problem && <div className="alert alert-error" role="alert">{problem}</div>}
      {done && <PurchaseFailures batchId={batch.id} failed={batch.failed} />}
      {done && (batch.created > 0 || batch.invalid + batch.failed > 0) && (
        <div className={styles.actions} style={{ padding: 0 }}>
          {batch.created > 0 && (
            <>
              <a className="btn btn-primary" href={`${base}/labels?format=pdf`} download data-testid="labels-pdf">
                <Icon name="download" width={16} height={16} aria-hidden="true" /> Guías en PDF
              </a>
              <a className="btn" href={`${base}/labels?format=zpl`} download data-testid="labels-zpl">
                <Icon name="download" width={16} height={16} aria-hidden="true" /> Guías en ZPL
              </a>
              <a className="btn" href={`${base}/manifest`} download data-testid="batch-manifest">
                <Icon name="download" width={16} height={16} aria-hidden="true" /> Manifiesto (PDF)
              </a>
            </>
          )}
          <RowsToFixLink batchId={batch.id} count={batch.invalid + batch.failed} />
        </div>
      )}
    </div>
  );
}
