// The sandbox simulator: plays the provider for an order of the sandbox provider, through the same
// intake path as a real signed report (applyProviderReport), so integrators can exercise their webhooks.
import type { Db } from '@/db/client';
import type { Order } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { log } from '@/lib/platform/log';
import { lockOrder } from '@/lib/orders/change-status';
import { orderStatusLabels, sandboxNextStatus, type ProviderReportableStatus as ReportableStatus } from '@/lib/orders/order-states';
import { sandboxProvider } from '@/lib/providers/sandbox';
import { applyProviderReport, toProviderData } from './receive-provider-report';
import { providerReportSchema, type ProviderReport, type SandboxAdvanceRequest, type SandboxAdvanceResponse } from './schemas';

function simulatedLocation(order: Order, status: ReportableStatus): string {
  const { pickupAddress: from, deliveryAddress: to } = order;
  switch (status) {
    case 'picked_up':
    case 'returned':
      return `${from.city}, ${from.state}`;
    case 'in_transit':
      return `Centro de distribución ${from.city}, ${from.state}`;
    default:
      return `${to.city}, ${to.state}`;
  }
}

/** The report a carrier would send for `status`: the return guide's number for `returned`, when there is one. */
function simulatedReport(order: Order, status: ReportableStatus, input: SandboxAdvanceRequest): ProviderReport {
  const trackingNumber =
    status === 'returned' ? (order.returnTrackingNumber ?? order.providerTrackingNumber) : order.providerTrackingNumber;
  if (!trackingNumber) {
    throw new DomainError('invalid_transition', 'El pedido aún no tiene guía con el proveedor: no puede recibir reportes de estado.');
  }
  // Never older than the newest report applied, or the simulated report would be kept as stale.
  const last = order.lastProviderEventAt?.getTime() ?? 0;
  const at = new Date(Math.max(Date.now(), last + 1));
  return providerReportSchema.parse({
    value: trackingNumber,
    location: input.location ?? simulatedLocation(order, status),
    latitud: '',
    longitud: '',
    observations: input.observations ?? 'Reporte simulado (sandbox)',
    dateTimeISO: at.toISOString(),
    StatusObj: { code: status, description: orderStatusLabels[status] },
  });
}

/** POST /sandbox/orders/:id/advance: 404 for another organization's order or one of a real provider. */
export async function advanceSandboxOrder(
  db: Db,
  params: { organizationId: string; orderId: string; input: SandboxAdvanceRequest },
): Promise<SandboxAdvanceResponse> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { orderId: params.orderId, organizationId: params.organizationId });
    if (order.provider !== sandboxProvider.name) {
      throw new DomainError('not_found', 'El simulador solo está disponible para pedidos del proveedor sandbox.');
    }
    const status = params.input.status ?? sandboxNextStatus[order.status];
    if (!status) {
      throw new DomainError(
        'invalid_transition',
        `El pedido está en ${orderStatusLabels[order.status]} (${order.status}): no hay un siguiente estado que el proveedor pueda reportar.`,
      );
    }
    const report = simulatedReport(order, status, params.input);
    const result = await applyProviderReport(tx, { order, report });
    log.info('sandbox report simulated', {
      orderId: order.id,
      from: result.previousStatus,
      to: result.order.status,
      outcome: result.outcome,
    });
    return {
      order_id: order.id,
      previous_status: result.previousStatus,
      status: result.order.status,
      status_label: orderStatusLabels[result.order.status],
      applied: result.applied,
      outcome: result.outcome,
      provider_data: toProviderData(report),
    };
  });
}
