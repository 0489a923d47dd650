// Webhooks, the transactional outbox of events, one delivery per (event, webhook), and every attempt.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { webhookEventKinds } from '@/lib/webhooks/event-kinds';

export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    events: text('events', { enum: webhookEventKinds }).array().notNull(),
    // HMAC-SHA256 key for X-Service-Signature; never listed, never logged
    secret: text('secret').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('webhooks_org_idx').on(t.organizationId)],
);

// The outbox: one row per event, written in the same transaction as the change that caused it.
export const webhookEvents = pgTable(
  'webhook_events',
  {
    // "evt_<uuid>"
    id: text('id').primaryKey(),
    organizationId: uuid('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    kind: text('kind').notNull(),
    // the exact JSON body sent on every attempt (signed byte for byte)
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_org_idx').on(t.organizationId, t.createdAt)],
);

// cancelled: the webhook was deleted or deactivated before the delivery finished (can be redelivered)
export const deliveryStates = ['pending', 'succeeded', 'failed', 'cancelled'] as const;

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull().references(() => webhookEvents.id, { onDelete: 'cascade' }),
    webhookId: uuid('webhook_id').notNull().references(() => webhooks.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    state: text('state', { enum: deliveryStates }).notNull().default('pending'),
    // attempts started in the current round (1..3); a redelivery starts a new round at 0
    attemptCount: integer('attempt_count').notNull().default(0),
    // set while attempt number attempt_count is in flight; a stale value means its runner died mid-attempt
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
    // when the next attempt is due (pending only)
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // a runner holds a delivery until this time; others skip it
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // Inngest mode: when the relay handed this delivery to Inngest (the in-process runner skips it then)
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_webhook_uq').on(t.eventId, t.webhookId),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt.desc()),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id').notNull().references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    webhookId: uuid('webhook_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    eventId: text('event_id').notNull(),
    eventKind: text('event_kind').notNull(),
    attemptNumber: integer('attempt_number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    // null on timeout or network error
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    requestBody: text('request_body').notNull(),
    // first 2 KB of the receiver's answer
    responseBody: text('response_body'),
  },
  (t) => [index('webhook_attempts_webhook_idx').on(t.webhookId, t.startedAt.desc(), t.id.desc())],
);

export type Webhook = typeof webhooks.$inferSelect;
export type WebhookEvent = typeof webhookEvents.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type WebhookAttempt = typeof webhookAttempts.$inferSelect;
