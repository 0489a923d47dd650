// The recipient's side of an order: the public tracking page (link to share, with a copy button) and the
// notices sent to the recipient (GET /api/v1/orders/{id} `notifications`, lib/notifications/).
import { formatDateTime } from '@/app/(dashboard)/_lib/format';
import { CopyButton } from '@/app/_components/copy-button';
import { Card } from '@/app/_components/ui';
import { notificationEventTexts } from '@/lib/notifications/events';
import type { OrderDetail } from '@/lib/orders/schemas';

const channelLabels = { email: 'Correo', sms: 'SMS', whatsapp: 'WhatsApp' } as const;
const statusLabels = { pending: 'En cola', sent: 'Enviado', failed: 'No se pudo enviar', suppressed: 'Canceló los avisos' } as const;

export function RecipientCard({ order }: { order: OrderDetail }) {
  if (!order.tracking_url) return null;
  return (
    <Card
      title="Rastreo para el destinatario"
      description="Comparte esta página con quien recibe el paquete: muestra el estado sin datos personales."
    >
      <div className="card-body stack">
        <div className="cluster">
          <a
            href={order.tracking_url}
            target="_blank"
            rel="noopener"
            className="mono"
            data-testid="tracking-url"
            style={{ overflowWrap: 'anywhere' }}
          >
            {order.tracking_url}
          </a>
          <CopyButton value={order.tracking_url} label="Copiar enlace" copiedLabel="Enlace copiado" />
        </div>
        {order.notifications.length > 0 ? (
          <div className="table-wrap">
            <table className="table">
              <caption className="hint" style={{ textAlign: 'left' }}>
                Avisos enviados al destinatario
              </caption>
              <thead>
                <tr>
                  <th scope="col">Aviso</th>
                  <th scope="col">Canal</th>
                  <th scope="col">Estado</th>
                  <th scope="col">Fecha</th>
                </tr>
              </thead>
              <tbody>
                {order.notifications.map((n) => (
                  <tr key={`${n.channel}-${n.event}`}>
                    <td>{notificationEventTexts[n.event].label}</td>
                    <td>{channelLabels[n.channel]}</td>
                    <td>{statusLabels[n.status]}</td>
                    <td>{formatDateTime(n.sent_at ?? n.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="hint">Sin avisos enviados. Actívalos en Avisos al destinatario.</p>
        )}
      </div>
    </Card>
  );
}
