// The banner of a webhook the service disabled itself (every attempt failed for 5 days, lib/webhooks/endpoint-health.ts):
// when, why, and a one-click re-enabling for admins.
import { formatDateTime } from '@/app/(dashboard)/_lib/format';
import type { WebhookView } from '@/lib/webhooks/schemas';

export function DisabledBanner({
  webhook,
  active,
  canManage,
  pending,
  onEnable,
}: {
  webhook: WebhookView;
  /** the switch's state, with an optimistic change applied */
  active: boolean;
  canManage: boolean;
  pending: boolean;
  onEnable: () => void;
}) {
  if (active || !webhook.disabledAt) return null;
  return (
    <div className="alert alert-warning" role="status" data-testid="webhook-disabled-banner">
      <div className="stack">
        <strong>Desactivado automáticamente el {formatDateTime(webhook.disabledAt)}</strong>
        <span>{webhook.disabledReason}</span>
        <span>No recibe eventos nuevos. Al reactivarlo puedes recuperar las entregas fallidas.</span>
        {canManage && (
          <div>
            <button type="button" className="btn btn-primary" onClick={onEnable} disabled={pending}>
              {pending && <span className="spinner" aria-hidden="true" />} Reactivar webhook
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
