'use client';
// Lotes: an unbought batch is bought or discarded from the list (issue 32.7), each after a confirmation that says
// what it costs or that it cannot be undone (POST /api/v1/batches/:id/{purchase,discard}); the purchase's dialog
// offers the "Paquetería" choice (_lib/preference-select.tsx). A batch past its days reads "Vencido" and offers
// neither (lib/batches/expiry.ts).
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { sendJson } from '@/app/_components/fetch-json';
import { errorMessage } from '@/app/_components/use-action';
import { formatCount, formatPesos } from '@/app/(dashboard)/_lib/format';
import type { PreferenceChoice } from '@/lib/batches/purchase-preference';
import type { BatchSummary } from '@/lib/batches/schemas';
import { AS_FILE, PreferenceSelect, purchaseBody, ScalePhotoInput } from './_lib/preference-select';
import styles from './lotes.module.css';

type Ask = 'purchase' | 'discard' | null;

export function BatchActions({
  batch,
  choices,
}: {
  batch: Pick<BatchSummary, 'id' | 'valid' | 'quotedTotal' | 'fileName'>;
  choices: PreferenceChoice[];
}) {
  const router = useRouter();
  const [ask, setAsk] = useState<Ask>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ReactNode>(null);
  const [preference, setPreference] = useState(AS_FILE);
  const [scaleFile, setScaleFile] = useState<File | null>(null);
  const name = batch.fileName ?? batch.id.slice(0, 8);
  const guides = `${formatCount(batch.valid)} ${batch.valid === 1 ? 'guía' : 'guías'}`;

  const run = async () => {
    if (!ask) return;
    setPending(true);
    setProblem(null);
    try {
      const body = ask === 'purchase' ? await purchaseBody(preference, scaleFile) : undefined;
      await sendJson(`/api/v1/batches/${batch.id}/${ask}`, {
        method: 'POST',
        ...(body ? { body, headers: { 'Content-Type': 'application/json' } } : {}),
      });
      setAsk(null);
      router.refresh();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  const close = () => {
    if (pending) return;
    setAsk(null);
    setProblem(null);
  };

  return (
    <span className={styles.actions}>
      {batch.valid > 0 && (
        <button type="button" className="btn btn-sm btn-primary" onClick={() => setAsk('purchase')} data-testid="batch-buy">
          Comprar
        </button>
      )}
      <button type="button" className="btn btn-sm" onClick={() => setAsk('discard')} data-testid="batch-discard">
        Descartar
      </button>
      <ConfirmDialog
        open={ask !== null}
        title={ask === 'purchase' ? `¿Comprar ${guides}?` : '¿Descartar este lote?'}
        confirmLabel={ask === 'purchase' ? `Comprar ${guides}` : 'Descartar lote'}
        tone={ask === 'purchase' ? 'primary' : 'danger'}
        pending={pending}
        error={problem}
        onConfirm={run}
        onClose={close}
      >
        <p>
          {ask !== 'purchase'
            ? `${name} no se comprará nunca y no podrás comprarlo después; no se cobra nada.`
            : preference === AS_FILE
              ? `Se cobrarán hasta ${formatPesos(batch.quotedTotal)} de tu saldo por las filas válidas de ${name}.`
              : `Se cobrará de tu saldo el precio de la opción de cada fila válida de ${name} al comprarla (cotizado con el servicio de cada fila: ${formatPesos(batch.quotedTotal)}).`}
        </p>
        {ask === 'purchase' && (
          <PreferenceSelect
            id={`purchase-preference-${batch.id}`}
            choices={choices}
            value={preference}
            onChange={setPreference}
            disabled={pending}
          />
        )}
        {ask === 'purchase' && <ScalePhotoInput id={`purchase-scale-photo-${batch.id}`} onChange={setScaleFile} disabled={pending} />}
      </ConfirmDialog>
    </span>
  );
}
