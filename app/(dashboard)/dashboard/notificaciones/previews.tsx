'use client';
// One preview at a time: the email in an iframe (srcDoc) and the SMS/WhatsApp text below. A srcdoc document
// inherits this page's CSP (proxy.ts: scripts only with the response's nonce), so nothing in it can run; it
// is not `sandbox`ed because a sandbox without scripts also shuts out accessibility checkers (axe), which
// could then not read the message.
import { useState } from 'react';
import { Card } from '@/app/_components/ui';
import type { NotificationPreview } from '@/lib/notifications/preview';

export function NotificationPreviews({ previews, labels }: { previews: NotificationPreview[]; labels: Record<string, string> }) {
  const [event, setEvent] = useState(previews[0]?.event);
  const current = previews.find((p) => p.event === event) ?? previews[0];
  if (!current) return null;
  return (
    <Card title="Vista previa" description="Así se ve cada aviso con tu marca y un envío de ejemplo.">
      <div className="card-body stack">
        <div className="field">
          <label htmlFor="preview-event">Aviso</label>
          <select id="preview-event" className="input" value={current.event} onChange={(e) => setEvent(e.target.value as typeof event)}>
            {previews.map((p) => (
              <option key={p.event} value={p.event}>
                {labels[p.event]}
              </option>
            ))}
          </select>
        </div>
        <p>
          <strong>Asunto:</strong> <span data-testid="preview-subject">{current.subject}</span>
        </p>
        <iframe
          title={`Correo: ${labels[current.event]}`}
          srcDoc={current.html}
          className="email-preview"
          style={{ width: '100%', height: 560, border: '1px solid var(--border)', borderRadius: 8, background: '#fff' }}
        />
        <div>
          <p>
            <strong>SMS / WhatsApp</strong>
          </p>
          <p className="mono" data-testid="preview-message" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {current.message}
          </p>
        </div>
      </div>
    </Card>
  );
}
