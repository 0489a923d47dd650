'use client';
// "Importar envíos": choose a CSV → the server validates and quotes it into a batch (nothing charged) → preview
// with every invalid cell marked, the total and the balance after it → "Comprar N guías" → progress and downloads.
// The rows to fix (invalid, and after the purchase also the refused ones) come from the server as a CSV with their
// reasons (GET /api/v1/batches/:id/rows?columns=upload, lib/batches/failed-rows-csv.ts).
import { useCallback, useState, type ReactNode } from 'react';
import { sendJson } from '@/app/_components/fetch-json';
import { errorMessage } from '@/app/_components/use-action';
import type { PreferenceChoice } from '@/lib/batches/purchase-preference';
import type { BatchSummary } from '@/lib/batches/schemas';
import { AS_FILE, purchaseBody } from '../_lib/preference-select';
import { readCsv, type CsvTable } from '../_lib/read-csv';
import { DropZone } from './drop-zone';
import { PreviewTable } from './preview-table';
import { PurchasePanel } from './purchase-panel';
import styles from './import.module.css';
import { PreviewSummary, type Uploaded } from './preview-summary';
import { UploadWarnings } from './upload-warnings';

export function ImportFlow({ choices }: { choices: PreferenceChoice[] }) {
  const [table, setTable] = useState<CsvTable | null>(null);
  const [fileName, setFileName] = useState('');
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const [purchase, setPurchase] = useState<BatchSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ReactNode>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [preference, setPreference] = useState(AS_FILE);
  const [scaleFile, setScaleFile] = useState<File | null>(null);
  // the balance as the purchase's poll reads it (the upload's answer had the balance before buying)
  const onBalance = useCallback((balance: number) => setUploaded((u) => (u && u.balance !== balance ? { ...u, balance } : u)), []);

  const onFile = async (file: File) => {
    setBusy(true);
    setProblem(null);
    setUploaded(null);
    setPurchase(null);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      setTable(readCsv(bytes));
      setFileName(file.name);
      setUploaded(
        await sendJson<Uploaded>(`/api/v1/batches?fileName=${encodeURIComponent(file.name)}`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/csv' },
          body: bytes,
        }),
      );
    } catch (error) {
      setTable(null);
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const buy = async () => {
    if (!uploaded) return;
    setBusy(true);
    setProblem(null);
    try {
      const body = await purchaseBody(preference, scaleFile);
      setPurchase(
        await sendJson<BatchSummary>(`/api/v1/batches/${uploaded.id}/purchase`, {
          method: 'POST',
          ...(body ? { body, headers: { 'Content-Type': 'application/json' } } : {}),
        }),
      );
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`stack ${styles.flow}`}>
      {!purchase && <DropZone onFile={onFile} disabled={busy} />}
      {busy && !uploaded && (
        <p role="status" className="muted">
          Revisando el archivo…
        </p>
      )}
      {problem && (
        <div className="alert alert-error" role="alert" data-testid="import-error">
          {problem}
        </div>
      )}
      {uploaded && table && (
        <section className="card" aria-labelledby="preview-title">
          <div className="card-header">
            <div>
              <h2 id="preview-title">{fileName}</h2>
            </div>
          </div>
          <PreviewSummary
            uploaded={uploaded}
            busy={busy}
            purchase={purchase}
            onBuy={buy}
            setScaleFile={setScaleFile}
            onlyErrors={onlyErrors}
            setOnlyErrors={setOnlyErrors}
            choices={choices}
            preference={preference}
            setPreference={setPreference}
          />
          {!purchase && <UploadWarnings warnings={uploaded.warnings} />}
          {purchase && <PurchasePanel initial={purchase} onBalance={onBalance} />}
          <PreviewTable table={table} errors={uploaded.errors} onlyErrors={onlyErrors} />
        </section>
      )}
    </div>
  );
}
