'use client';
// "Solicitar recolección" on a manifest without a pickup: the day and window, then the pickup is booked with the
// provider (actions.ts); the page refreshes with its state. The provider's refusal shows in the dialog, in Spanish.
import { useState } from 'react';
import { Modal } from '@/app/_components/confirm-dialog';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { requestManifestPickupAction } from './actions';
import { PickupWindowFields, readPickupWindow } from './pickup-window-fields';

export function PickupRequest({ manifestId, summary }: { manifestId: string; summary: string }) {
  const [open, setOpen] = useState(false);
  const request = useActionMutation(requestManifestPickupAction, { onSuccess: () => setOpen(false) });
  return (
    <>
      <button
        type="button"
        className="btn btn-sm"
        onClick={() => {
          request.reset();
          setOpen(true);
        }}
        data-testid="request-pickup"
      >
        Solicitar recolección
      </button>
      <Modal open={open} title="Solicitar recolección" onClose={() => setOpen(false)}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            request.mutate({ manifestId, ...readPickupWindow(new FormData(e.currentTarget)) });
          }}
        >
          <div className="dialog-body stack">
            <p>{summary}</p>
            <PickupWindowFields idPrefix="request-pickup" />
            {request.error && (
              <div className="alert alert-error" role="alert" data-testid="request-pickup-error">
                {errorMessage(request.error)}
              </div>
            )}
          </div>
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={() => setOpen(false)} disabled={request.isPending}>
              Cancelar
            </button>
            <button type="submit" className="btn btn-primary" disabled={request.isPending} data-testid="request-pickup-submit">
              {request.isPending && <span className="spinner" aria-hidden="true" />}Solicitar recolección
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
