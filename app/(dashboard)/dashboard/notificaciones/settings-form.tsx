'use client';
// The settings form: channels on/off, the events that notify, sender name and reply-to (saved together).
import { useState } from 'react';
import { Card } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { notificationEvents, type NotificationEvent } from '@/model/notifications';
import type { NotificationSettings } from '@/lib/notifications/settings';
import { saveNotificationSettingsAction } from './actions';

export function NotificationSettingsForm({
  settings,
  labels,
  organizationName,
}: {
  settings: NotificationSettings;
  labels: Record<string, string>;
  organizationName: string;
}) {
  const [form, setForm] = useState({ ...settings, senderName: settings.senderName ?? '', replyTo: settings.replyTo ?? '' });
  const [saved, setSaved] = useState(false);
  const save = useActionMutation(saveNotificationSettingsAction, { onSuccess: () => setSaved(true) });
  const set = (patch: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setSaved(false);
  };
  const toggleEvent = (event: NotificationEvent, on: boolean) =>
    set({ events: on ? [...form.events, event] : form.events.filter((e) => e !== event) });
  return (
    <Card title="Configuración" description="Los avisos están desactivados hasta que actives un canal.">
      <form
        className="card-body form-grid"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          save.mutate(form);
        }}
      >
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            name="emailEnabled"
            checked={form.emailEnabled}
            onChange={(e) => set({ emailEnabled: e.target.checked })}
          />
          <span>Avisos por correo {form.emailEnabled ? 'activados' : 'desactivados'}</span>
        </label>
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            name="messageEnabled"
            checked={form.messageEnabled}
            onChange={(e) => set({ messageEnabled: e.target.checked })}
          />
          <span>Avisos por SMS o WhatsApp {form.messageEnabled ? 'activados' : 'desactivados'}</span>
        </label>
        <fieldset className="field">
          <legend>Eventos que avisan</legend>
          {notificationEvents.map((event) => (
            <label key={event} className="checkbox-row">
              <input
                type="checkbox"
                name="events"
                value={event}
                checked={form.events.includes(event)}
                onChange={(e) => toggleEvent(event, e.target.checked)}
              />
              <span>{labels[event]}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="sender-name">Nombre del remitente</label>
          <input
            id="sender-name"
            className="input"
            value={form.senderName}
            maxLength={80}
            placeholder={organizationName}
            onChange={(e) => set({ senderName: e.target.value })}
          />
          <span className="hint">Aparece como remitente del correo y al inicio del SMS. Vacío: tu nombre comercial.</span>
        </div>
        <div className="field">
          <label htmlFor="reply-to">Responder a</label>
          <input
            id="reply-to"
            className="input"
            type="email"
            value={form.replyTo}
            maxLength={254}
            placeholder="soporte@tutienda.mx"
            onChange={(e) => set({ replyTo: e.target.value })}
          />
          <span className="hint">Correo que recibe las respuestas de tus destinatarios. Vacío: no se puede responder.</span>
        </div>
        {save.error && (
          <div className="alert alert-error" role="alert">
            {errorMessage(save.error)}
          </div>
        )}
        {saved && (
          <div className="alert alert-success" role="status">
            Configuración guardada.
          </div>
        )}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending && <span className="spinner" aria-hidden="true" />}
            Guardar
          </button>
        </div>
      </form>
    </Card>
  );
}
