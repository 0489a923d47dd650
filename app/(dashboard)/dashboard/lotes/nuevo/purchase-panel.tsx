'use client';
// After "Comprar N guías": a live progress bar (the batch polled every second until it completes, with the balance
// as it is now, handed up so the summary's figures follow the purchase), then why rows failed, and the downloads —
// every label (PDF or ZPL), the manifest, and the rows to fix and upload again. When it completes the page's server
// parts (the low-balance banner) are refreshed too.
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { fetchJson } from '@/app/_components/fetch-json';
import { errorMessage } from '@/app/_components/use-action';
import { Icon } from '@/app/_components/icons';
import { formatPesos } from '@/app/(dashboard)/_lib/format';
import type { BatchDetail, BatchSummary } from '@/lib/batches/schemas';
import styles from './import.module.css';
import { PurchaseFailures } from './purchase-failures';
import { RowsToFixLink } from './rows-to-fix-link';

/** GET /api/v1/batches/:id: the batch, its grouped failures and (for a role with billing:read) the balance now. */
export type PolledBatch = BatchDetail;

export function PurchasePanel({ initial, onBalance }: { initial: BatchSummary; onBalance: (balance: number) => void }) {
  const router = useRouter();
  const [batch, setBatch] = useState<BatchSummary & Partial<PolledBatch>>(initial);
  const [problem, setProblem] = useState<ReactNode>(null);
  // done once the poll saw it complete (the purchase's own answer has no failures nor balance yet)
  const done = batch.status === 'completed' && batch.failures !== undefined;
  useEffect(() => {
    if (done) return;
    const poll = () =>
      fetchJson<PolledBatch>(`/api/v1/batches/${batch.id}`).then(
        (next) => {
          setBatch(next);
          if (next.balance !== undefined) onBalance(next.balance);
          if (next.status === 'completed') router.refresh();
        },
        (e: unknown) => setProblem(errorMessage(e)),
      );
    const timer = setInterval(poll, 1000);
    return () => clearInterval(timer);
  }, [batch.id, done, onBalance, router]);
  const settled = batch.created + batch.failed;
  const base = `/api/v1/batches/${batch.id}`;
  return (
    <div className={styles.panel} data-testid="purchase-panel">
      <label htmlFor="purchase-progress" className="field-label">
        {done ? 'Compra terminada' : 'Comprando guías…'}
      </label>
      <progress id="purchase-progress" className={styles.progress} max={Math.max(batch.valid, 1)} value={settled} />
      <p role="status" aria-live="polite" data-testid="purchase-status">
        {settled} de {batch.valid} guías procesadas · {batch.created} {batch.created === 1 ? 'creada' : 'creadas'}
        {batch.failed ? ` · ${batch.failed} ${batch.failed === 1 ? 'fallida' : 'fallidas'}` : ''} · Cobrado:{' '}
        {formatPesos(batch.totalCharged)}
      </p>
      {problem && (
        <div className="alert alert-error" role="alert">
          {problem}
        </div>
      )}
      {done && <PurchaseFailures failed={batch.failed} failures={batch.failures ?? []} />}
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
