// Overview: balance, orders by status, shipments and balance per day (30 days), average delivery time, API requests
// in the last 24 h, failing webhooks.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/platform/db';
import { can } from '@/lib/auth/permissions';
import { requireOrgPage } from '@/lib/http/session';
import { formatCentavos, formatCount, formatDateTime, formatTime } from '@/app/(dashboard)/_lib/format';
import { getOverview } from '@/lib/organizations/get-overview';
import { getOverviewCharts } from '@/lib/organizations/overview-charts';
import { statusLabel } from '@/app/(dashboard)/_lib/display-labels';
import { Icon } from '@/app/_components/icons';
import { orderStatusTone } from '@/app/_components/order-status-badge';
import { Card, EmptyState, PageHeader } from '@/app/_components/ui';
import { ChartCards, DeliveryTimeStat } from './chart-cards';

export const metadata: Metadata = { title: 'Resumen' };

export default async function OverviewPage() {
  const session = await requireOrgPage();
  const [o, charts] = await Promise.all([
    getOverview(getDb(), { organizationId: session.organizationId }),
    getOverviewCharts(getDb(), { organizationId: session.organizationId }),
  ]);
  const maxStatus = Math.max(1, ...o.ordersByStatus.map((s) => s.count));
  const maxHour = Math.max(1, ...o.requestsByHour.map((h) => h.count));
  const failedDeliveries = o.failingWebhooks.reduce((acc, w) => acc + w.failed24h, 0);
  // Each role sees the figures of what it may read: balance (billing:read), webhooks (webhooks:read), keys.
  const canBilling = can(session.role, 'billing:read');
  const canWebhooks = can(session.role, 'webhooks:read');
  return (
    <>
      <PageHeader
        title="Resumen"
        description={`Así va ${session.membership.organizationName} hoy.`}
        actions={
          can(session.role, 'keys:read') ? (
            <Link href="/dashboard/api-keys" className="btn">
              <Icon name="key" /> Claves de API
            </Link>
          ) : undefined
        }
      />
      <div className="stats">
        {canBilling && (
          <div className="card stat" data-testid="stat-balance">
            <span className="label">Saldo disponible</span>
            <span className={o.balanceCentavos < 0 ? 'value negative' : 'value'}>{formatCentavos(o.balanceCentavos)}</span>
            <Link href="/dashboard/billing" className="foot">
              Ver movimientos →
            </Link>
          </div>
        )}
        <div className="card stat">
          <span className="label">Pedidos</span>
          <span className="value">{formatCount(o.totalOrders)}</span>
          <span className="foot" data-testid="stat-in-transit">
            {formatCount(o.inTransitOrders)} en camino
          </span>
        </div>
        <DeliveryTimeStat charts={charts} />
        <div className="card stat" data-testid="stat-requests">
          <span className="label">Solicitudes a la API (24 h)</span>
          <span className="value">{formatCount(o.requests24h)}</span>
          <span className="foot">todas las claves</span>
        </div>
        {canWebhooks && (
          <div className="card stat">
            <span className="label">Webhooks con fallas (24 h)</span>
            <span className={o.failingWebhooks.length ? 'value danger' : 'value'}>{o.failingWebhooks.length}</span>
            <span className="foot">
              {formatCount(o.activeWebhooks)} activos · {formatCount(failedDeliveries)} entregas fallidas
            </span>
          </div>
        )}
      </div>

      <ChartCards charts={charts} showBalance={canBilling} />

      <div className="grid-2">
        <Card
          title="Pedidos por estado"
          actions={
            <Link href="/dashboard/orders" className="btn btn-sm">
              Ver pedidos
            </Link>
          }
        >
          <div className="card-body">
            {o.totalOrders === 0 ? (
              <EmptyState icon="box" title="Todavía no hay pedidos">
                Crea tu primer pedido con <code>POST /api/v1/orders</code> usando una clave con el permiso <code>orders:write</code>.
              </EmptyState>
            ) : (
              <div className="bars">
                {o.ordersByStatus
                  .filter((s) => s.count > 0)
                  .map((s) => (
                    <Link key={s.status} href={`/dashboard/orders?status=${s.status}`} className="bar-row">
                      <span>{statusLabel(s.status)}</span>
                      <span className="bar-track" aria-hidden="true">
                        <span
                          className={`bar-fill tone-${orderStatusTone[s.status]}`}
                          style={{ width: `${(s.count / maxStatus) * 100}%` }}
                        />
                      </span>
                      <span className="num">{formatCount(s.count)}</span>
                    </Link>
                  ))}
              </div>
            )}
          </div>
        </Card>

        <Card title="Solicitudes a la API" description="Por hora, últimas 24 horas">
          <div className="card-body stack-sm">
            <div className="spark" role="img" aria-label={`${o.requests24h} solicitudes en las últimas 24 horas`}>
              {o.requestsByHour.map((h) => (
                <span
                  key={h.hour}
                  className={h.count ? 'has' : ''}
                  style={{ height: `${Math.max(3, (h.count / maxHour) * 100)}%` }}
                  title={`${formatTime(h.hour).slice(0, 5)} · ${h.count}`}
                />
              ))}
            </div>
            <div className="muted spark-axis">
              <span>hace 24 h</span>
              <span>ahora</span>
            </div>
          </div>
        </Card>
      </div>

      {canWebhooks && (
        <Card
          title="Webhooks con entregas fallidas"
          description="Últimas 24 horas"
          actions={
            <Link href="/dashboard/webhooks" className="btn btn-sm">
              Ver webhooks
            </Link>
          }
        >
          {o.failingWebhooks.length === 0 ? (
            <EmptyState icon="check" title="Sin fallas">
              Todas las entregas de las últimas 24 horas llegaron bien (o no hubo entregas).
            </EmptyState>
          ) : (
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th>Webhook</th>
                    <th className="hide-sm">URL</th>
                    <th className="num">Fallidas</th>
                    <th>Última falla</th>
                  </tr>
                </thead>
                <tbody>
                  {o.failingWebhooks.map((w) => (
                    <tr key={w.id}>
                      <td>
                        <Link href={`/dashboard/webhooks/${w.id}`}>{w.name}</Link>
                      </td>
                      <td className="hide-sm muted">
                        <code>{w.url}</code>
                      </td>
                      <td className="num">{formatCount(w.failed24h)}</td>
                      <td className="muted nowrap">{formatDateTime(w.lastFailureAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      )}
    </>
  );
}
