// Cash on delivery (issue 35, docs/cod.md): each COD order's collection, the provider's remittances and their lines,
// an organization's COD settings, the bank payout batches, and the platform operators' keys that may import remittances.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { codDiscrepancyStatuses, codFeeModes, codPayoutBatchStatuses, codStatuses, remittanceLineOutcomes } from '@/model/cod';
import { organizations } from './organizations';
import { orders } from './orders';

/**
 * An organization's COD choices: where the COD fee is paid (feeMode, docs/cod.md) and, when set, the bank account
 * (CLABE) collections are paid to instead of the balance.
 */
export const codSettings = pgTable('cod_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  feeMode: text('fee_mode', { enum: codFeeModes }).notNull().default('purchase'),
  // 18 digits, validated (bank code and check digit) before it is stored; null: payouts go to the balance
  payoutClabe: text('payout_clabe'),
  payoutBeneficiary: text('payout_beneficiary'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The largest COD amount a service accepts (quote and order create refuse more with a Spanish 400). `carrier` is the
 * carrier module's name ("sandbox": the shipment types are its services); a null service is the carrier's default.
 * Set with `npm run cli -- cod:set-limit`; a service with no row and no carrier default has COD_MAX_AMOUNT_MXN.
 */
export const codLimits = pgTable(
  'cod_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrier: text('carrier').notNull(),
    service: text('service'),
    maxCentavos: bigint('max_centavos', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cod_limits_carrier_service_uq').on(t.carrier, sql`coalesce(${t.service}, '')`)],
);

/** The platform's remittances: one file the provider sent with the cash it paid us, imported once by its reference. */
export const codRemittances = pgTable(
  'cod_remittances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // the provider's reference of the remittance; importing it again answers the first import's report
    reference: text('reference').notNull(),
    // api, cli or sandbox
    source: text('source').notNull(),
    fileName: text('file_name'),
    fileSha256: text('file_sha256').notNull(),
    // who imported it: an operator key's name, a platform admin's email, or "cli"
    importedBy: text('imported_by').notNull(),
    lineCount: integer('line_count').notNull(),
    totalCentavos: bigint('total_centavos', { mode: 'number' }).notNull(),
    matchedCount: integer('matched_count').notNull(),
    matchedCentavos: bigint('matched_centavos', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cod_remittances_reference_uq').on(t.reference), index('cod_remittances_created_idx').on(t.createdAt.desc())],
);

/** One line of a remittance file and what it turned out to be (the match report). */
export const codRemittanceLines = pgTable(
  'cod_remittance_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    remittanceId: uuid('remittance_id')
      .notNull()
      .references(() => codRemittances.id, { onDelete: 'cascade' }),
    // the line's number in the file (the header is line 1)
    lineNumber: integer('line_number').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
    collectedOn: date('collected_on', { mode: 'string' }),
    outcome: text('outcome', { enum: remittanceLineOutcomes }).notNull(),
    // the order the tracking number found (null: unknown guide) and its organization
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    // Spanish, for the report: why a line did not match
    message: text('message'),
  },
  (t) => [
    unique('cod_remittance_lines_line_uq').on(t.remittanceId, t.lineNumber),
    index('cod_remittance_lines_org_idx').on(t.organizationId).where(sql`${t.organizationId} is not null`),
    index('cod_remittance_lines_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/** A bank payout of matched collections to an organization's CLABE: the file for the bank, then marked paid. */
export const codPayoutBatches = pgTable(
  'cod_payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: codPayoutBatchStatuses }).notNull().default('open'),
    // the account it is paid to, copied when the batch is exported
    clabe: text('clabe'),
    beneficiary: text('beneficiary'),
    totalCentavos: bigint('total_centavos', { mode: 'number' }).notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // the bank's reference of the transfer, given when the batch is marked paid
    bankReference: text('bank_reference'),
  },
  (t) => [
    // one open batch per organization collects the matched orders until it is exported
    uniqueIndex('cod_payout_batches_open_uq').on(t.organizationId).where(sql`${t.status} = 'open'`),
    index('cod_payout_batches_org_created_idx').on(t.organizationId, t.createdAt.desc()),
  ],
);

/**
 * One COD order's collection (model/cod.ts). The row is written by the first COD report (collected or refused); an
 * order with isCod and no row is pending. Amounts in centavos.
 */
export const codCollections = pgTable(
  'cod_collections',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: codStatuses }).notNull(),
    // the order's codAmount when the row was written
    expectedCentavos: bigint('expected_centavos', { mode: 'number' }).notNull(),
    collectedCentavos: bigint('collected_centavos', { mode: 'number' }),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    courierReference: text('courier_reference'),
    // collected - expected when they differ (the discrepancy), and what became of it
    discrepancyCentavos: bigint('discrepancy_centavos', { mode: 'number' }),
    discrepancyStatus: text('discrepancy_status', { enum: codDiscrepancyStatuses }),
    discrepancyResolvedAt: timestamp('discrepancy_resolved_at', { withTimezone: true }),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    refusedReason: text('refused_reason'),
    lostAt: timestamp('lost_at', { withTimezone: true }),
    remittanceLineId: uuid('remittance_line_id').references(() => codRemittanceLines.id, { onDelete: 'set null' }),
    remittedCentavos: bigint('remitted_centavos', { mode: 'number' }),
    remittedAt: timestamp('remitted_at', { withTimezone: true }),
    // the COD fee taken from the collection at payout (fee mode deduct; 0 otherwise) and what reached the merchant
    feeDeductedCentavos: bigint('fee_deducted_centavos', { mode: 'number' }).notNull().default(0),
    paidOutCentavos: bigint('paid_out_centavos', { mode: 'number' }),
    payoutLedgerEntryId: uuid('payout_ledger_entry_id'),
    payoutBatchId: uuid('payout_batch_id').references(() => codPayoutBatches.id),
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cod_collections_org_status_idx').on(t.organizationId, t.status, t.updatedAt.desc()),
    // the lost-collection sweep: collected rows oldest first
    index('cod_collections_collected_idx').on(t.collectedAt).where(sql`${t.status} = 'collected'`),
    index('cod_collections_payout_batch_idx').on(t.payoutBatchId).where(sql`${t.payoutBatchId} is not null`),
    index('cod_collections_org_discrepancy_idx').on(t.organizationId).where(sql`${t.discrepancyStatus} = 'open'`),
    check('cod_collections_status_known', sql`${t.status} in ('pending', 'collected', 'remitted', 'paid_out', 'refused', 'lost')`),
  ],
);

/**
 * The platform operators' API keys: the only Bearer credential POST /api/v1/cod/remittances accepts (an
 * organization's key never is). Created by `npm run cli -- operator-keys:create <name>`, shown once, stored hashed.
 */
export const operatorKeys = pgTable(
  'operator_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // the first characters, to recognise a key in lists
    prefix: text('prefix').notNull(),
    // SHA-256 hex of the whole key
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_keys_hash_uq').on(t.keyHash)],
);

export type CodCollection = typeof codCollections.$inferSelect;
export type CodRemittance = typeof codRemittances.$inferSelect;
export type CodRemittanceLine = typeof codRemittanceLines.$inferSelect;
export type CodPayoutBatch = typeof codPayoutBatches.$inferSelect;
export type CodSettings = typeof codSettings.$inferSelect;
export type OperatorKey = typeof operatorKeys.$inferSelect;
export type CodLimit = typeof codLimits.$inferSelect;
