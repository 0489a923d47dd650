// Carrier accounts: the credentials an organization, or the platform, holds with a carrier (docs/carriers.md,
// "Accounts"). Orders name the account that bought their guide (orders.carrier_account_id, a foreign key).
import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

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
    // set when the account was replaced by another carrier account or removed while orders bought with it remain:
    // kept for those orders (orders.carrier_account_id), never listed nor used for new ones; a removed account's
    // credentials are wiped (docs/carriers.md, "Accounts")
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  // one current account per organization (or the platform: null) and carrier; retired ones beside it
  (t) => [
    uniqueIndex('carrier_accounts_owner_carrier_uq')
      .on(sql`coalesce(${t.organizationId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.carrier)
      .where(sql`${t.retiredAt} is null`),
  ],
);
