// Recipient notices are written in the same statement or transaction as the event that causes them: the
// order's creation (one CTE list inside lib/orders/create-order.ts's single statement) or a status change
// (one more statement pipelined by lib/orders/change-status.ts). Nothing here waits for SMTP or a message
// provider: the email goes to the outbox (lib/email/outbox.ts's table, sent by the email runner) and an
// SMS/WhatsApp notice is a pending row worked by lib/notifications/message-job.ts.
//
// At most once per order + event + channel: the unique index of recipient_notifications, plus the outbox's
// dedupe key `recipient:<order>:<event>`; a provider repeating a report inserts nothing the second time.
// Nothing is written unless the organization turned the channel and the event on (recipient_notification_settings)
// and the address is not on its unsubscribe list (recipient_suppressions).
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { StoredAddress } from '@/db/schema';
import type { OrderStatus } from '@/lib/orders/order-states';
import { EMAIL_NOTIFY_CHANNEL } from '@/lib/email/outbox';
import { publicUrl } from '@/lib/platform/public-url';
import { RETURN_LABEL_LINK_PLACEHOLDER, returnLabelTokenHash } from '@/lib/returns/return-label-token';
import { trackingUrl } from '@/lib/tracking/tracking-url';
import { getMessageChannel } from './channels';
import { MESSAGE_NOTIFY_CHANNEL } from './message-job';
import { codPaymentEvents, codPaymentText, notificationEventForStatus, notificationEventTexts, type NotificationEvent } from './events';
import { formatMxn } from '@/lib/platform/money/format';
import { noticesOn } from './notice-switches';
import { hashEmail, hashPhone, newUnsubscribeToken } from './recipient-hash';

export const RECIPIENT_TEMPLATE = 'recipient-notification';

/**
 * What the email template receives (stored in email_outbox.data; rendered at send time). A `return` notice is about
 * the return guide: its tracking number and page, from the recipient's city back to the sender's, and its label.
 */
export type RecipientNotificationData = {
  event: NotificationEvent;
  /** the guide this notice is about: the outbound one, or for a `return` notice the return guide's */
  trackingNumber: string;
  trackingUrl: string;
  /** "Zapopan, Jalisco": city and state only, where this guide takes the parcel (the sender's, for a return) */
  destination: string;
  /** a `return` notice: where the parcel goes back from (the recipient's city and state) */
  origin?: string;
  /**
   * a `return` notice: the id of its recipient_notifications row, from which the link to the return label (PDF,
   * lib/returns/return-label-link.ts) is derived when the email is rendered; the link itself is never stored
   */
  returnLabelNoticeId?: string;
  /** the link to the return label, as rendered (the dashboard's preview gives it; a stored message never has it) */
  returnLabelUrl?: string;
  estimatedDeliveryAt: string | null;
  /** a cash-on-delivery order's amount to pay, as formatMxn writes it ("$1,234.50 MXN"), on the notices before delivery */
  codAmount?: string;
  unsubscribeUrl: string;
  /** who the notice is from: the settings' sender name, else the brand name (set by the statement) */
  senderName?: string;
};

export type NotifiableOrder = {
  id: string;
  organizationId: string;
  providerTrackingNumber: string | null;
  deliveryAddress: StoredAddress;
  /** the sender's address: where a return goes back to (a `return` notice) */
  pickupAddress?: StoredAddress;
  /** the return guide's tracking number (a `return` notice; set by the same change, lib/returns/approve-return.ts) */
  returnTrackingNumber?: string | null;
  receiverPhone: string | null;
  estimatedDeliveryAt: Date | null;
  /** a cash-on-delivery order's amount (null or absent: not COD) */
  codAmountCentavos?: number | null;
};

export const unsubscribeUrl = (token: string) => publicUrl(`/baja/${token}`);

type MessageData = Pick<RecipientNotificationData, 'event' | 'trackingUrl' | 'unsubscribeUrl' | 'returnLabelUrl' | 'codAmount'>;

/** The SMS/WhatsApp text of a notice (short: one paragraph and two links, three with a return label). */
export function messageText(brandName: string, data: MessageData): string {
  return `${brandName}: ${messageTail(data)}`;
}

function messageTail(data: MessageData): string {
  const label = data.returnLabelUrl ? ` Guía de devolución (PDF): ${data.returnLabelUrl} ·` : '';
  const cod = data.codAmount ? ` ${codPaymentText(data.codAmount)}` : '';
  return `${notificationEventTexts[data.event].heading}.${cod}${label} Rastreo: ${data.trackingUrl} · Para no recibir más avisos: ${data.unsubscribeUrl}`;
}

const cityOf = (address: StoredAddress) => `${address.city}, ${address.state}`;

/**
 * The guide a notice is about: the outbound guide to the recipient, or for a `return` notice the return guide, from
 * the recipient back to the sender's address (lib/returns/approve-return.ts makes it so). Null without its number.
 */
function noticeGuide(
  order: NotifiableOrder,
  event: NotificationEvent,
): { trackingNumber: string; destination: string; origin?: string } | null {
  if (event !== 'return')
    return order.providerTrackingNumber
      ? { trackingNumber: order.providerTrackingNumber, destination: cityOf(order.deliveryAddress) }
      : null;
  if (!order.returnTrackingNumber || !order.pickupAddress) return null;
  return { trackingNumber: order.returnTrackingNumber, destination: cityOf(order.pickupAddress), origin: cityOf(order.deliveryAddress) };
}

/**
 * The CTEs that write the notices of `event` for `order` (names prefixed recipient_), to be placed in a
 * `with` list. Null when there is nothing to notify (no tracking number yet). Reads the settings row, so the
 * statement does nothing for an organization that has not turned notices on.
 */
export function recipientNotificationCtes(order: NotifiableOrder, event: NotificationEvent): SQL | null {
  const guide = noticeGuide(order, event);
  if (!guide) return null;
  const email = order.deliveryAddress.email?.trim().toLowerCase() || null;
  const phone = order.receiverPhone || order.deliveryAddress.contactPhone || null;
  const emailToken = newUnsubscribeToken();
  const phoneToken = newUnsubscribeToken();
  // a return notice's link to the return label, one per message: derived from the notice's id when the message is
  // rendered (lib/returns/return-label-token.ts); the row keeps only its hash, the message only the id or a placeholder
  const emailNoticeId = randomUUID();
  const phoneNoticeId = randomUUID();
  const labelHash = (noticeId: string) => (event === 'return' ? returnLabelTokenHash(noticeId) : null);
  const outboxId = randomUUID();
  const base = {
    event,
    trackingNumber: guide.trackingNumber,
    trackingUrl: trackingUrl(guide.trackingNumber),
    destination: guide.destination,
    ...(guide.origin ? { origin: guide.origin } : {}),
    estimatedDeliveryAt: order.estimatedDeliveryAt?.toISOString() ?? null,
    ...(order.codAmountCentavos && codPaymentEvents.includes(event) ? { codAmount: formatMxn(order.codAmountCentavos) } : {}),
  };
  const returning = event === 'return';
  const emailData: RecipientNotificationData = {
    ...base,
    ...(returning ? { returnLabelNoticeId: emailNoticeId } : {}),
    unsubscribeUrl: unsubscribeUrl(emailToken.token),
  };
  const channel = getMessageChannel().channel;
  const messageData = {
    ...base,
    ...(returning ? { returnLabelUrl: RETURN_LABEL_LINK_PLACEHOLDER } : {}),
    unsubscribeUrl: unsubscribeUrl(phoneToken.token),
  };
  const org = sql`${order.organizationId}::uuid`;
  const orderId = sql`${order.id}::uuid`;
  return sql`recipient_settings as (
      select s.email_enabled, s.message_enabled, s.sender_name, s.reply_to,
             coalesce(nullif(s.sender_name, ''), nullif(o.brand_name, ''), o.name) as brand_name
      from recipient_notification_settings s join organizations o on o.id = s.organization_id
      where s.organization_id = ${org} and ${event}::text = any(s.events)
    ), recipient_email as (
      insert into recipient_notifications (id, organization_id, order_id, event, channel, recipient_hash, unsubscribe_token_hash, email_outbox_id, return_label_token_hash)
      select ${emailNoticeId}::uuid, ${org}, ${orderId}, ${event}::text, 'email', ${email ? hashEmail(email) : ''}::text, ${emailToken.hash}::text, ${outboxId}::uuid, ${labelHash(emailNoticeId)}::text
      from recipient_settings s
      where s.email_enabled and ${email}::text is not null
        and not exists (select 1 from recipient_suppressions x where x.organization_id = ${org} and x.recipient_hash = ${email ? hashEmail(email) : ''}::text)
      on conflict do nothing
      returning id
    ), recipient_email_outbox as (
      insert into email_outbox (id, organization_id, to_address, template, data, dedupe_key, message_id, from_name, reply_to, list_unsubscribe_url)
      select ${outboxId}::uuid, ${org}, ${email}::text, ${RECIPIENT_TEMPLATE}::text, ${JSON.stringify(emailData)}::jsonb || jsonb_build_object('senderName', s.brand_name),
             ${`recipient:${order.id}:${event}`}::text, ${`<${outboxId}@envios.mx>`}::text,
             s.brand_name, s.reply_to, ${emailData.unsubscribeUrl}::text
      from recipient_email, recipient_settings s
      on conflict do nothing
      -- wakes the email runners at commit (lib/email/outbox.ts), only when a message was queued; computed per
      -- inserted row even when nothing reads this CTE (a data-modifying CTE always runs to completion)
      returning id, pg_notify(${EMAIL_NOTIFY_CHANNEL}, '') as woke
    ), recipient_message as (
      insert into recipient_notifications (id, organization_id, order_id, event, channel, recipient_hash, unsubscribe_token_hash, to_address, body, return_label_token_hash)
      select ${phoneNoticeId}::uuid, ${org}, ${orderId}, ${event}::text, ${channel}::text, ${phone ? hashPhone(phone) : ''}::text, ${phoneToken.hash}::text, ${phone}::text,
             -- a return notice's label link is a placeholder here, filled by the message runner when it sends
             s.brand_name || ': ' || ${messageTail(messageData)}::text, ${labelHash(phoneNoticeId)}::text
      from recipient_settings s
      where s.message_enabled and ${phone}::text is not null
        and not exists (select 1 from recipient_suppressions x where x.organization_id = ${org} and x.recipient_hash = ${phone ? hashPhone(phone) : ''}::text)
      on conflict do nothing
      -- wakes the message runners at commit (lib/notifications/message-job.ts), only when a message was queued
      returning id, pg_notify(${MESSAGE_NOTIFY_CHANNEL}, '') as woke
    )`;
}

/**
 * The notices a move into `status` causes, in the caller's transaction (one statement; nothing when the
 * status notifies nobody). lib/orders/change-status.ts runs it next to the event writes.
 */
export async function enqueueRecipientNotifications(tx: DbOrTx, order: NotifiableOrder, status: OrderStatus): Promise<void> {
  const event = notificationEventForStatus[status];
  if (!event || !(await noticesOn(tx, { organizationId: order.organizationId, event }))) return;
  const ctes = recipientNotificationCtes(order, event);
  if (!ctes) return;
  await tx.execute(
    sql`with ${ctes} select (select count(*) from recipient_email_outbox) + (select count(*) from recipient_message) as written`,
  );
}
