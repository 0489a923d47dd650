// Dashboard users, their memberships in organizations and their sign-in sessions.
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { membershipRoles } from '@/model/members';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // stored lowercased and trimmed
    email: text('email').notNull(),
    name: text('name'),
    // "scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>"
    passwordHash: text('password_hash').notNull(),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: membershipRoles }).notNull().default('viewer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] }), index('memberships_org_idx').on(t.organizationId)],
);

/**
 * One row per dashboard sign-in. Its id travels in the session JWT (`sid`); a request is signed in only while
 * the row is neither revoked (sign-out, password change, membership removal) nor expired
 * (lib/auth/user-sessions.ts, checked by lib/users/dashboard-user.ts loadDashboardUser).
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // where the session was opened from (for a later "your sessions" page)
    lastIp: text('last_ip'),
    lastUserAgent: text('last_user_agent'),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type Membership = typeof memberships.$inferSelect;
export type UserSession = typeof userSessions.$inferSelect;

export { membershipRoles, type MembershipRole } from '@/model/members';
