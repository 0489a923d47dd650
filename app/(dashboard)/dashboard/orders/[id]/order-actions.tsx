'use client';
// The order's actions: cancel (with a reason, confirmed), approve a requested return (confirmed), and the
// sandbox simulator's next status and its measurement of the parcel (a weight adjustment).
import { useState } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { Icon } from '@/app/_components/icons';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { statusLabel } from '@/app/(dashboard)/_lib/display-labels';
import { advanceSandboxOrderAction, approveReturnAction, cancelOrderAction, simulateMeasurementAction } from './actions';

export function OrderActions({
  orderId,
  cancellable,
  returnRequested,
  sandboxNext,
  sandboxMeasurable = false,
}: {
  orderId: string;
  cancellable: boolean;
  returnRequested: boolean;
  sandboxNext: { status: string; label: string } | null;
  /** a picked-up sandbox order: the simulator can measure it */
  sandboxMeasurable?: boolean;
}) {
  const [dialog, setDialog] = useState<'cancel' | 'approve' | null>(null);
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useActionMutation(cancelOrderAction, {
    onSuccess: (r) => {
      setDialog(null);
      setNotice(r.message);
    },
  });
  const approve = useActionMutation(approveReturnAction, {
    onSuccess: (r) => {
      setDialog(null);
      setNotice(r.message);
    },
  });
  const advance = useActionMutation(advanceSandboxOrderAction, { onSuccess: () => setNotice(null) });
  const measure = useActionMutation(simulateMeasurementAction, { onSuccess: (r) => setNotice(r.message) });

  if (!cancellable && !returnRequested && !sandboxNext && !sandboxMeasurable && !notice) return null;
  return (
    <div className="card card-actions">
      <span className="muted title">Acciones</span>
      {notice && (
        <span className="alert alert-success" role="status">
          {notice}
        </span>
      )}
      {advance.error && (
        <span className="field-error" role="alert">
          {errorMessage(advance.error)}
        </span>
      )}
      {sandboxNext && (
        <button
          type="button"
          className="btn"
          disabled={advance.isPending}
          onClick={() => advance.mutate(orderId)}
          title="Simula el siguiente reporte del proveedor sandbox"
        >
          {advance.isPending ? <span className="spinner" aria-hidden="true" /> : <Icon name="send" />}
          Simular: {sandboxNext.label}
        </button>
      )}
      {measure.error && (
        <span className="field-error" role="alert">
          {errorMessage(measure.error)}
        </span>
      )}
      {sandboxMeasurable && (
        <button
          type="button"
          className="btn"
          disabled={measure.isPending}
          onClick={() => measure.mutate(orderId)}
          title="Simula que el proveedor sandbox pesa y mide el paquete (peso declarado × 1.5 + 1 kg)"
        >
          {measure.isPending ? <span className="spinner" aria-hidden="true" /> : <Icon name="box" />}
          Simular medición
        </button>
      )}
      {returnRequested && (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            approve.reset();
            setDialog('approve');
          }}
        >
          Aprobar devolución
        </button>
      )}
      {cancellable && (
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            cancel.reset();
            setReason('');
            setDialog('cancel');
          }}
        >
          Cancelar pedido
        </button>
      )}

      <ConfirmDialog
        open={dialog === 'cancel'}
        title="¿Cancelar este pedido?"
        confirmLabel="Cancelar pedido"
        cancelLabel="Volver"
        pending={cancel.isPending}
        error={cancel.error ? errorMessage(cancel.error) : null}
        onClose={() => setDialog(null)}
        onConfirm={() => cancel.mutate({ orderId, reason })}
      >
        <p>Se cancela la guía con el proveedor y el costo se reembolsa a tu saldo. No se puede deshacer.</p>
        <div className="field">
          <label htmlFor="cancel-reason">Motivo</label>
          <input
            id="cancel-reason"
            className="input"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={500}
            placeholder="Ej. El cliente canceló la compra"
          />
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'approve'}
        title="¿Aprobar la devolución?"
        confirmLabel="Aprobar y generar guía"
        tone="primary"
        pending={approve.isPending}
        error={approve.error ? errorMessage(approve.error) : null}
        onClose={() => setDialog(null)}
        onConfirm={() => approve.mutate(orderId)}
      >
        <p>Se genera una guía de devolución del destinatario hacia el origen. El pedido pasa a «{statusLabel('return_approved')}».</p>
      </ConfirmDialog>
    </div>
  );
}
