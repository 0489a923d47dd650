// Batches (issue 19, docs/batches.md): one uploaded file (CSV or JSON) of orders, validated and quoted row by
// row when it arrives, purchased in the background later (lib/batches/purchase-job.ts). A batch's counters
// (created, failed, pending, total charged) change in the same statement that settles a row, so they always
// agree with the rows.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { organizations } from './organizations';
import { batchStatuses, batchSources, batchRowStates } from '@/model/batches';

export type BatchRowError = { field: string; message: string };

export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: batchStatuses }).notNull().default('validated'),
    source: text('source', { enum: batchSources }).notNull(),
    // the uploaded file's name when the dashboard sends one (API uploads: null)
    fileName: text('file_name'),
    total: integer('total').notNull(),
    valid: integer('valid').notNull(),
    invalid: integer('invalid').notNull(),
    // valid rows not settled yet (0 once completed)
    pending: integer('pending').notNull(),
    created: integer('created').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    // sum of the valid rows' quotes at validation time (centavos)
    quotedCentavos: bigint('quoted_centavos', { mode: 'number' }).notNull().default(0),
    // sum of the created orders' charges (centavos)
    chargedCentavos: bigint('charged_centavos', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    purchaseRequestedAt: timestamp('purchase_requested_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // discarded without buying (POST /batches/{id}/discard, migration 0028)
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
  },
  (t) => [
    index('batches_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    check('batches_status_check', sql`${t.status} in ('validated', 'processing', 'completed', 'discarded')`),
    check('batches_counts_check', sql`${t.pending} >= 0 AND ${t.created} + ${t.failed} + ${t.pending} <= ${t.valid}`),
  ],
);

export const batchRows = pgTable(
  'batch_rows',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    // 1 = the first order of the file (the first data line of a CSV, orders[0] of a JSON body)
    rowNumber: integer('row_number').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    state: text('state', { enum: batchRowStates }).notNull(),
    internalReference: text('internal_reference'),
    // valid rows: the POST /orders body as validated (createOrderSchema output); invalid rows: the body as read
    // from the file (what the failed-rows CSV gives back to fix)
    order: jsonb('order').$type<Record<string, unknown>>(),
    // the validation errors of an invalid row
    errors: jsonb('errors').$type<BatchRowError[]>(),
    // what was read otherwise than written or looks like buying twice (migration 0028); the row stays valid
    warnings: jsonb('warnings').$type<BatchRowError[]>(),
    quoteCentavos: bigint('quote_centavos', { mode: 'number' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    guideNumber: text('guide_number'),
    trackingNumber: text('tracking_number'),
    chargedCentavos: bigint('charged_centavos', { mode: 'number' }),
    // why a queued row failed (Spanish, as the single order's error) and its error code
    failureMessage: text('failure_message'),
    failureCode: text('failure_code'),
    attempts: integer('attempts').notNull().default(0),
    // queued rows: when a runner may take it (a claim moves it forward by the lease, a retry by the backoff)
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    // queued rows: the purchase's time; runners take due rows by (queuedAt, batchId, rowNumber), so a row whose
    // lease ran out comes back before the later rows of its batch (migration 0022)
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.rowNumber] }),
    index('batch_rows_queued_idx').on(t.queuedAt, t.batchId, t.rowNumber).where(sql`${t.state} = 'queued'`),
    check('batch_rows_state_check', sql`${t.state} in ('invalid', 'valid', 'queued', 'created', 'failed')`),
  ],
);

export type Batch = typeof batches.$inferSelect;
export type BatchRow = typeof batchRows.$inferSelect;

export { batchStatuses, batchSources, batchRowStates, type BatchStatus, type BatchSource, type BatchRowState } from '@/model/batches';
