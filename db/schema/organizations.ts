// Organizations (tenants), their prepaid balance ledger and their tariffs.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  jsonb,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ledgerEntryKinds } from '@/model/money';
import { organizationModes, shipmentTypes } from '@/model/organizations';

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // centavos; a purchase never takes it below zero (conditional debits), a weight adjustment may (docs/billing.md)
    balanceCentavos: bigint('balance_centavos', { mode: 'number' }).notNull().default(0),
    whiteLabelEnabled: boolean('white_label_enabled').notNull().default(false),
    brandName: text('brand_name'),
    // PNG or JPEG bytes, validated and re-encoded on upload; at most 1 MB
    logo: bytea('logo'),
    logoMimeType: text('logo_mime_type'),
    logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
    // "#RRGGBB": the brand colour of the tracking page and the emails (null: the service's own)
    brandColor: text('brand_color'),
    // null = the service default (RATE_LIMIT_KEY_PER_HOUR); set only by a platform admin
    rateLimitPerHour: integer('rate_limit_per_hour'),
    // centavos; below it the dashboard shows a banner and the owners get an email at most once a day (null: off)
    lowBalanceThresholdCentavos: bigint('low_balance_threshold_centavos', { mode: 'number' }),
    // members without a second factor are sent to enrol before anything else (lib/account/two-factor-policy.ts)
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
    // "live", or "test" for the test-mode twin of a live organization (docs/modes.md)
    mode: text('mode', { enum: organizationModes }).notNull().default('live'),
    // a test-mode twin's live organization (null on live organizations)
    liveOrganizationId: uuid('live_organization_id').references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    // our margin over a carrier's cost, in basis points (1500 = 15 %); null = CARRIER_MARGIN_BASIS_POINTS. Platform admin only
    carrierMarginBasisPoints: integer('carrier_margin_basis_points'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('organizations_mode_known', sql`${t.mode} in ('live', 'test')`),
    check('organizations_mode_twin', sql`(${t.mode} = 'test') = (${t.liveOrganizationId} is not null)`),
    uniqueIndex('organizations_live_organization_uq').on(t.liveOrganizationId),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ledgerEntryKinds }).notNull(),
    // centavos, signed: credits and refunds positive, debits negative
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
    // the organization's balance right after this entry
    balanceAfterCentavos: bigint('balance_after_centavos', { mode: 'number' }).notNull(),
    orderId: uuid('order_id'),
    // the batch whose purchase or cancellation this entry belongs to
    batchId: uuid('batch_id'),
    // the weight adjustment this entry charges, credits or refunds (kinds adjustment, dispute_refund)
    adjustmentId: uuid('adjustment_id'),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('ledger_entries_order_idx').on(t.orderId),
    index('ledger_entries_batch_idx').on(t.batchId).where(sql`${t.batchId} is not null`),
    index('ledger_entries_adjustment_idx').on(t.adjustmentId).where(sql`${t.adjustmentId} is not null`),
  ],
);

export const tariffs = pgTable(
  'tariffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // null = the default tariff for every organization without its own
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    shipmentType: text('shipment_type', { enum: shipmentTypes }).notNull(),
    // centavos for the first kg
    baseCentavos: integer('base_centavos').notNull(),
    // centavos for every whole kg after the first
    perExtraKgCentavos: integer('per_extra_kg_centavos').notNull(),
    transitBusinessDays: integer('transit_business_days').notNull(),
    // extra rules (zone multipliers, fees) kept as data so they can be tuned per organization
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tariffs_org_type_uq').on(t.organizationId, t.shipmentType).where(sql`${t.organizationId} is not null`),
    uniqueIndex('tariffs_default_type_uq').on(t.shipmentType).where(sql`${t.organizationId} is null`),
  ],
);

export type Organization = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type Tariff = typeof tariffs.$inferSelect;

export { organizationModes, shipmentTypes, type OrganizationMode, type ShipmentType } from '@/model/organizations';
export { ledgerEntryKinds, type LedgerEntryKind } from '@/model/money';
