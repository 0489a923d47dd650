'use client';
// "Cierre del día" on the orders page and on Cierres del día (orders:write): today's created, unmanifested orders on
// one manifest (POST /api/dashboard/manifests → lib/manifests) and, if asked, a pickup for them in a time window;
// shows the manifest PDF link and the pickup's confirmation. Closing the result refreshes the page (the new manifest
// appears on Cierres del día).
import { useRouter } from 'next/navigation';
import { startTransition, useState, type ReactNode } from 'react';
import { Modal } from '@/app/_components/confirm-dialog';
import { sendJson } from '@/app/_components/fetch-json';
import { errorMessage } from '@/app/_components/use-action';
import { PickupWindowFields, readPickupWindow } from '../../cierres/pickup-window-fields';
import { DailyCloseResult, type CloseResult } from './daily-close-result';

export function DailyCloseButton() {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ReactNode>(null);
  const [result, setResult] = useState<CloseResult | null>(null);
  const [withPickup, setWithPickup] = useState(true);
  const router = useRouter();

  const submit = async (form: FormData) => {
    setPending(true);
    setProblem(null);
    const postalCode = String(form.get('postalCode') ?? '').trim();
    const body = {
      close: postalCode ? { pickupAddress: { postalCode } } : {},
      pickup: withPickup ? readPickupWindow(form) : null,
    };
    try {
      setResult(
        await sendJson<CloseResult>('/api/dashboard/manifests', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  const close = () => {
    if (result) startTransition(() => router.refresh());
    setOpen(false);
    setResult(null);
    setProblem(null);
  };

  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)} data-testid="daily-close">
        Cierre del día
      </button>
      <Modal open={open} title="Cierre del día" onClose={close} wide>
        {result ? (
          <DailyCloseResult result={result} onClose={close} />
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit(new FormData(e.currentTarget));
            }}
          >
            <div className="dialog-body stack">
              <p>Pon en un manifiesto todos los envíos creados hoy (y antes) que aún no tienen uno, para entregarlos al transportista.</p>
              <div className="field">
                <label htmlFor="close-postal-code">Código postal de recolección (opcional)</label>
                <input
                  id="close-postal-code"
                  name="postalCode"
                  className="input"
                  inputMode="numeric"
                  maxLength={5}
                  pattern="\d{5}"
                  title="5 dígitos"
                />
                <span className="hint">Solo si envías desde varias direcciones: cierra la de este código postal.</span>
              </div>
              <label className="checkbox-row">
                <input type="checkbox" checked={withPickup} onChange={(e) => setWithPickup(e.target.checked)} /> Solicitar recolección al
                transportista
              </label>
              {withPickup && <PickupWindowFields idPrefix="pickup" />}
              {problem && (
                <div className="alert alert-error" role="alert" data-testid="daily-close-error">
                  {problem}
                </div>
              )}
            </div>
            <div className="dialog-actions">
              <button type="button" className="btn" onClick={close} disabled={pending}>
                Cancelar
              </button>
              <button type="submit" className="btn btn-primary" disabled={pending} data-testid="daily-close-submit">
                {pending && <span className="spinner" aria-hidden="true" />}Hacer el cierre
              </button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}
