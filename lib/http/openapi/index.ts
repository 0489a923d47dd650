// The OpenAPI 3.1 document of the public API, built once per process from the handlers' zod schemas. Its webhooks
// section is also the source of the event catalogue at /docs/guias/eventos (app/docs/_lib/generated.ts).
import { orderStatusLabels, type OrderStatus } from '@/lib/orders/order-states';
import { eventKindForStatus, webhookEventDescriptions, webhookEventKinds, type WebhookEventKind } from '@/lib/webhooks/event-kinds';
import { webhookEventPayloadSchema } from '@/lib/webhooks/schemas';
import { buildOpenApiDocument } from './document';
import { exampleWebhookEvent } from './examples';
import { operationList, operations } from './operations';
import { exampleAdjustment } from './operations/adjustments';

/** The order status an example event of `kind` carries: its own status, `created` for order.created. */
function exampleStatus(kind: WebhookEventKind): OrderStatus {
  if (kind === 'order.created') return 'created';
  const own = (Object.keys(eventKindForStatus) as OrderStatus[]).find((status) => eventKindForStatus[status] === kind);
  return own ?? 'in_transit';
}

/** The collection (data.cod, lib/cod/schemas.ts) an example COD event carries. */
const exampleCodFor = (kind: WebhookEventKind) => {
  const base = {
    orderId: exampleWebhookEvent.data.orderId,
    status: 'collected',
    expectedAmount: 850,
    collectedAmount: 850,
    collectedAt: '2026-11-21T18:04:05.000Z',
    courierReference: 'COB-55120',
    discrepancy: null,
    discrepancyStatus: null,
    refusedAt: null,
    refusedReason: null,
    lostAt: null,
    remittedAt: null,
    paidOutAt: null,
    paidOutAmount: null,
    feeDeducted: 0,
  };
  if (kind === 'order.cod_refused') {
    return {
      ...base,
      status: 'refused',
      collectedAmount: null,
      collectedAt: null,
      courierReference: 'INT-88231',
      refusedAt: '2026-11-21T18:04:05.000Z',
      refusedReason: 'El destinatario no tenía el efectivo.',
    };
  }
  if (kind === 'order.cod_paid_out') {
    return {
      ...base,
      status: 'paid_out',
      remittedAt: '2026-11-27T16:00:00.000Z',
      paidOutAt: '2026-11-27T16:00:00.000Z',
      paidOutAmount: 824.5,
      feeDeducted: 25.5,
    };
  }
  return base;
};

/** An example body of one event kind (the document's webhooks section and the event catalogue). */
export function exampleWebhookEventFor(kind: WebhookEventKind) {
  const status = exampleStatus(kind);
  const example = structuredClone(exampleWebhookEvent);
  return {
    ...example,
    event: kind,
    data: {
      ...example.data,
      status,
      providerData: { ...example.data.providerData, StatusObj: { code: status, description: orderStatusLabels[status] } },
      ...(kind === 'order.adjusted' ? { adjustment: exampleAdjustment } : {}),
      ...(kind.startsWith('order.cod_') ? { cod: exampleCodFor(kind) } : {}),
    },
  };
}

let cached: Record<string, unknown> | undefined;

export function getOpenApiDocument(): Record<string, unknown> {
  cached ??= buildOpenApiDocument({
    info: {
      title: 'Envíos MX API',
      version: '1.0.0',
      description:
        'API de envíos para México: pedidos, cotizaciones, guías PDF con tu marca, rastreo y webhooks firmados. ' +
        'Todas las solicitudes llevan `Authorization: Bearer <API_KEY>`; los cuerpos son JSON; los errores son `{ "error": "<mensaje en español>" }` ' +
        'con el identificador en el encabezado `X-Error-Code`, o detalles del problema (RFC 9457) con `Accept: application/problem+json`. ' +
        'Cada respuesta lleva `X-Request-Id` y los límites de solicitudes (`RateLimit-Policy`, `RateLimit`, `X-RateLimit-*`). Guías en español: /docs/guias/pedidos.',
    },
    operations: operationList,
    webhooks: Object.fromEntries(
      webhookEventKinds.map((kind) => [
        kind,
        {
          summary: kind,
          description: `${webhookEventDescriptions[kind]} Se envía por POST a la URL de cada webhook activo suscrito, con X-Service-Event: ${kind}. Firma, encabezados y reintentos: /docs/guias/webhooks.`,
          schema: webhookEventPayloadSchema,
          example: exampleWebhookEventFor(kind),
        },
      ]),
    ),
  });
  return cached;
}

export { operations };
