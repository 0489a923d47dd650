// Account self-service and sign-in security (lib/account): single-use links, the TOTP second factor, the pending
// second step of a sign-in, known devices and the user's email preference. Tokens and codes are stored as sha256
// (lib/account/tokens.ts); TOTP secrets encrypted with a key derived from AUTH_SECRET (lib/account/secret-box.ts).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { accountTokenKinds } from '@/model/account';

/** A single-use link: password reset (1 h) or email change confirmation (24 h, sent to `new_email`). */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: accountTokenKinds }).notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_uq').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.kind),
    check('account_tokens_kind_check', sql`${t.kind} IN ('password_reset', 'email_change')`),
  ],
);

/** The user's TOTP secret; `enabled_at` null while the enrolment waits for its first code. */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  // the last accepted TOTP time step: a code is accepted once (replay protection)
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_recovery_codes_hash_uq').on(t.userId, t.codeHash)],
);

/** A sign-in whose password was right and whose second factor is pending; it grants nothing by itself. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factor_challenges_hash_uq').on(t.tokenHash), index('two_factor_challenges_user_idx').on(t.userId)],
);

/** Browsers a user signed in from (sha256 of the signed device cookie's id, lib/account/known-devices.ts). */
export const userKnownDevices = pgTable(
  'user_known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'user_known_devices_pk', columns: [t.userId, t.deviceHash] })],
);

export const userAccountSettings = pgTable('user_account_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // email on a sign-in from a browser not seen before (off by default)
  newSignInAlerts: boolean('new_sign_in_alerts').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export { accountTokenKinds, type AccountTokenKind } from '@/model/account';
