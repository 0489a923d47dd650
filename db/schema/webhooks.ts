// Webhooks, the transactional outbox of events, one delivery per (event, webhook), and every attempt.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { deliveryStates, recoveryStates, webhookEventKinds, webhookRetrySchedules } from '@/model/webhooks';

export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    events: text('events', { enum: webhookEventKinds }).array().notNull(),
    // HMAC-SHA256 key for X-Service-Signature; never listed, never logged
    secret: text('secret').notNull(),
    // the secret a rotation replaced, still signing (webhook-signature) until previous_secret_expires_at; never shown
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    // lib/webhooks/retry-schedule.ts: the spec's 3 attempts, or the extended 9
    retrySchedule: text('retry_schedule', { enum: webhookRetrySchedules }).notNull().default('standard'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // endpoint health (lib/webhooks/endpoint-health.ts): the first failed attempt since the last success
    failingSince: timestamp('failing_since', { withTimezone: true }),
    // set when the service disabled the endpoint itself (every delivery failed for 5 days); cleared on re-enabling
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
  },
  (t) => [
    index('webhooks_org_idx').on(t.organizationId),
    check('webhooks_retry_schedule_known', sql`${t.retrySchedule} in ('standard', 'extended')`),
  ],
);

// The outbox: one row per event, written in the same transaction as the change that caused it.
export const webhookEvents = pgTable(
  'webhook_events',
  {
    // "evt_<uuid>"
    id: text('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    kind: text('kind').notNull(),
    // the exact JSON body sent on every attempt (signed byte for byte)
    body: text('body').notNull(),
    // the X-Request-Id of the API request that caused the event (lib/platform/log/context.ts); null outside a request
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_events_org_idx').on(t.organizationId, t.createdAt),
    index('webhook_events_order_idx').on(t.orderId, t.createdAt).where(sql`${t.orderId} is not null`),
  ],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
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
    // the recovery job that last re-queued this delivery (lib/webhooks/run-recovery.ts)
    recoveryId: uuid('recovery_id').references((): AnyPgColumn => webhookRecoveries.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_webhook_uq').on(t.eventId, t.webhookId),
    index('webhook_deliveries_recovery_idx').on(t.recoveryId).where(sql`${t.recoveryId} is not null`),
    index('webhook_deliveries_unsent_idx').on(t.webhookId, t.createdAt, t.id).where(sql`${t.state} in ('failed', 'cancelled')`),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt.desc()),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
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
  (t) => [
    index('webhook_attempts_webhook_idx').on(t.webhookId, t.startedAt.desc(), t.id.desc()),
    index('webhook_attempts_delivery_idx').on(t.deliveryId, t.startedAt),
  ],
);

// A recovery job (POST /webhooks/:id/recover): re-queues the endpoint's failed and cancelled deliveries created in
// [since, until], oldest first, in batches that advance the cursor in the same transaction (resumable).
export const webhookRecoveries = pgTable(
  'webhook_recoveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull(),
    // the request's time: deliveries created later are not part of the job
    until: timestamp('until', { withTimezone: true }).notNull(),
    state: text('state', { enum: recoveryStates }).notNull().default('queued'),
    // deliveries to re-send, counted when the job was created
    total: integer('total').notNull(),
    // deliveries re-queued so far
    queued: integer('queued').notNull().default(0),
    // the last delivery (created_at, id) the job went past
    cursorCreatedAt: timestamp('cursor_created_at', { withTimezone: true }),
    cursorId: uuid('cursor_id'),
    // a runner holds the job until this time; others skip it
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // Inngest mode: when the job was handed to Inngest
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_recoveries_open_uq').on(t.webhookId).where(sql`${t.state} in ('queued', 'running')`),
    index('webhook_recoveries_open_idx').on(t.createdAt).where(sql`${t.state} in ('queued', 'running')`),
    index('webhook_recoveries_webhook_idx').on(t.webhookId, t.createdAt),
  ],
);

export type WebhookRecovery = typeof webhookRecoveries.$inferSelect;
export type Webhook = typeof webhooks.$inferSelect;
export type WebhookEvent = typeof webhookEvents.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type WebhookAttempt = typeof webhookAttempts.$inferSelect;

export { deliveryStates, recoveryStates } from '@/model/webhooks';
