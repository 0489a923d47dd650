// Invitations to join an organization with a role (lib/members/). The link carries a random token; only its
// sha256 is stored. Single use (accepted_at), 7 days (expires_at), revocable (revoked_at); a re-send rotates the
// token and counts in resent_count.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { membershipRoles, users } from './users';

export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // stored lowercased and trimmed (lib/users/create-user.ts normalizeEmail)
    email: text('email').notNull(),
    role: text('role', { enum: membershipRoles }).notNull(),
    // sha256 hex of the link's token
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    resentCount: integer('resent_count').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_invitations_token_hash_uq').on(t.tokenHash),
    uniqueIndex('member_invitations_open_uq').on(t.organizationId, t.email).where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
    index('member_invitations_org_created_idx').on(t.organizationId, t.createdAt.desc()),
  ],
);

export type MemberInvitation = typeof memberInvitations.$inferSelect;
