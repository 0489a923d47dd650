// Daily close ("cierre del día", issue 19, docs/guias/lotes.md): a manifest is the list of parcels the courier
// takes from one pickup address on one Mexico City day. An order is on one manifest only (manifest_orders
// unique on order_id) and a manifest never changes once made (migration 0017 refuses UPDATE on both tables,
// 0022 DELETE unless the organization goes, and a line written after the manifest's own transaction).
// A pickup is a courier visit requested from the provider (lib/providers) for a manifest's parcels or for the
// created parcels at one address, in a time window of one day.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { orders, type StoredAddress } from './orders';
import { organizations } from './organizations';
import { pickupStatuses } from '@/model/pickups';

export const manifests = pgTable(
  'manifests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // the Mexico City day of the close (YYYY-MM-DD)
    manifestDate: date('manifest_date', { mode: 'string' }).notNull(),
    // the origin every parcel on it ships from (the first order's pickup address as stored)
    pickupAddress: jsonb('pickup_address').$type<StoredAddress>().notNull(),
    orderCount: integer('order_count').notNull(),
    totalWeightKg: doublePrecision('total_weight_kg').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('manifests_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    check('manifests_order_count_check', sql`${t.orderCount} > 0`),
  ],
);

export const manifestOrders = pgTable(
  'manifest_orders',
  {
    manifestId: uuid('manifest_id')
      .notNull()
      .references(() => manifests.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // 1-based line on the printed manifest
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.manifestId, t.position] }), uniqueIndex('manifest_orders_order_uq').on(t.orderId)],
);

export const pickups = pgTable(
  'pickups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    manifestId: uuid('manifest_id').references(() => manifests.id, { onDelete: 'cascade' }),
    pickupAddress: jsonb('pickup_address').$type<StoredAddress>().notNull(),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    // "HH:MM" in Mexico City time, windowStart < windowEnd
    windowStart: text('window_start').notNull(),
    windowEnd: text('window_end').notNull(),
    provider: text('provider').notNull(),
    // the provider's confirmation number
    providerReference: text('provider_reference').notNull(),
    status: text('status', { enum: pickupStatuses }).notNull().default('scheduled'),
    orderCount: integer('order_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('pickups_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    // one pickup per manifest
    uniqueIndex('pickups_manifest_uq').on(t.manifestId),
    check('pickups_status_check', sql`${t.status} in ('scheduled', 'completed')`),
    check('pickups_window_check', sql`${t.windowStart} < ${t.windowEnd}`),
  ],
);

export const pickupOrders = pgTable(
  'pickup_orders',
  {
    pickupId: uuid('pickup_id')
      .notNull()
      .references(() => pickups.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pickupId, t.orderId] }), uniqueIndex('pickup_orders_order_uq').on(t.orderId)],
);

export type Manifest = typeof manifests.$inferSelect;
export type Pickup = typeof pickups.$inferSelect;

export { pickupStatuses, type PickupStatus } from '@/model/pickups';
