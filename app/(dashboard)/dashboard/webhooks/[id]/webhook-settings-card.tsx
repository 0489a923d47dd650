// The settings of a webhook: the enable/disable switch, its events, retry schedule and dates.
import { Card } from '@/app/_components/ui';
import { formatDateTime } from '@/app/(dashboard)/_lib/format';
import { retryScheduleLabels } from '@/lib/webhooks/retry-schedule';
import type { WebhookView } from '@/lib/webhooks/schemas';

export function WebhookSettingsCard({
  webhook,
  active,
  canToggle,
  onToggle,
}: {
  webhook: WebhookView;
  active: boolean;
  canToggle: boolean;
  onToggle: (active: boolean) => void;
}) {
  return (
    <Card title="Configuración">
      <div className="card-body">
        <dl className="dl">
          <dt>Estado</dt>
          <dd>
            <label className="switch">
              <input type="checkbox" role="switch" checked={active} disabled={!canToggle} onChange={(e) => onToggle(e.target.checked)} />
              <span>{active ? 'Activo: recibe eventos' : 'Inactivo: no recibe eventos'}</span>
            </label>
          </dd>
          <dt>Eventos</dt>
          <dd>
            {webhook.events.map((e) => (
              <span key={e} className="chip">
                {e}
              </span>
            ))}
          </dd>
          <dt>Reintentos</dt>
          <dd>
            {retryScheduleLabels[webhook.retrySchedule]}
            {webhook.retrySchedule === 'extended' && <span className="muted"> (tras 5 min, 30 min, 2 h, 5 h, 10 h y 10 h)</span>}
          </dd>
          <dt>Creado</dt>
          <dd>{formatDateTime(webhook.createdAt)}</dd>
          <dt>Actualizado</dt>
          <dd>{formatDateTime(webhook.updatedAt)}</dd>
        </dl>
      </div>
    </Card>
  );
}
