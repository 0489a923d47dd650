// Carrier accounts (the credentials an organization, or the platform, holds with a carrier) and the carriers' own
// documents of a shipment (docs/carriers.md).
import { boolean, customType, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { orders } from './orders';

const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const carrierAccounts = pgTable(
  'carrier_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // null = a platform-wide account, used by every organization without its own for that carrier
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    // the carrier module's name (lib/providers/registry.ts): "dhl_express", "fedex"
    carrier: text('carrier').notNull(),
    // the secret credentials, AES-256-GCM under CARRIER_CREDENTIALS_KEY (lib/carriers/credentials-box.ts)
    credentialsCiphertext: text('credentials_ciphertext').notNull(),
    // the fields shown in clear (an account number), and the last 4 characters of each secret
    credentialsPreview: jsonb('credentials_preview').$type<Record<string, string>>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    // when the carrier last accepted these credentials (validated on save)
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('carrier_accounts_org_carrier_uq').on(t.organizationId, t.carrier).nullsNotDistinct()],
);

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
