// API keys: only the SHA-256 hash of a key is stored, with a short prefix for display.

import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // lowercase hex SHA-256 of the full key; the key itself is never stored
    keyHash: text('key_hash').notNull(),
    // first characters of the key, safe to show (e.g. "flt_3Fq9")
    displayPrefix: text('display_prefix').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // incremented atomically by every authenticated request
    usageCount: bigint('usage_count', { mode: 'number' }).notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    // the client address of the last use, written with lastUsedAt by the batched counter (lib/api-keys/usage.ts)
    lastUsedIp: text('last_used_ip'),
    // the key this one replaced by a roll (lib/api-keys/roll-api-key.ts); a key is replaced at most once
    rolledFromId: uuid('rolled_from_id').references((): AnyPgColumn => apiKeys.id, { onDelete: 'set null' }),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_uq').on(t.keyHash),
    uniqueIndex('api_keys_rolled_from_uq').on(t.rolledFromId),
    index('api_keys_org_idx').on(t.organizationId, t.createdAt.desc()),
  ],
);

// Requests per key per hour, for the dashboard's "last 24 h" figures.
export const apiUsageHourly = pgTable(
  'api_usage_hourly',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.hour] }), index('api_usage_hourly_org_hour_idx').on(t.organizationId, t.hour)],
);

export type ApiKey = typeof apiKeys.$inferSelect;
export type NewApiKey = typeof apiKeys.$inferInsert;
