// Recipient notifications (issue 20, docs/tracking.md): the organization's settings, one row per order +
// event + channel ever notified (unique: a provider repeating a report notifies once), and the unsubscribe
// list, keyed by organization and the sha256 of the recipient's address (email or phone) so it holds no address.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { notificationEvents, notificationChannels, notificationStatuses, type NotificationEvent } from '@/model/notifications';

export const recipientNotificationSettings = pgTable('recipient_notification_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  emailEnabled: boolean('email_enabled').notNull().default(false),
  // SMS/WhatsApp through the configured adapter (lib/notifications/channels/)
  messageEnabled: boolean('message_enabled').notNull().default(false),
  events: text('events')
    .array()
    .$type<NotificationEvent[]>()
    .notNull()
    .default(sql`'{created,picked_up,out_for_delivery,delivered,exception,return}'::text[]`),
  // the From display name (the address stays EMAIL_FROM); null: the organization's brand name
  senderName: text('sender_name'),
  replyTo: text('reply_to'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const recipientNotifications = pgTable(
  'recipient_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    event: text('event', { enum: notificationEvents }).notNull(),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    // email rows: the outbox row tells whether it went out (email_outbox_id); message rows: worked by the message runner
    status: text('status', { enum: notificationStatuses }).notNull().default('pending'),
    // sha256 of the normalized address: what /baja/<token> adds to recipient_suppressions
    recipientHash: text('recipient_hash').notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    // a `return` notice only: sha256 of its link to the order's return label (lib/returns/return-label-link.ts)
    returnLabelTokenHash: text('return_label_token_hash'),
    emailOutboxId: uuid('email_outbox_id'),
    // message channels only: the text and the phone number to send it to
    body: text('body'),
    toAddress: text('to_address'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recipient_notifications_once_uq').on(t.orderId, t.event, t.channel),
    uniqueIndex('recipient_notifications_unsubscribe_uq').on(t.unsubscribeTokenHash),
    uniqueIndex('recipient_notifications_return_label_uq').on(t.returnLabelTokenHash).where(sql`${t.returnLabelTokenHash} is not null`),
    index('recipient_notifications_due_idx').on(t.createdAt).where(sql`${t.status} = 'pending' and ${t.channel} <> 'email'`),
  ],
);

export const recipientSuppressions = pgTable(
  'recipient_suppressions',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    recipientHash: text('recipient_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.recipientHash] })],
);

export type RecipientNotificationSettings = typeof recipientNotificationSettings.$inferSelect;
export type RecipientNotification = typeof recipientNotifications.$inferSelect;

export {
  notificationEvents,
  notificationChannels,
  notificationStatuses,
  type NotificationEvent,
  type NotificationChannel,
  type NotificationStatus,
} from '@/model/notifications';
