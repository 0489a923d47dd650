// Orders (shipments), their tracking events and the idempotency records of POST /orders.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carrierAccounts } from './carrier-accounts';
import { organizations, shipmentTypes } from './organizations';
import { orderStatuses, trackingEventSources } from '@/model/orders';

/** Address as stored (the camelCase request shape; deliveryInstructions only on delivery). */
export type StoredAddress = {
  contactName: string;
  contactPhone: string;
  email?: string;
  street: string;
  exteriorNumber: string;
  interiorNumber?: string;
  neighborhood: string;
  city: string;
  state: string;
  postalCode: string;
  deliveryInstructions?: string;
};

/** PostgreSQL's full-text document type: here a plain set of search words (no positions, no weights). */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/**
 * The generated `search_tokens` of migration 0021_search_tokens.sql: the words the search box matches, made by the
 * SQL function order_search_tokens of that migration (lib/orders/search-orders.ts is its query side).
 */
const ORDER_SEARCH_TOKENS = sql`order_search_tokens("id", "internal_reference", "guide_number", "provider_tracking_number",
    "return_guide_number", "return_tracking_number", "receiver_name", "receiver_phone", "delivery_address")`;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    internalReference: text('internal_reference'),
    // name of the provider adapter that generated the guide (e.g. "sandbox")
    provider: text('provider').notNull(),
    guideNumber: text('guide_number'),
    providerTrackingNumber: text('provider_tracking_number'),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    shipmentType: text('shipment_type', { enum: shipmentTypes }).notNull().default('standard'),
    receiverName: text('receiver_name'),
    receiverPhone: text('receiver_phone'),
    pickupAddress: jsonb('pickup_address').$type<StoredAddress>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<StoredAddress>().notNull(),
    // kg, 0.1..70
    packageWeight: doublePrecision('package_weight').notNull(),
    // cm, 1..300 each
    packageLength: doublePrecision('package_length').notNull(),
    packageWidth: doublePrecision('package_width').notNull(),
    packageHeight: doublePrecision('package_height').notNull(),
    contentDescription: text('content_description'),
    // centavos
    declaredValueCentavos: bigint('declared_value_centavos', { mode: 'number' }),
    isCod: boolean('is_cod').notNull().default(false),
    // centavos; present exactly when isCod
    codAmountCentavos: bigint('cod_amount_centavos', { mode: 'number' }),
    // centavos charged to the balance at creation
    totalCostCentavos: bigint('total_cost_centavos', { mode: 'number' }).notNull(),
    pricing: jsonb('pricing').$type<Record<string, unknown>>().notNull().default({}),
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    returnReason: text('return_reason'),
    returnGuideNumber: text('return_guide_number'),
    returnTrackingNumber: text('return_tracking_number'),
    returnRequestedAt: timestamp('return_requested_at', { withTimezone: true }),
    returnApprovedAt: timestamp('return_approved_at', { withTimezone: true }),
    // dateTimeISO of the newest provider report applied; older reports never move the status back
    lastProviderEventAt: timestamp('last_provider_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }).notNull().defaultNow(),
    // the carrier's own service code the order was bought with (null: the sandbox's shipment types)
    carrierService: text('carrier_service'),
    // the carrier account whose credentials bought the guide (cancel, track and pickups use the same)
    carrierAccountId: uuid('carrier_account_id').references(() => carrierAccounts.id),
    // centavos the carrier charges us for the guide (null: the sandbox, priced by our own tariffs)
    carrierCostCentavos: bigint('carrier_cost_centavos', { mode: 'number' }),
    // when the carrier is next asked for tracking (carriers without push; null: not polled)
    trackingPollAt: timestamp('tracking_poll_at', { withTimezone: true }),
    // consecutive failed polls, for the backoff
    trackingPollFailures: integer('tracking_poll_failures').notNull().default(0),
    // the words the search box matches (migration 0021; lib/orders/search-orders.ts)
    searchTokens: tsvector('search_tokens').generatedAlwaysAs(ORDER_SEARCH_TOKENS),
  },
  (t) => [
    // order search: a word's beginning (or a number's end) looked up among every order's words; without GIN's
    // pending list, so a search never scans the orders created since the last vacuum (migration 0026)
    index('orders_search_tokens_idx').using('gin', t.searchTokens).with({ fastupdate: false }),
    index('orders_org_service_created_idx').on(t.organizationId, t.shipmentType, t.createdAt.desc(), t.id.desc()),
    // keyset pagination of GET /orders, newest first, with and without a status filter
    index('orders_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('orders_org_status_created_idx').on(t.organizationId, t.status, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('orders_tracking_number_uq').on(t.providerTrackingNumber),
    uniqueIndex('orders_return_tracking_number_uq').on(t.returnTrackingNumber),
    uniqueIndex('orders_guide_number_uq').on(t.guideNumber),
    // every number printed on a label finds its shipment (migration 0027): the return guide as well
    uniqueIndex('orders_return_guide_number_uq').on(t.returnGuideNumber),
    // the tracking poll's queue: orders whose carrier is due to be asked (lib/carriers/tracking-poll-job.ts)
    index('orders_tracking_poll_idx').on(t.trackingPollAt).where(sql`${t.trackingPollAt} is not null`),
    // the orders of a carrier account, for removing it (lib/carriers/carrier-accounts.ts) and the foreign key's checks
    index('orders_carrier_account_idx').on(t.carrierAccountId).where(sql`${t.carrierAccountId} is not null`),
    // the COD orders of an organization, newest first: the Contra entrega page's list and counters (lib/cod/list-cod-orders.ts,
    // cod-summary.ts) read only them, however many other orders the organization has (migration 0033)
    index('orders_org_cod_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()).where(sql`${t.isCod}`),
    // the search box's exact reference, case-insensitive (lib/orders/search-orders.ts)
    index('orders_org_reference_idx').on(t.organizationId, sql`lower(${t.internalReference})`),
  ],
);

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    status: text('status', { enum: orderStatuses }).notNull(),
    description: text('description').notNull(),
    location: text('location').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: trackingEventSources }).notNull(),
    // the raw providerData of the report that produced this event, when it came from the provider
    providerData: jsonb('provider_data').$type<Record<string, unknown>>(),
    // tracking number + code + dateTimeISO: a repeated provider report is recognised and ignored
    dedupeKey: text('dedupe_key'),
    // false when the report was kept for the record but did not move the status (older than the latest)
    appliedToStatus: boolean('applied_to_status').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracking_events_order_idx').on(t.orderId, t.occurredAt, t.createdAt),
    uniqueIndex('tracking_events_dedupe_uq').on(t.dedupeKey),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    // SHA-256 of the canonical request (method, path, body)
    requestHash: text('request_hash').notNull(),
    // null while the first request is in flight
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    // a lease: an in-flight record older than this is considered abandoned
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // kept 24 h
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().default(sql`now() + interval '24 hours'`),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type TrackingEvent = typeof trackingEvents.$inferSelect;

export { trackingEventSources } from '@/model/orders';
