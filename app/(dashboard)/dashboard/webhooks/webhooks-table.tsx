// The organization's webhooks: name (to the detail), URL, events, creation day and an enable/disable switch.
import Link from 'next/link';
import { Badge } from '@/app/_components/ui';
import { formatDate } from '@/app/(dashboard)/_lib/format';
import type { WebhookView } from '@/lib/webhooks/schemas';

export function WebhooksTable({
  webhooks,
  canManage,
  isActive,
  isPending,
  onToggle,
}: {
  webhooks: WebhookView[];
  canManage: boolean;
  /** The switch's state, with an optimistic change applied. */
  isActive: (webhook: WebhookView) => boolean;
  isPending: (id: string) => boolean;
  onToggle: (id: string, active: boolean) => void;
}) {
  return (
    <div className="table-wrap">
      <table className="table" data-testid="webhooks-table">
        <thead>
          <tr>
            <th>Nombre</th>
            <th>URL</th>
            <th className="hide-sm">Eventos</th>
            <th className="hide-sm">Creado</th>
            <th>Activo</th>
          </tr>
        </thead>
        <tbody>
          {webhooks.map((w) => {
            const active = isActive(w);
            return (
              <tr key={w.id}>
                <td>
                  <Link href={`/dashboard/webhooks/${w.id}`} className="item-name">
                    {w.name}
                  </Link>
                  {w.disabledAt && !active && (
                    <>
                      {' '}
                      <Badge tone="amber">Desactivado automáticamente</Badge>
                    </>
                  )}
                </td>
                <td className="url-cell">
                  <code>{w.url}</code>
                </td>
                <td className="hide-sm">
                  {w.events.map((e) => (
                    <span key={e} className="chip">
                      {e}
                    </span>
                  ))}
                </td>
                <td className="hide-sm muted nowrap">{formatDate(w.createdAt)}</td>
                <td>
                  <label className="switch">
                    <input
                      type="checkbox"
                      role="switch"
                      checked={active}
                      disabled={!canManage || isPending(w.id)}
                      aria-label={`${active ? 'Desactivar' : 'Activar'} ${w.name}`}
                      onChange={(e) => onToggle(w.id, e.target.checked)}
                    />
                  </label>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
