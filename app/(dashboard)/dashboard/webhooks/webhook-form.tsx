'use client';
// The create/edit form of a webhook: name, URL, the event kinds it subscribes to and its retry schedule.
import { errorMessage } from '@/app/_components/use-action';
import { eventLabel } from '@/app/(dashboard)/_lib/display-labels';
import { webhookEventKinds, type WebhookEventKind } from '@/lib/webhooks/event-kinds';
import { retryScheduleLabels, webhookRetrySchedules, type WebhookRetrySchedule } from '@/lib/webhooks/retry-schedule';

export type WebhookFormValues = { name: string; url: string; events: WebhookEventKind[]; retrySchedule: WebhookRetrySchedule };

export function WebhookForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: WebhookFormValues;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: WebhookFormValues) => void;
  onCancel: () => void;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        onSubmit({
          name: String(form.get('name') ?? '').trim(),
          url: String(form.get('url') ?? '').trim(),
          events: form.getAll('events').map(String) as WebhookEventKind[],
          retrySchedule: String(form.get('retrySchedule') ?? 'standard') as WebhookRetrySchedule,
        });
      }}
    >
      <div className="dialog-body form-grid">
        <div className="field">
          <label htmlFor="wh-name">Nombre</label>
          <input
            id="wh-name"
            name="name"
            className="input"
            required
            maxLength={100}
            defaultValue={initial?.name}
            placeholder="Ej. Sistema de pedidos"
            autoFocus
          />
        </div>
        <div className="field">
          <label htmlFor="wh-url">URL</label>
          <input
            id="wh-url"
            name="url"
            type="url"
            className="input"
            required
            defaultValue={initial?.url}
            placeholder="https://tu-servidor.com/webhooks/envios"
          />
          <span className="hint">En producción solo se aceptan URLs https:// públicas.</span>
        </div>
        <fieldset className="field">
          <legend className="field-label">Eventos</legend>
          <div className="checkbox-grid">
            {webhookEventKinds.map((kind) => (
              <label key={kind} className="checkbox-row">
                <input type="checkbox" name="events" value={kind} defaultChecked={initial?.events.includes(kind)} />
                <span>
                  <span className="title">{kind}</span>
                  <br />
                  <span className="desc">{eventLabel(kind)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="wh-retry">Reintentos</label>
          <select id="wh-retry" name="retrySchedule" className="select" defaultValue={initial?.retrySchedule ?? 'standard'}>
            {webhookRetrySchedules.map((schedule) => (
              <option key={schedule} value={schedule}>
                {retryScheduleLabels[schedule]}
              </option>
            ))}
          </select>
          <span className="hint">
            Con el extendido, un receptor caído por horas no pierde eventos: se reintenta tras 5 min, 30 min, 2 h, 5 h, 10 h y 10 h.
          </span>
        </div>
        {Boolean(error) && (
          <div className="alert alert-error" role="alert">
            {errorMessage(error)}
          </div>
        )}
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onCancel}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending && <span className="spinner" aria-hidden="true" />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
