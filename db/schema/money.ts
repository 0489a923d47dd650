// The money of issue 34 (docs/billing.md): the surcharge tables priced before purchase (extended zones by postal
// code, oversize and overweight per service, fuel by validity dates), the weight adjustments a provider's
// measurement produces and their disputes, and the evidence photos of a parcel.
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { adjustmentStatuses, evidencePhotoKinds, surchargeZoneKinds } from '@/model/money';
import { bytea, organizations } from './organizations';
import { orders } from './orders';
import { batches } from './batches';

/**
 * A range of destination postal codes a service reaches at extra cost, loaded from a file
 * (`npm run cli -- zones:import`). `carrier` is the carrier module's name ("sandbox" for the service's own tariffs,
 * whose services are the shipment types); a null `service` applies to every service of that carrier.
 */
export const surchargeZones = pgTable(
  'surcharge_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrier: text('carrier').notNull(),
    service: text('service'),
    // five digits each, inclusive; a single postal code has from = to
    postalCodeFrom: text('postal_code_from').notNull(),
    postalCodeTo: text('postal_code_to').notNull(),
    kind: text('kind', { enum: surchargeZoneKinds }).notNull(),
    surchargeCentavos: integer('surcharge_centavos').notNull(),
    // ISO weekdays (1 = Monday ... 7 = Sunday) the zone is served on; null = every day
    deliveryWeekdays: smallint('delivery_weekdays').array(),
    extraTransitDays: integer('extra_transit_days').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('surcharge_zones_carrier_from_idx').on(t.carrier, t.postalCodeFrom)],
);

/**
 * Oversize and overweight of one service: a parcel whose longest side or girth (length + 2 x (width + height)) is over
 * the threshold pays `oversizeCentavos`; each started kg of chargeable weight over `maxWeightKg` pays
 * `overweightPerKgCentavos`. A null service applies to every service of the carrier without its own row.
 */
export const serviceSurchargeRules = pgTable(
  'service_surcharge_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrier: text('carrier').notNull(),
    service: text('service'),
    oversizeLongestSideCm: doublePrecision('oversize_longest_side_cm'),
    oversizeGirthCm: doublePrecision('oversize_girth_cm'),
    oversizeCentavos: integer('oversize_centavos').notNull().default(0),
    maxWeightKg: doublePrecision('max_weight_kg'),
    overweightPerKgCentavos: integer('overweight_per_kg_centavos').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('service_surcharge_rules_carrier_service_uq').on(t.carrier, t.service).nullsNotDistinct()],
);

/** A fuel percentage of a carrier's service (null: every service) between two Mexico City dates (to exclusive; null: open). */
export const fuelSurcharges = pgTable(
  'fuel_surcharges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrier: text('carrier').notNull(),
    service: text('service'),
    // of the base and extra weight, in basis points (850 = 8.5 %)
    rateBasisPoints: integer('rate_basis_points').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fuel_surcharges_carrier_from_idx').on(t.carrier, t.validFrom)],
);

/** The figures of a parcel: weight in kg, dimensions in cm. */
export type ParcelFigures = { weightKg: number; lengthCm: number; widthCm: number; heightCm: number };

/**
 * A provider's measurement of a guide and what it cost or gave back: `amountCentavos` is signed (positive: charged
 * to the merchant; negative: credited; 0: the chargeable weight did not change). One per provider reference.
 */
export const adjustments = pgTable(
  'adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // the order's provider (carrier module name) and the provider's reference of the measurement
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    declared: jsonb('declared').$type<ParcelFigures>().notNull(),
    measured: jsonb('measured').$type<ParcelFigures>().notNull(),
    declaredChargeableWeightKg: doublePrecision('declared_chargeable_weight_kg').notNull(),
    measuredChargeableWeightKg: doublePrecision('measured_chargeable_weight_kg').notNull(),
    // what the order cost before this measurement (its price plus earlier adjustments) and after it
    previousTotalCentavos: bigint('previous_total_centavos', { mode: 'number' }).notNull(),
    newTotalCentavos: bigint('new_total_centavos', { mode: 'number' }).notNull(),
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
    // the repriced breakdown (the same pricing function as the quote)
    pricing: jsonb('pricing').$type<Record<string, unknown>>().notNull().default({}),
    photoUrl: text('photo_url'),
    status: text('status', { enum: adjustmentStatuses }).notNull().default('open'),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    // until when a charge may be disputed (null: nothing to dispute, a credit or no change)
    disputeDeadlineAt: timestamp('dispute_deadline_at', { withTimezone: true }),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeComment: text('dispute_comment'),
    // the figures the merchant says the parcel had, sent with the dispute
    disputeDeclared: jsonb('dispute_declared').$type<ParcelFigures>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    decisionReference: text('decision_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('adjustments_provider_reference_uq').on(t.provider, t.providerReference),
    index('adjustments_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('adjustments_org_status_created_idx').on(t.organizationId, t.status, t.createdAt.desc(), t.id.desc()),
    index('adjustments_order_idx').on(t.orderId),
  ],
);

/**
 * A photo of a parcel, re-encoded and stripped of metadata on the way in: taken on the scale when the order was
 * created (order) or its batch bought (batch) (kind scale, attached to any later dispute of the order), or sent with a
 * dispute (adjustment).
 */
export const evidencePhotos = pgTable(
  'evidence_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    adjustmentId: uuid('adjustment_id').references(() => adjustments.id, { onDelete: 'cascade' }),
    // a scale photo taken when a batch was bought: evidence for every order of the batch
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: evidencePhotoKinds }).notNull(),
    // "image/jpeg" or "image/png"
    mediaType: text('media_type').notNull(),
    content: bytea('content').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('evidence_photos_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    index('evidence_photos_adjustment_idx').on(t.adjustmentId).where(sql`${t.adjustmentId} is not null`),
    index('evidence_photos_batch_idx').on(t.batchId).where(sql`${t.batchId} is not null`),
  ],
);

export type SurchargeZone = typeof surchargeZones.$inferSelect;
export type ServiceSurchargeRule = typeof serviceSurchargeRules.$inferSelect;
export type FuelSurcharge = typeof fuelSurcharges.$inferSelect;
export type Adjustment = typeof adjustments.$inferSelect;
export type EvidencePhoto = typeof evidencePhotos.$inferSelect;
export {
  adjustmentStatuses,
  evidencePhotoKinds,
  surchargeCodes,
  surchargeZoneKinds,
  type AdjustmentStatus,
  type EvidencePhotoKind,
  type SurchargeCode,
  type SurchargeZoneKind,
} from '@/model/money';
