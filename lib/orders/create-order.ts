// POST /orders. Sequence (docs/api/orders.md "Creation sequence"):
//   price -> claim the idempotency key -> balance pre-check -> provider guide (no transaction open)
//   -> ONE statement (one round trip, one commit): conditional debit + ledger entry + order (already
//      `created`) + tracking events + order.created outbox event + the idempotency response.
// The guide is requested before anything is written, so a provider failure leaves nothing to undo
// (503, no charge, no order, key released). A failure after the guide (402 race, database error)
// aborts the statement and cancels the guide with the provider.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { abortReason, isUniqueViolation } from '@/db/errors';
import { carrierDocuments, orders, trackingEvents, type StoredAddress } from '@/db/schema';
import { balanceChangeCtes, toCentavos, toPesos } from '@/lib/billing/ledger';
import { DomainError } from '@/lib/platform/errors/domain-error';
import {
  beginIdempotentRequest,
  completionCte,
  IdempotencyClaimLostError,
  maybePurgeExpiredIdempotencyKeys,
  releaseIdempotentRequest,
  type IdempotencyClaim,
} from '@/lib/platform/idempotency/idempotency';
import { log } from '@/lib/platform/log';
import { priceShipment, type ShipmentParams } from '@/lib/pricing/price-shipment';
import { surchargeFields } from '@/lib/pricing/quote';
import { ProviderUnavailableError, type ShippingProvider } from '@/lib/providers';
import type { CarrierShipment } from '@/lib/providers/carrier';
import { markAndSort, shopRates, tariffOption, type ShippingOption } from '@/lib/carriers/rate-shop';
import { firstTrackingPollAt, ledgerDescription, optionProvider, orderPricing, pickOption } from '@/lib/carriers/purchase';
import { loadCodLimits, withinCodLimits } from '@/lib/cod/limits';
import { evidencePhotoCte } from '@/lib/evidence/evidence-photos';
import type { ProcessedPhoto } from '@/lib/evidence/process-photo';
import type { Base64Photo } from '@/lib/evidence/schemas';
import { processScalePhoto } from './scale-photo';
import { recipientNotificationCtes } from '@/lib/notifications/enqueue';
import { noticesOn } from '@/lib/notifications/notice-switches';
import { trackingUrl } from '@/lib/tracking/tracking-url';
import { newOrderEvents, notifyIfQueued, outboxCtes, syntheticProviderData } from '@/lib/webhooks/record-events';
import { refuseAboveMaxTotal } from './price-guard';
import type { CreateOrderInput, CreateOrderResponse } from './schemas';

/**
 * An insert's column list named by the schema's column objects (db/schema/orders.ts), so a renamed or
 * removed column fails to compile here instead of at run time. Rendered once, as plain quoted names ("id",
 * "status": the schema's names are plain identifiers), not per request.
 */
function columns(...list: AnyPgColumn[]): SQL {
  return sql.raw(list.map((column) => `"${column.name}"`).join(', '));
}

const ORDER_COLUMNS = columns(
  orders.id,
  orders.organizationId,
  orders.internalReference,
  orders.provider,
  orders.guideNumber,
  orders.providerTrackingNumber,
  orders.status,
  orders.shipmentType,
  orders.receiverName,
  orders.receiverPhone,
  orders.pickupAddress,
  orders.deliveryAddress,
  orders.packageWeight,
  orders.packageLength,
  orders.packageWidth,
  orders.packageHeight,
  orders.contentDescription,
  orders.declaredValueCentavos,
  orders.isCod,
  orders.codAmountCentavos,
  orders.totalCostCentavos,
  orders.pricing,
  orders.estimatedDeliveryAt,
  orders.createdAt,
  orders.statusUpdatedAt,
  orders.carrierService,
  orders.carrierAccountId,
  orders.carrierCostCentavos,
  orders.trackingPollAt,
);
const DOCUMENT_COLUMNS = columns(
  carrierDocuments.orderId,
  carrierDocuments.organizationId,
  carrierDocuments.kind,
  carrierDocuments.format,
  carrierDocuments.content,
);
const ORDER_ID_COLUMN = columns(orders.id);
const EVENT_COLUMNS = columns(
  trackingEvents.orderId,
  trackingEvents.organizationId,
  trackingEvents.status,
  trackingEvents.description,
  trackingEvents.location,
  trackingEvents.occurredAt,
  trackingEvents.source,
);

/** A provider call slower than this counts as an outage (well inside the idempotency lease). */
export const PROVIDER_TIMEOUT_MS = 20_000;

/** The created order; `replayed`: the order a previous request with the same idempotency key and body created. */
export type CreateOrderResult = { body: CreateOrderResponse; replayed: boolean };

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

const TIMEOUT_PREFIX = 'provider did not answer within';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderUnavailableError(`${TIMEOUT_PREFIX} ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Creates an order: `{ orderId, guideNumber, trackingNumber }`, or the stored one when `idempotency` names a key
 * already used with the same body (`replayed: true`).
 */
export async function createOrder(
  db: Db,
  input: {
    organizationId: string;
    order: CreateOrderInput;
    idempotency?: { key: string; fingerprint: string } | null;
    /** the batch whose row this order is (its ledger entry names the batch) */
    batchId?: string | null;
    /** the parcel on the scale (lib/orders/scale-photo.ts), stored in the order's statement */
    scalePhoto?: Base64Photo | null;
  },
): Promise<CreateOrderResult> {
  const { organizationId, order } = input;
  // A bad photo is refused before the key is claimed or any carrier asked.
  const scalePhoto = await processScalePhoto(input.scalePhoto);
  // The key first: a replay answers what the first request answered without asking any carrier again (a carrier
  // down at the replay must not turn an order already bought into a "nothing charged" 503).
  let claim: IdempotencyClaim | null = null;
  if (input.idempotency) {
    const begun = await beginIdempotentRequest(db, { organizationId, ...input.idempotency });
    if (begun.kind === 'replay') return { body: begun.response.body as CreateOrderResponse, replayed: true };
    claim = begun.claim;
    maybePurgeExpiredIdempotencyKeys(db);
  }

  try {
    const option = await chooseOption(db, { organizationId, order });
    refuseAboveMaxTotal(option, order.maxTotal);
    const body = await createWithGuide(db, { organizationId, order, option, claim, batchId: input.batchId ?? null, scalePhoto });
    return { body, replayed: false };
  } catch (error) {
    if (claim && error instanceof IdempotencyClaimLostError) {
      // Our lease ran out and another request took the key over; answer as that request decides.
      const again = await beginIdempotentRequest(db, { organizationId, key: claim.key, fingerprint: claim.fingerprint });
      if (again.kind === 'replay') return { body: again.response.body as CreateOrderResponse, replayed: true };
      await releaseIdempotentRequest(db, again.claim);
      throw new DomainError('idempotency_key_in_use', undefined, { retryAfterSeconds: 1 });
    }
    if (claim) {
      await releaseIdempotentRequest(db, claim).catch((e) => log.error('could not release idempotency key', { error: e }));
    }
    throw error;
  }
}

/**
 * The option the order buys: with neither `carrier` nor `preference`, the sandbox's price for `shipmentType` as the
 * specification has it; otherwise the rate-shopping option chosen (lib/carriers/rate-shop.ts), priced again now so the
 * order costs what the carrier quotes at purchase.
 */
async function chooseOption(db: Db, input: { organizationId: string; order: CreateOrderInput }): Promise<ShippingOption> {
  const { organizationId, order } = input;
  const params = orderShipmentParams(order);
  // A COD amount over a service's maximum (lib/cod/limits.ts, in memory) refuses that service: 400 cod_amount_over_limit.
  const limits = params.isCod ? loadCodLimits(db) : null;
  if (order.carrier === undefined && order.preference === undefined) {
    const [option] = await Promise.all([
      priceShipment(db, { organizationId, shipmentType: order.shipmentType, params }).then((priced) => tariffOption(priced)),
      limits,
    ]);
    if (limits) withinCodLimits(await limits, [option], params.codAmountCentavos);
    return option;
  }
  const only = order.carrier ?? (order.preference === 'cheapest' || order.preference === 'fastest' ? undefined : order.preference);
  const shopping = await shopRates(db, {
    organizationId,
    params,
    origin: order.pickupAddress,
    destination: order.deliveryAddress,
    carriers: only ? [only] : undefined,
  });
  let options = shopping.options;
  if (limits) {
    // the options over their limit are left out; when every option asked for is over, the limit's 400
    const asked = order.service === undefined ? options : options.filter((o) => o.service === order.service);
    const within = withinCodLimits(await limits, asked, params.codAmountCentavos);
    options = markAndSort(options.filter((o) => !asked.includes(o) || within.includes(o)));
  }
  return pickOption({ ...shopping, options }, { carrier: order.carrier, service: order.service, preference: order.preference });
}

async function createWithGuide(
  db: Db,
  input: {
    organizationId: string;
    order: CreateOrderInput;
    option: ShippingOption;
    claim: IdempotencyClaim | null;
    batchId: string | null;
    scalePhoto: ProcessedPhoto | null;
  },
): Promise<CreateOrderResponse> {
  const { organizationId, order, option, claim } = input;
  const total = option.totalCentavos;

  // Not authoritative (the conditional debit below is), but spares a guide when the balance clearly falls short.
  const [org] = await db.execute<{ balance: string }>(
    sql`select balance_centavos as balance from organizations where id = ${organizationId}::uuid`,
  );
  if (!org) throw new DomainError('not_found', 'La organización no existe.');
  const balance = Number(org.balance);
  if (balance < total) {
    throw new DomainError(
      'insufficient_balance',
      balance < 0
        ? `Saldo insuficiente: el envío cuesta $${toPesos(total).toFixed(2)} MXN y tu saldo es negativo, -$${toPesos(-balance).toFixed(2)} MXN (un ajuste de peso lo dejó debajo de cero). Las compras quedan bloqueadas hasta que una recarga lo cubra.`
        : `Saldo insuficiente: el envío cuesta $${toPesos(total).toFixed(2)} MXN y tu saldo disponible es $${toPesos(balance).toFixed(2)} MXN. Recarga tu saldo prepagado.`,
    );
  }

  const orderId = randomUUID();
  const pickupAddress: StoredAddress = { ...order.pickupAddress };
  const deliveryAddress: StoredAddress = { ...order.deliveryAddress };
  const provider = optionProvider(option);
  for (let attempt = 1; ; attempt++) {
    const guide = await requestGuide(provider, {
      orderId,
      organizationId,
      shipmentType: option.shipmentType,
      pickupAddress,
      deliveryAddress,
      package: { weight: order.package.weight, ...order.package.dimensions },
      isCod: order.isCod,
      codAmountCentavos: order.isCod && order.codAmount !== undefined ? toCentavos(order.codAmount) : null,
      internalReference: order.internalReference ?? null,
    });
    // Keys in jsonb's order (shorter first), so the stored answer a replay sends back is byte-identical to this one.
    const { surcharges, deliveryDays, warning } = surchargeFields(option);
    const response: CreateOrderResponse = {
      orderId,
      warning,
      surcharges,
      guideNumber: guide.guideNumber,
      trackingUrl: trackingUrl(guide.trackingNumber),
      deliveryDays,
      trackingNumber: guide.trackingNumber,
    };

    try {
      await writeCreatedOrder(db, {
        organizationId,
        order,
        option,
        claim,
        batchId: input.batchId,
        scalePhoto: input.scalePhoto,
        orderId,
        provider: provider.name,
        guide,
        pickupAddress,
        deliveryAddress,
        response,
      });
      return response;
    } catch (error) {
      // Nothing was written. A guide or tracking number some order already has is the provider's repeat (the
      // sandbox's random digits can meet again): ask for another. That guide is not cancelled, since cancelling
      // by its number would cancel the other order's shipment.
      if (GUIDE_NUMBER_CONSTRAINTS.some((c) => isUniqueViolation(error, c))) {
        log.error('the provider gave a guide or tracking number another order already has', {
          provider: provider.name,
          orderId,
          guideNumber: guide.guideNumber,
          attempt,
        });
        if (attempt < GUIDE_ATTEMPTS) continue;
        throw new DomainError('provider_unavailable');
      }
      // The guide must not stay alive at the provider either.
      await provider
        .cancelGuide(guide)
        .catch((e) => log.error('could not cancel an unused guide', { guideNumber: guide.guideNumber, error: e }));
      const reason = abortReason(error);
      if (reason === 'insufficient_balance') throw new DomainError('insufficient_balance');
      if (reason === 'idempotency_claim_lost') throw new IdempotencyClaimLostError();
      throw error;
    }
  }
}

/** The unique indexes of the numbers a provider hands out; a repeat of one is asked again, GUIDE_ATTEMPTS times in all. */
const GUIDE_NUMBER_CONSTRAINTS = ['orders_guide_number_uq', 'orders_tracking_number_uq'];
const GUIDE_ATTEMPTS = 3;

/**
 * The whole creation in ONE statement, so one round trip and one commit: the order (already
 * `created`), its two tracking events, the order.created outbox event with its deliveries, the stored
 * idempotent response and the debit with its ledger entry. The statement checks its own outcome: a
 * debit that fell short or a lost idempotency claim aborts it (abort_statement), and nothing of it stays.
 */
async function writeCreatedOrder(
  db: Db,
  input: {
    organizationId: string;
    order: CreateOrderInput;
    option: ShippingOption;
    claim: IdempotencyClaim | null;
    batchId: string | null;
    scalePhoto: ProcessedPhoto | null;
    orderId: string;
    provider: string;
    guide: CarrierShipment;
    pickupAddress: StoredAddress;
    deliveryAddress: StoredAddress;
    response: CreateOrderResponse;
  },
): Promise<void> {
  const { organizationId, order, option, claim, orderId, guide, pickupAddress } = input;
  const carrierPurchase = option.purchase.kind === 'carrier' ? option.purchase : null;
  const shipmentType = option.shipmentType;
  const createdAt = new Date();
  const eventOrder = {
    id: orderId,
    organizationId,
    internalReference: order.internalReference ?? null,
    status: 'created' as const,
    providerTrackingNumber: guide.trackingNumber,
  };
  const events = newOrderEvents({
    order: eventOrder,
    kinds: ['order.created'],
    providerData: syntheticProviderData(eventOrder, createdAt),
    at: createdAt,
  });
  const pricing = orderPricing(option, orderShipmentParams(order));
  const codAmount = order.isCod && order.codAmount !== undefined ? toCentavos(order.codAmount) : null;
  const declaredValue = order.package.declaredValue !== undefined ? toCentavos(order.package.declaredValue) : null;
  const location = `${pickupAddress.city}, ${pickupAddress.state}`;
  const at = createdAt.toISOString();
  // Both steps of creation are in the history; `created` sorts after `pending` (1 ms later).
  const createdStepAt = new Date(createdAt.getTime() + 1).toISOString();
  // The recipient's "order created" notice, when the organization turned notices on (lib/notifications/enqueue.ts;
  // most do not, and then the statement carries none of its parts: lib/notifications/notice-switches.ts).
  const recipientCtes = (await noticesOn(db, { organizationId, event: 'created' }))
    ? recipientNotificationCtes(
        {
          id: orderId,
          organizationId,
          providerTrackingNumber: guide.trackingNumber,
          deliveryAddress: input.deliveryAddress,
          receiverPhone: order.receiverPhone ?? null,
          estimatedDeliveryAt: option.estimatedDeliveryAt,
          codAmountCentavos: codAmount,
        },
        'created',
      )
    : null;
  await db.execute(sql`
    with ${balanceChangeCtes({ organizationId, kind: 'label', amountCentavos: -option.totalCentavos, description: ledgerDescription(option, guide.guideNumber), orderId, batchId: input.batchId })},
    created_order as (
      insert into ${orders} (${ORDER_COLUMNS})
      values (${orderId}::uuid, ${organizationId}::uuid, ${order.internalReference ?? null}::text, ${input.provider}::text,
        ${guide.guideNumber}::text, ${guide.trackingNumber}::text, 'created', ${shipmentType}::text,
        ${order.receiverName ?? null}::text, ${order.receiverPhone ?? null}::text, ${JSON.stringify(pickupAddress)}::jsonb,
        ${JSON.stringify(input.deliveryAddress)}::jsonb, ${order.package.weight}::float8, ${order.package.dimensions.length}::float8,
        ${order.package.dimensions.width}::float8, ${order.package.dimensions.height}::float8,
        ${order.package.contentDescription ?? null}::text, ${declaredValue}::bigint, ${order.isCod}::boolean, ${codAmount}::bigint,
        ${option.totalCentavos}::bigint, ${JSON.stringify(pricing)}::jsonb, ${option.estimatedDeliveryAt.toISOString()}::timestamptz,
        ${at}::timestamptz, ${at}::timestamptz, ${carrierPurchase ? option.service : null}::text, ${carrierPurchase?.accountId ?? null}::uuid,
        ${carrierPurchase?.costCentavos ?? null}::bigint, ${firstTrackingPollAt(option.carrier, createdAt)}::timestamptz)
      returning ${ORDER_ID_COLUMN}
    ), ${
      guide.carrierLabel
        ? sql`carrier_label as (
      insert into ${carrierDocuments} (${DOCUMENT_COLUMNS})
      values (${orderId}::uuid, ${organizationId}::uuid, 'label', ${guide.carrierLabel.format}::text,
        decode(${guide.carrierLabel.base64}::text, 'base64'))
    ), `
        : sql``
    }created_steps as (
      insert into ${trackingEvents} (${EVENT_COLUMNS})
      values (${orderId}::uuid, ${organizationId}::uuid, 'pending', 'Pedido registrado, en espera de la guía', ${location}::text, ${at}::timestamptz, 'api'),
             (${orderId}::uuid, ${organizationId}::uuid, 'created', ${`Guía ${guide.guideNumber} generada con el proveedor ${input.provider}`}::text,
              ${location}::text, ${createdStepAt}::timestamptz, 'system')
    ), ${outboxCtes(organizationId, events)}
    ${recipientCtes ? sql`, ${recipientCtes}` : sql``}
    ${input.scalePhoto ? sql`, ${evidencePhotoCte('scale_photo', { organizationId, kind: 'scale', orderId }, input.scalePhoto)}` : sql``}
    ${claim ? sql`, ${completionCte(claim, { status: 201, body: input.response })}` : sql``}
    select
      case when not exists (select 1 from ledger_entry) then abort_statement('insufficient_balance') else true end as debited,
      ${claim ? sql`case when not exists (select 1 from idempotency_completed) then abort_statement('idempotency_claim_lost') else true end` : sql`true`} as claimed,
      ${notifyIfQueued(organizationId)} as notified`);
}

async function requestGuide(provider: ShippingProvider, request: Parameters<ShippingProvider['createGuide']>[0]): Promise<CarrierShipment> {
  const call = provider.createGuide(request);
  try {
    return await withTimeout(call, PROVIDER_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof ProviderUnavailableError && error.message.startsWith(TIMEOUT_PREFIX)) {
      // The request answers 503 with nothing charged, but the provider may still create the guide after it: one that
      // arrives late is cancelled, so no guide outlives an order that was never recorded.
      void call.then(
        (late) => {
          log.warn('a guide arrived after the provider timeout; cancelling it', { provider: provider.name, orderId: request.orderId });
          return provider
            .cancelGuide(late)
            .catch((e) => log.error('could not cancel a late guide', { provider: provider.name, guideNumber: late.guideNumber, error: e }));
        },
        () => {},
      );
    }
    if (error instanceof ProviderUnavailableError) {
      log.warn('provider unavailable on guide creation', { provider: provider.name, orderId: request.orderId, reason: error.message });
      throw new DomainError('provider_unavailable');
    }
    throw error;
  }
}
