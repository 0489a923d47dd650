'use client';
// "Simular transferencia" (test mode): the bank simulator sends a real signed SPEI callback to the organization's
// CLABE (payments-actions.ts simulateTransferAction), so the balance and the deposits list show it after the refresh.
import { useState } from 'react';
import { formatPesos } from '@/app/(dashboard)/_lib/format';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { FieldMessage, fieldErrorsOf, invalidProps } from './field-errors';
import { simulateTransferAction } from './payments-actions';

export function SimulateTransferForm() {
  const [done, setDone] = useState<string | null>(null);
  const send = useActionMutation(simulateTransferAction, {
    onSuccess: (d) =>
      setDone(
        d.status === 'credited'
          ? `Transferencia recibida: ${formatPesos(d.amount ?? 0)} abonados a tu saldo (clave de rastreo ${d.trackingKey}).`
          : `El banco devolvió la transferencia: ${d.reason ?? 'motivo no indicado'}.`,
      ),
  });
  const errors = fieldErrorsOf(send.error);
  return (
    <form
      className="form-grid"
      aria-labelledby="simulate-transfer-title"
      data-testid="simulate-transfer-form"
      onSubmit={(e) => {
        e.preventDefault();
        setDone(null);
        const form = new FormData(e.currentTarget);
        send.mutate({ amount: String(form.get('amount') ?? ''), payerName: String(form.get('payerName') ?? '') });
      }}
    >
      <h3 id="simulate-transfer-title" className="inline-title">
        Simular transferencia
      </h3>
      <div className="form-row">
        <div className="field">
          <label htmlFor="simulate-amount">Monto (MXN)</label>
          <input
            id="simulate-amount"
            name="amount"
            className="input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Ej. 500.00"
            required
            {...invalidProps(errors, 'amount', 'simulate-amount')}
          />
          <FieldMessage errors={errors} field="amount" id="simulate-amount" />
        </div>
        <div className="field">
          <label htmlFor="simulate-payer">Nombre del ordenante (opcional)</label>
          <input
            id="simulate-payer"
            name="payerName"
            className="input"
            autoComplete="off"
            maxLength={40}
            placeholder="Ej. Tienda Ejemplo SA de CV"
            {...invalidProps(errors, 'payerName', 'simulate-payer')}
          />
          <FieldMessage errors={errors} field="payerName" id="simulate-payer" />
        </div>
      </div>
      {send.error && Object.keys(errors).length === 0 && (
        <div className="alert alert-error" role="alert">
          {errorMessage(send.error)}
        </div>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>
          {send.isPending && <span className="spinner" aria-hidden="true" />}
          Simular transferencia
        </button>
      </div>
      <div role="status" aria-live="polite" className="text-sm" data-testid="simulate-transfer-result">
        {done}
      </div>
    </form>
  );
}
