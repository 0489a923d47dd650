// The sandbox simulator: plays the provider for an order of the sandbox provider, through the same
// intake path as a real signed report (applyProviderReport), so integrators can exercise their webhooks. Without an
// explicit status it takes the happy path, unless the order's internalReference names a scenario (docs/modes.md):
// "sandbox:failed_delivery" (out_for_delivery -> failed) or "sandbox:exception" (one incidence scan in in_transit);
// "sandbox:weight_adjustment" also measures the parcel at its pickup (lib/adjustments/sandbox-measurement.ts). A COD
// order delivered is also collected, and "sandbox:cod_refused" (out_for_delivery -> failed) refuses the payment
// (lib/cod/sandbox-collection.ts).
import { and, eq, like } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { trackingEvents, type Order } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { log } from '@/lib/platform/log';
import { measureScenarioOrder } from '@/lib/adjustments/sandbox-measurement';
import { collectSandboxOrder, refusesCod, SANDBOX_COD_REFUSED_REASON } from '@/lib/cod/sandbox-collection';
import { lockOrder } from '@/lib/orders/change-status';
import { orderStatusLabels, sandboxNextStatus, type ProviderReportableStatus as ReportableStatus } from '@/lib/orders/order-states';
import { SANDBOX_EXCEPTION_REFERENCE, SANDBOX_FAILED_DELIVERY_REFERENCE, sandboxProvider } from '@/lib/providers/sandbox';
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

const FAILED_DELIVERY_OBSERVATIONS = `Destinatario ausente: entrega no realizada (escenario de prueba ${SANDBOX_FAILED_DELIVERY_REFERENCE})`;
const EXCEPTION_OBSERVATIONS = `Incidencia: domicilio no localizado, se intentará de nuevo (escenario de prueba ${SANDBOX_EXCEPTION_REFERENCE})`;

/** The step a scenario value puts in place of the happy path's, with what the carrier says of it; null: none. */
async function scenarioStep(tx: DbOrTx, order: Order): Promise<{ status: ReportableStatus; observations: string } | null> {
  const reference = order.internalReference ?? '';
  if (order.status === 'out_for_delivery' && reference.startsWith(SANDBOX_FAILED_DELIVERY_REFERENCE)) {
    return { status: 'failed', observations: FAILED_DELIVERY_OBSERVATIONS };
  }
  if (order.status === 'out_for_delivery' && refusesCod(order)) return { status: 'failed', observations: SANDBOX_COD_REFUSED_REASON };
  if (order.status === 'in_transit' && reference.startsWith(SANDBOX_EXCEPTION_REFERENCE)) {
    // Once: the step after the incidence goes on along the happy path.
    const [seen] = await tx
      .select({ id: trackingEvents.id })
      .from(trackingEvents)
      .where(and(eq(trackingEvents.orderId, order.id), like(trackingEvents.description, `%${SANDBOX_EXCEPTION_REFERENCE}%`)))
      .limit(1);
    if (!seen) return { status: 'in_transit', observations: EXCEPTION_OBSERVATIONS };
  }
  return null;
}

/** POST /sandbox/orders/:id/advance: 404 for another organization's order or one of a real provider. */
export async function advanceSandboxOrder(
  db: Db,
  params: { organizationId: string; orderId: string; input: SandboxAdvanceRequest },
): Promise<SandboxAdvanceResponse> {
  const { response, order } = await advanceInTransaction(db, params);
  // After the pickup's commit, as a provider measures a parcel it has picked up: through the measurement intake.
  const measured = response.applied ? await measureScenarioOrder(db, order) : null;
  // After a delivery (or the refused-payment scenario's failure), as a courier reports the cash: the COD intake.
  const collected = response.applied ? await collectSandboxOrder(db, order) : null;
  return {
    ...response,
    ...(measured ? { adjustment: measured.adjustment } : {}),
    ...(collected ? { cod: collected.cod } : {}),
  };
}

async function advanceInTransaction(
  db: Db,
  params: { organizationId: string; orderId: string; input: SandboxAdvanceRequest },
): Promise<{ response: SandboxAdvanceResponse; order: Order }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { orderId: params.orderId, organizationId: params.organizationId });
    if (order.provider !== sandboxProvider.name) {
      throw new DomainError('not_found', 'El simulador solo está disponible para pedidos del proveedor sandbox.');
    }
    const scenario = params.input.status ? null : await scenarioStep(tx, order);
    const status = params.input.status ?? scenario?.status ?? sandboxNextStatus[order.status];
    if (!status) {
      throw new DomainError(
        'invalid_transition',
        `El pedido está en ${orderStatusLabels[order.status]} (${order.status}): no hay un siguiente estado que el proveedor pueda reportar.`,
      );
    }
    const report = simulatedReport(order, status, { ...params.input, observations: params.input.observations ?? scenario?.observations });
    const result = await applyProviderReport(tx, { order, report });
    log.info('sandbox report simulated', {
      orderId: order.id,
      from: result.previousStatus,
      to: result.order.status,
      outcome: result.outcome,
    });
    const response: SandboxAdvanceResponse = {
      order_id: order.id,
      previous_status: result.previousStatus,
      status: result.order.status,
      status_label: orderStatusLabels[result.order.status],
      applied: result.applied,
      outcome: result.outcome,
      provider_data: toProviderData(report),
    };
    return { response, order: result.order };
  });
}
