// The email outbox: every message is written here in the same transaction as the change that causes it
// (lib/email/outbox.ts enqueueEmail) and sent later by the email runner with retries (lib/email/), so a
// request never waits for SMTP and a crash never loses a message (delivery is at least once, with a fixed
// Message-ID: docs/email.md, "Crash safety").
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { emailStatuses } from '@/model/email';

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // the organization whose brand the message carries (null: platform messages such as a password reset)
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    // a template name registered in lib/email/templates/index.ts; rendered when sent, not when enqueued
    template: text('template').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    // at most one message per key, ever (e.g. "recipient:<orderId>:<event>", "low-balance:<orgId>:<day>")
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: emailStatuses }).notNull().default('pending'),
    // tries the SMTP server answered (sent, or refused with 4xx/5xx): EMAIL_MAX_ATTEMPTS of them fail the message
    attempts: integer('attempts').notNull().default(0),
    // tries no SMTP server answered (connection refused or dropped, timeout, SMTP_URL unset): they back off like
    // attempts but never fail the message before EMAIL_MAX_AGE_MS (lib/email/deliver-email.ts)
    connectionFailures: integer('connection_failures').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // a claimed message is leased until then; a crashed sender's lease runs out and another picks it up
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    // the Message-ID header, fixed at enqueue time so a re-send after a crash is recognisably the same message
    messageId: text('message_id').notNull(),
    // the display name of the From (its address is always EMAIL_FROM's): the organization's name for its recipients
    fromName: text('from_name'),
    replyTo: text('reply_to'),
    // one-click unsubscribe (RFC 8058): sent as List-Unsubscribe and List-Unsubscribe-Post, shown in the footer
    listUnsubscribeUrl: text('list_unsubscribe_url'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_uq').on(t.dedupeKey),
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('email_outbox_org_created_idx').on(t.organizationId, t.createdAt.desc()),
    // a sender that died mid-send: its lease runs out and the runner takes the message back (claimDueEmails, lib/email/deliver-email.ts)
    index('email_outbox_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'sending'`),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;

export { emailStatuses, type EmailStatus } from '@/model/email';
