// The carriers' own documents of a shipment (docs/carriers.md); the carrier accounts are in carrier-accounts.ts.
import { customType, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const carrierDocumentKinds = ['label', 'return_label'] as const;

export const carrierDocuments = pgTable(
  'carrier_documents',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    kind: text('kind', { enum: carrierDocumentKinds }).notNull(),
    // "PDF" or "ZPL"
    format: text('format').notNull(),
    content: bytes('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] }), index('carrier_documents_org_idx').on(t.organizationId)],
);
