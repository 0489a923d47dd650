// The audit log: who (a dashboard user, an API key, the admin CLI or the system) changed what, when and from
// where, written in the same transaction as the change (lib/audit/record-audit.ts). Never updated or deleted
// by the application.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { auditActorTypes } from '@/model/audit';

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    actorType: text('actor_type', { enum: auditActorTypes }).notNull(),
    // the user's or the key's id (null for the CLI and the system)
    actorId: uuid('actor_id'),
    // what a person reads: the user's email, the key's name and prefix, "CLI", "Sistema"
    actorLabel: text('actor_label').notNull(),
    // "<area>.<verb>", e.g. api_key.created, webhook.updated, member.invited, balance.credited (lib/audit/actions.ts)
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    // a summary without secrets: { before?: {...}, after?: {...}, ... }
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('audit_logs_org_action_idx').on(t.organizationId, t.action, t.createdAt.desc()),
    index('audit_logs_org_actor_idx').on(t.organizationId, t.actorType, t.createdAt.desc(), t.id.desc()),
  ],
);

export type AuditLog = typeof auditLogs.$inferSelect;

export { auditActorTypes, type AuditActorType } from '@/model/audit';
