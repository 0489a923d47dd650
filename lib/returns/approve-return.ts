// POST /orders/:id/return/approve: generates the return guide with the order's provider (recipient -> origin)
// and moves return_requested -> return_approved, queueing the tracking poll of that guide for a carrier that is polled. The provider is called outside any transaction so no row
// lock is held across the network; a guide that loses a race with another approval is cancelled again, and one
// whose tracking number another order's return already has is asked for again (not cancelled).
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import type { Order, StoredAddress } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { log } from '@/lib/platform/log';
import { changeOrderStatus, lockOrder } from '@/lib/orders/change-status';
import { statusLabel } from '@/lib/orders/display-labels';
import { orderStatusLabels } from '@/lib/orders/order-states';
import { providerForOrder } from '@/lib/carriers/carrier-provider';
import { firstTrackingPollAt } from '@/lib/carriers/purchase';
import { ProviderUnavailableError, type Guide, type ShippingProvider } from '@/lib/providers';
import { toReturnResponse } from './return-response';
import type { ReturnResponse } from './schemas';

function assertApprovable(order: Order): void {
  if (order.status !== 'return_requested') {
    throw new DomainError(
      'invalid_transition',
      `Solo se puede aprobar la devolución de un pedido con devolución solicitada; este pedido está en ${orderStatusLabels[order.status]} (${order.status}).`,
    );
  }
}

/** The recipient hands the package over; instructions for the outbound delivery do not apply. */
function returnPickup(address: StoredAddress): StoredAddress {
  const { deliveryInstructions: _ignored, ...rest } = address;
  return rest;
}

const RETURN_STILL_REQUESTED =
  'El proveedor logístico no está disponible en este momento; la devolución sigue solicitada. Intenta aprobarla de nuevo.';

async function createReturnGuide(provider: ShippingProvider, order: Order): Promise<Guide> {
  try {
    return await provider.createReturnGuide({
      orderId: order.id,
      organizationId: order.organizationId,
      shipmentType: order.shipmentType,
      pickupAddress: returnPickup(order.deliveryAddress),
      deliveryAddress: order.pickupAddress,
      package: { weight: order.packageWeight, length: order.packageLength, width: order.packageWidth, height: order.packageHeight },
      // nothing is collected on the way back
      isCod: false,
      codAmountCentavos: null,
      internalReference: order.internalReference,
      originalGuideNumber: order.guideNumber ?? '',
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      log.warn('return guide not generated: provider unavailable', { orderId: order.id, provider: provider.name, error: error.message });
      throw new DomainError('provider_unavailable', RETURN_STILL_REQUESTED);
    }
    throw error;
  }
}

/** A return tracking number another order already has is the provider's repeat: asked again, this many times in all. */
const RETURN_GUIDE_ATTEMPTS = 3;

export async function approveReturn(
  db: Db,
  params: { organizationId: string; orderId: string; actor?: AuditActor },
): Promise<ReturnResponse> {
  const current = await db.transaction((tx) => lockOrder(tx, { orderId: params.orderId, organizationId: params.organizationId }));
  assertApprovable(current);
  const provider = await providerForOrder(db, current);
  for (let attempt = 1; ; attempt++) {
    const guide = await createReturnGuide(provider, current);
    try {
      return await writeApproval(db, params, guide);
    } catch (error) {
      // Nothing was written. The sandbox's random digits can meet another order's return number (the unique indexes
      // orders_return_tracking_number_uq and orders_return_guide_number_uq, migration 0027): ask for another guide, and do not cancel this one, since cancelling by
      // its number would cancel the other order's return.
      if (isUniqueViolation(error, 'orders_return_tracking_number_uq') || isUniqueViolation(error, 'orders_return_guide_number_uq')) {
        log.error('the provider gave a return tracking number another order already has', {
          provider: provider.name,
          orderId: current.id,
          guideNumber: guide.guideNumber,
          attempt,
        });
        if (attempt < RETURN_GUIDE_ATTEMPTS) continue;
        throw new DomainError('provider_unavailable', RETURN_STILL_REQUESTED);
      }
      // The guide exists at the provider but not on the order: void it so it cannot be used or billed.
      await provider
        .cancelGuide(guide)
        .catch((cancelError: unknown) =>
          log.error('could not cancel an unused return guide', { orderId: current.id, guideNumber: guide.guideNumber, error: cancelError }),
        );
      throw error;
    }
  }
}

/** The approval with its guide, in one transaction on the order locked again (another approval may have won). */
function writeApproval(
  db: Db,
  params: { organizationId: string; orderId: string; actor?: AuditActor },
  guide: Guide,
): Promise<ReturnResponse> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { orderId: params.orderId, organizationId: params.organizationId });
    assertApprovable(order);
    const approvedAt = new Date();
    // A carrier that is polled for tracking is asked about the return guide from now on (docs/carriers.md, "Tracking").
    const pollAt = firstTrackingPollAt(order.provider, approvedAt);
    const updated = await changeOrderStatus(tx, order, {
      to: 'return_approved',
      by: 'return_approval',
      source: 'api',
      description: `${statusLabel('return_approved')}: guía de retorno ${guide.guideNumber}`,
      set: {
        returnGuideNumber: guide.guideNumber,
        returnTrackingNumber: guide.trackingNumber,
        returnApprovedAt: approvedAt,
        ...(pollAt ? { trackingPollAt: new Date(pollAt), trackingPollFailures: 0 } : {}),
      },
    });
    if (params.actor) {
      await recordAudit(tx, {
        organizationId: params.organizationId,
        actor: params.actor,
        action: 'order.return_approved',
        target: { type: 'order', id: order.id },
        summary: {
          reference: order.internalReference,
          before: { status: order.status },
          after: { status: 'return_approved' },
          returnGuideNumber: guide.guideNumber,
        },
      });
    }
    return toReturnResponse(updated, 'Devolución aprobada. La guía de retorno está lista.');
  });
}
