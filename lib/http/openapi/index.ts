// The OpenAPI 3.1 document of the public API, built once per process from the handlers' zod schemas.
import { webhookEventKinds } from '@/lib/webhooks/event-kinds';
import { webhookEventPayloadSchema } from '@/lib/webhooks/schemas';
import { buildOpenApiDocument } from './document';
import { exampleWebhookEvent } from './examples';
import { operationList, operations } from './operations';

const eventDescriptions: Record<string, string> = {
  'order.created': 'Se creó un pedido.',
  'order.status_changed': 'Cualquier cambio de estado (incluye devoluciones).',
  'order.picked_up': 'El paquete fue recolectado.',
  'order.in_transit': 'El paquete va en camino.',
  'order.out_for_delivery': 'El paquete salió a reparto.',
  'order.delivered': 'Entregado con éxito.',
  'order.failed': 'La entrega no se pudo realizar.',
  'order.cancelled': 'El pedido fue cancelado.',
};

let cached: Record<string, unknown> | undefined;

export function getOpenApiDocument(): Record<string, unknown> {
  cached ??= buildOpenApiDocument({
    info: {
      title: 'Envíos MX API',
      version: '1.0.0',
      description:
        'API de envíos para México: pedidos, cotizaciones, guías PDF con tu marca, rastreo y webhooks firmados. ' +
        'Todas las solicitudes llevan `Authorization: Bearer <API_KEY>`; los cuerpos son JSON; los errores son `{ "error": "<mensaje en español>" }` ' +
        'con el identificador en el encabezado `X-Error-Code`.',
    },
    operations: operationList,
    webhooks: Object.fromEntries(
      webhookEventKinds.map((kind) => [
        kind,
        {
          summary: kind,
          description: `${eventDescriptions[kind]} POST a la URL del webhook con X-Service-Event: ${kind}. Reintentos: 3 intentos (inmediato, ~1.5 s, ~3 s), 10 s de espera máxima por intento.`,
          schema: webhookEventPayloadSchema,
          example: { ...exampleWebhookEvent, event: kind },
        },
      ]),
    ),
  });
  return cached;
}

export { operations };
