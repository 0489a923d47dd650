// The domain's shared building blocks that the OpenAPI document names and references by $ref
// (components.schemas) wherever they appear inside a request or a response, instead of repeating them.
// Top-level bodies are named where they are declared (`named()` in lib/http/openapi/define.ts); these are the
// pieces nested inside several of them. The schemas stay the domain's own instances: naming them here changes
// nothing about how they parse. Use them as they are in the declarations: `named()` on one of these would give a
// second schema the same id (zod refuses that).
import type { z } from 'zod';
import {
  addressResponseSchema,
  addressSchema,
  deliveryAddressResponseSchema,
  deliveryAddressSchema,
  orderStatusSchema,
  orderSummarySchema,
  packageSchema,
  trackingEventSchema,
} from '@/lib/orders/schemas';
import { dimensionsSchema, quoteBreakdownSchema, quoteOptionSchema, shipmentTypeSchema } from '@/lib/pricing/schemas';
import { trackingEventResponseSchema } from '@/lib/tracking/schemas';
import {
  deliveryAttemptSchema,
  deliverySchema,
  providerDataSchema,
  webhookEventPayloadSchema,
  webhookSchema,
} from '@/lib/webhooks/schemas';

export const componentSchemaNames = new Map<z.ZodType, string>([
  [addressSchema, 'Address'],
  [deliveryAddressSchema, 'DeliveryAddress'],
  [packageSchema, 'Package'],
  [dimensionsSchema, 'Dimensions'],
  [shipmentTypeSchema, 'ShipmentType'],
  [orderStatusSchema, 'OrderStatus'],
  [orderSummarySchema, 'OrderSummary'],
  [addressResponseSchema, 'OrderAddress'],
  [deliveryAddressResponseSchema, 'OrderDeliveryAddress'],
  [trackingEventSchema, 'OrderTrackingEvent'],
  [trackingEventResponseSchema, 'TrackingEvent'],
  [quoteOptionSchema, 'QuoteOption'],
  [quoteBreakdownSchema, 'QuoteBreakdown'],
  [webhookSchema, 'Webhook'],
  [deliverySchema, 'WebhookDelivery'],
  [deliveryAttemptSchema, 'WebhookDeliveryAttempt'],
  [webhookEventPayloadSchema, 'WebhookEvent'],
  [providerDataSchema, 'ProviderData'],
]);
