'use client';
// The two decisions on one open discrepancy: «Aceptar monto cobrado» or «Abrir reclamo» (resolveCodDiscrepancyAction),
// each confirmed in a dialog; the page refreshes with the discrepancy resolved, or the dialog shows the Spanish refusal.
import { useState } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { resolveCodDiscrepancyAction } from './actions';
import styles from './cod.module.css';

type Decision = 'accept' | 'claim';

const texts: Record<Decision, { title: string; confirm: string; body: (label: string, amounts: string) => string }> = {
  accept: {
    title: 'Aceptar el monto cobrado',
    confirm: 'Aceptar monto cobrado',
    body: (label, amounts) => `El pedido ${label} se cobró por un monto distinto (${amounts}). Al aceptarlo, la diferencia se cierra.`,
  },
  claim: {
    title: 'Abrir un reclamo',
    confirm: 'Abrir reclamo',
    body: (label, amounts) => `Se registrará un reclamo por la diferencia de cobro del pedido ${label} (${amounts}).`,
  },
};

export function DiscrepancyButtons({ orderId, label, amounts }: { orderId: string; label: string; amounts: string }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const mutation = useActionMutation(resolveCodDiscrepancyAction, { onSuccess: () => setDecision(null) });
  const open = (d: Decision) => {
    mutation.reset();
    setDecision(d);
  };
  const text = decision ? texts[decision] : null;
  return (
    <div className={`row-actions ${styles.decision}`}>
      <button type="button" className="btn btn-sm" onClick={() => open('accept')} aria-label={`Aceptar monto cobrado del pedido ${label}`}>
        Aceptar monto cobrado
      </button>
      <button type="button" className="btn btn-sm" onClick={() => open('claim')} aria-label={`Abrir reclamo del pedido ${label}`}>
        Abrir reclamo
      </button>
      <ConfirmDialog
        open={decision !== null}
        title={text?.title ?? ''}
        confirmLabel={text?.confirm ?? ''}
        tone="primary"
        pending={mutation.isPending}
        error={mutation.isError ? errorMessage(mutation.error) : null}
        onConfirm={() => decision && mutation.mutate({ orderId, action: decision })}
        onClose={() => setDecision(null)}
      >
        <p>{text?.body(label, amounts)}</p>
      </ConfirmDialog>
    </div>
  );
}
