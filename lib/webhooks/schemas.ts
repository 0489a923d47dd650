// Request and response shapes of /api/v1/webhooks/**, and the shape of the event requests we send
// (docs/api/webhooks.md). Used for parsing, for the TypeScript types and for the OpenAPI document.
import { adjustmentBodySchema } from '@/lib/adjustments/schemas';
import { codCollectionBodySchema } from '@/lib/cod/schemas';
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { safeText } from '@/lib/platform/text/zod';
import { orderStatuses } from '@/lib/orders/order-states';
import { deliveryStates } from '@/db/schema/webhooks';
import { TEST_EVENT_KIND, webhookEventKinds } from './event-kinds';
import { webhookRetrySchedules } from './retry-schedule';

export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_NAME_MAX_LENGTH = 100;

const webhookUrl = safeText({ max: WEBHOOK_URL_MAX_LENGTH })
  .refine((value) => URL.canParse(value), { error: 'debe ser una URL válida' })
  .refine((value) => !URL.canParse(value) || ['http:', 'https:'].includes(new URL(value).protocol), {
    error: 'debe empezar con https:// (o http:// en desarrollo)',
  });

const webhookEvents = z
  .array(z.enum(webhookEventKinds))
  .min(1)
  .refine((events) => new Set(events).size === events.length, { error: 'no debe repetir tipos de evento' });

/** "standard" (the spec's 3 attempts, the default) or "extended" (9 attempts over about 28 hours). */
const retrySchedule = z.enum(webhookRetrySchedules);

export const createWebhookSchema = z.strictObject({
  name: safeText({ max: WEBHOOK_NAME_MAX_LENGTH }),
  url: webhookUrl,
  events: webhookEvents,
  /** defaults to true */
  active: z.boolean().optional(),
  /** defaults to "standard" */
  retrySchedule: retrySchedule.optional(),
});
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

export const updateWebhookSchema = z
  .strictObject({
    name: safeText({ max: WEBHOOK_NAME_MAX_LENGTH }).optional(),
    url: webhookUrl.optional(),
    events: webhookEvents.optional(),
    active: z.boolean().optional(),
    retrySchedule: retrySchedule.optional(),
  })
  .refine((input) => Object.values(input).some((v) => v !== undefined), {
    error: 'debe incluir al menos uno de: name, url, events, active, retrySchedule',
  });
export type UpdateWebhookInput = z.infer<typeof updateWebhookSchema>;

/** Query of the paginated lists; unknown parameters are ignored. */
export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().min(1).optional(),
});

/** A webhook as every read returns it: never with its secret. */
export const webhookSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.enum(webhookEventKinds)),
  active: z.boolean(),
  retrySchedule,
  /** when the service disabled the endpoint itself (every attempt failed for 5 days); null otherwise */
  disabledAt: z.iso.datetime().nullable(),
  /** why, in Spanish; cleared by re-enabling (PATCH active: true) */
  disabledReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type WebhookView = z.infer<typeof webhookSchema>;

/** POST /webhooks (201): the only response besides the secret endpoints that carries the secret. */
// Standard base64 since Standard Webhooks (A-Z a-z 0-9 + / and = padding); secrets of before are base64url (- _).
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string().regex(/^whsec_[A-Za-z0-9+/_-]{43,}={0,2}$/) });

export const webhookListSchema = z.object({ data: z.array(webhookSchema), nextCursor: z.string().nullable() });

/** POST /webhooks/:id/rotate-secret: how long the secret being replaced keeps signing (0 or absent: not at all). */
export const MAX_SECRET_GRACE_SECONDS = 7 * 24 * 3600;
export const rotateWebhookSecretSchema = z.strictObject({
  expiresInSeconds: z.number().int().min(0).max(MAX_SECRET_GRACE_SECONDS).optional(),
});
export type RotateWebhookSecretInput = z.infer<typeof rotateWebhookSecretSchema>;

/**
 * GET /webhooks/:id/secret and POST /webhooks/:id/rotate-secret: the current secret only (a previous one is
 * never shown again), and until when the previous one still signs deliveries (null: no grace under way).
 */
export const webhookSecretSchema = z.object({
  id: z.uuid(),
  secret: createdWebhookSchema.shape.secret,
  previousSecretExpiresAt: z.iso.datetime().nullable(),
});

export const deletedWebhookSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });

/** One attempt of the deliveries log (GET /webhooks/:id/deliveries). */
export const deliveryAttemptSchema = z.object({
  id: z.uuid(),
  deliveryId: z.uuid(),
  eventId: z.string(),
  event: z.string(),
  /** 1..3 within a round (1..9 with the extended schedule); a redelivery starts a new round at 1 */
  attemptNumber: z.number().int().min(1),
  attemptedAt: z.iso.datetime(),
  /** null on timeout, network error or a refused target */
  statusCode: z.number().int().nullable(),
  responseTimeMs: z.number().int().min(0),
  error: z.string().nullable(),
  /** the event body sent, parsed */
  payload: z.unknown(),
  /** the first 2 KB of the receiver's answer */
  responseBody: z.string().nullable(),
  /** the state of the delivery the attempt belongs to now */
  deliveryState: z.enum(deliveryStates),
  /** X-Request-Id of the request that caused the event (API or provider report); null otherwise (dashboard, CLI) */
  requestId: z.string().nullable(),
});
export const deliveryAttemptListSchema = z.object({ data: z.array(deliveryAttemptSchema), nextCursor: z.string().nullable() });

export const deliverySchema = z.object({
  id: z.uuid(),
  webhookId: z.uuid(),
  eventId: z.string(),
  event: z.string(),
  state: z.enum(deliveryStates),
  attemptCount: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});

/** POST /webhooks/:id/test (201). */
export const testEventResponseSchema = z.object({
  eventId: z.string(),
  deliveryId: z.uuid(),
  event: z.literal(TEST_EVENT_KIND),
});

// ----- what a receiver gets (docs/api/webhooks.md, the request sent to the client's URL) -----

export const providerDataSchema = z.strictObject({
  value: z.string(),
  location: z.string(),
  latitud: z.string(),
  longitud: z.string(),
  observations: z.string(),
  dateTimeISO: z.string(),
  StatusObj: z.strictObject({ code: z.string(), description: z.string() }),
});

export const webhookEventPayloadSchema = z.strictObject({
  id: z.string().regex(/^evt_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
  event: z.union([z.enum(webhookEventKinds), z.literal(TEST_EVENT_KIND)]),
  // ISO 8601 UTC with milliseconds
  createdAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  data: z.strictObject({
    orderId: z.uuid(),
    internalReference: z.string(),
    status: z.enum(orderStatuses),
    providerData: providerDataSchema,
    trackingUrl: z.url().nullable().meta({
      description:
        'Página pública de rastreo del pedido para el destinatario (PUBLIC_URL + /rastreo/<número de rastreo de ida>); null mientras el pedido no tiene número de rastreo',
    }),
    adjustment: adjustmentBodySchema.optional().meta({
      description: 'Solo en order.adjusted y order.adjustment_resolved: el ajuste de peso, el mismo cuerpo que GET /adjustments/{id}',
    }),
    cod: codCollectionBodySchema.optional().meta({
      description:
        'Solo en los eventos de contra entrega (order.cod_collected, order.cod_refused, order.cod_paid_out): el cobro del pedido',
    }),
  }),
});
export type WebhookEventPayload = z.infer<typeof webhookEventPayloadSchema>;

/** The headers of every request we send (lower-cased, as a receiver's framework shows them). */
export const webhookRequestHeadersSchema = z.object({
  'content-type': z.literal('application/json'),
  'x-service-event': z.string().min(1),
  'x-service-signature': z.string().regex(/^[0-9a-f]{64}$/),
  // Standard Webhooks (https://www.standardwebhooks.com): the event id, this attempt's unix time in seconds, and
  // one "v1,<base64 HMAC-SHA256>" per valid secret (two during a rotation's grace), space-separated
  'webhook-id': z.string().regex(/^evt_/),
  'webhook-timestamp': z.string().regex(/^\d{10}$/),
  'webhook-signature': z.string().regex(/^v1,[A-Za-z0-9+/]{43}=( v1,[A-Za-z0-9+/]{43}=)?$/),
});
