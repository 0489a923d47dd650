// POST /orders. Sequence (docs/api/orders.md "Creation sequence"):
//   price -> claim the idempotency key -> balance pre-check -> provider guide (no transaction open)
//   -> ONE transaction: conditional debit + order (already `created`) + tracking events + order.created
//      outbox event + the idempotency response.
// The guide is requested before anything is written, so a provider failure leaves nothing to undo
// (503, no charge, no order, key released). A failure after the guide (402 race, database error)
// rolls the transaction back and cancels the guide with the provider.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders, organizations, trackingEvents, type StoredAddress } from '@/db/schema';
import { applyBalanceChange, toCentavos, toPesos } from '@/lib/billing/ledger';
import { ApiError } from '@/lib/http/api-error';
import {
  beginIdempotentRequest,
  completeIdempotentRequest,
  IdempotencyClaimLostError,
  maybePurgeExpiredIdempotencyKeys,
  releaseIdempotentRequest,
  type IdempotencyClaim,
} from '@/lib/idempotency/idempotency';
import { log } from '@/lib/log';
import { priceShipment, type PricedOption, type ShipmentParams } from '@/lib/pricing/price-shipment';
import { getShippingProvider, ProviderUnavailableError, type Guide, type ShippingProvider } from '@/lib/providers';
import { recordOrderEvents, syntheticProviderData } from '@/lib/webhooks/record-events';
import type { CreateOrderInput, CreateOrderResponse } from './schemas';

/** A provider call slower than this counts as an outage (well inside the idempotency lease). */
export const PROVIDER_TIMEOUT_MS = 20_000;

export type CreateOrderResult = { status: number; body: CreateOrderResponse; replayed: boolean };

export function orderShipmentParams(input: CreateOrderInput): ShipmentParams {
  return {
    originPostalCode: input.pickupAddress.postalCode,
    destinationPostalCode: input.deliveryAddress.postalCode,
    weightKg: input.package.weight,
    dimensionsCm: input.package.dimensions,
    declaredValueCentavos: input.package.declaredValue !== undefined ? toCentavos(input.package.declaredValue) : null,
    isCod: input.isCod,
    codAmountCentavos: input.isCod && input.codAmount !== undefined ? toCentavos(input.codAmount) : null,
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderUnavailableError(`provider did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Creates an order: 201 `{ orderId, guideNumber, trackingNumber }`, or the stored response when
 * `idempotency` names a key already used with the same body (`replayed: true`).
 */
export async function createOrder(
  db: Db,
  input: { organizationId: string; order: CreateOrderInput; idempotency?: { key: string; fingerprint: string } | null },
): Promise<CreateOrderResult> {
  const { organizationId, order } = input;
  const priced = await priceShipment(db, organizationId, order.shipmentType, orderShipmentParams(order));

  let claim: IdempotencyClaim | null = null;
  if (input.idempotency) {
    const begun = await beginIdempotentRequest(db, { organizationId, ...input.idempotency });
    if (begun.kind === 'replay') return { status: begun.response.status, body: begun.response.body as CreateOrderResponse, replayed: true };
    claim = begun.claim;
    maybePurgeExpiredIdempotencyKeys(db);
  }

  try {
    const body = await createWithGuide(db, { organizationId, order, priced, claim });
    return { status: 201, body, replayed: false };
  } catch (error) {
    if (claim && error instanceof IdempotencyClaimLostError) {
      // Our lease ran out and another request took the key over; answer as that request decides.
      const again = await beginIdempotentRequest(db, { organizationId, key: claim.key, fingerprint: claim.fingerprint });
      if (again.kind === 'replay') return { status: again.response.status, body: again.response.body as CreateOrderResponse, replayed: true };
      await releaseIdempotentRequest(db, again.claim);
      throw new ApiError('idempotency_key_in_use', undefined, { 'Retry-After': '1' });
    }
    if (claim) {
      await releaseIdempotentRequest(db, claim).catch((e) => log.error('could not release idempotency key', { error: e }));
    }
    throw error;
  }
}

async function createWithGuide(
  db: Db,
  input: { organizationId: string; order: CreateOrderInput; priced: PricedOption; claim: IdempotencyClaim | null },
): Promise<CreateOrderResponse> {
  const { organizationId, order, priced, claim } = input;
  const total = priced.totalCentavos;

  // Not authoritative (the conditional debit below is), but spares a guide when the balance clearly falls short.
  const [org] = await db.select({ balance: organizations.balanceCentavos }).from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw new ApiError('not_found', 'La organización no existe.');
  if (org.balance < total) {
    throw new ApiError(
      'insufficient_balance',
      `Saldo insuficiente: el envío cuesta $${toPesos(total).toFixed(2)} MXN y tu saldo disponible es $${toPesos(org.balance).toFixed(2)} MXN. Recarga tu saldo prepagado.`,
    );
  }

  const orderId = randomUUID();
  const pickupAddress: StoredAddress = { ...order.pickupAddress };
  const deliveryAddress: StoredAddress = { ...order.deliveryAddress };
  const provider = getShippingProvider();
  const guide = await requestGuide(provider, {
    orderId,
    organizationId,
    shipmentType: order.shipmentType,
    pickupAddress,
    deliveryAddress,
    package: { weight: order.package.weight, ...order.package.dimensions },
    isCod: order.isCod,
    codAmountCentavos: order.isCod && order.codAmount !== undefined ? toCentavos(order.codAmount) : null,
    internalReference: order.internalReference ?? null,
  });
  const response: CreateOrderResponse = { orderId, guideNumber: guide.guideNumber, trackingNumber: guide.trackingNumber };

  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values({
          id: orderId,
          organizationId,
          internalReference: order.internalReference ?? null,
          provider: provider.name,
          guideNumber: guide.guideNumber,
          providerTrackingNumber: guide.trackingNumber,
          status: 'created',
          shipmentType: order.shipmentType,
          receiverName: order.receiverName ?? null,
          receiverPhone: order.receiverPhone ?? null,
          pickupAddress,
          deliveryAddress,
          packageWeight: order.package.weight,
          packageLength: order.package.dimensions.length,
          packageWidth: order.package.dimensions.width,
          packageHeight: order.package.dimensions.height,
          contentDescription: order.package.contentDescription ?? null,
          declaredValueCentavos: order.package.declaredValue !== undefined ? toCentavos(order.package.declaredValue) : null,
          isCod: order.isCod,
          codAmountCentavos: order.isCod && order.codAmount !== undefined ? toCentavos(order.codAmount) : null,
          totalCostCentavos: total,
          pricing: {
            currency: 'MXN',
            tariffId: priced.tariffId,
            chargeableWeightKg: priced.chargeableWeightKg,
            volumetricWeightKg: priced.volumetricWeightKg,
            breakdownCentavos: priced.breakdownCentavos,
          },
          estimatedDeliveryAt: priced.estimatedDeliveryAt,
        })
        .returning();
      const location = `${pickupAddress.city}, ${pickupAddress.state}`;
      // Both steps of creation are in the history; `created` sorts after `pending` (1 ms later).
      await tx.insert(trackingEvents).values([
        {
          orderId,
          organizationId,
          status: 'pending',
          description: 'Pedido registrado, en espera de la guía',
          location,
          occurredAt: sql`now()`,
          source: 'api',
        },
        {
          orderId,
          organizationId,
          status: 'created',
          description: `Guía ${guide.guideNumber} generada con el proveedor ${provider.name}`,
          location,
          occurredAt: sql`now() + interval '1 millisecond'`,
          source: 'system',
        },
      ]);
      await recordOrderEvents(tx, {
        order: row,
        kinds: ['order.created'],
        providerData: syntheticProviderData(row, row.createdAt),
        at: row.createdAt,
      });
      if (claim) await completeIdempotentRequest(tx, claim, { status: 201, body: response });
      // The debit comes last: it locks the organization's row, and every create of the organization
      // waits for that lock, so it is held only from here to the commit. A short balance rolls all back.
      await applyBalanceChange(tx, {
        organizationId,
        kind: 'debit',
        amountCentavos: total,
        description: `Envío ${order.shipmentType}, guía ${guide.guideNumber}`,
        orderId,
      });
    });
  } catch (error) {
    // Nothing was written; the guide must not stay alive at the provider either.
    await provider.cancelGuide(guide).catch((e) => log.error('could not cancel an unused guide', { guideNumber: guide.guideNumber, error: e }));
    throw error;
  }
  return response;
}

async function requestGuide(provider: ShippingProvider, request: Parameters<ShippingProvider['createGuide']>[0]): Promise<Guide> {
  try {
    return await withTimeout(provider.createGuide(request), PROVIDER_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      log.warn('provider unavailable on guide creation', { provider: provider.name, orderId: request.orderId, reason: error.message });
      throw new ApiError('provider_unavailable');
    }
    throw error;
  }
}
