// /baja/<token>: the recipient stops every further notice of that organization to that address (email or
// phone). The token is looked up by its sha256 (recipient-hash.ts), so the database holds no usable token.
// Opening the link only reads (findUnsubscribeLink: the page asks the recipient to confirm, so a mail scanner
// that follows links unsubscribes nobody); confirming, or a mail client's one-click POST (RFC 8058), writes
// (unsubscribeRecipient). docs/tracking.md, "Unsubscribe".
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations, recipientNotificationSettings, recipientNotifications, recipientSuppressions } from '@/db/schema';
import { hashUnsubscribeToken, isUnsubscribeTokenShape } from './recipient-hash';

/** What the page shows about a link: who sends the notices, to an email or a phone, and whether they already stopped. */
export type UnsubscribeLink = { brandName: string; channel: string; unsubscribed: boolean };

export type UnsubscribeResult = { ok: true; brandName: string; channel: string } | { ok: false };

async function findNotice(db: DbOrTx, token: string) {
  if (!isUnsubscribeTokenShape(token)) return null;
  const [row] = await db
    .select({
      organizationId: recipientNotifications.organizationId,
      recipientHash: recipientNotifications.recipientHash,
      channel: recipientNotifications.channel,
      // who the notices came from, as their From said: the settings' sender name, else the brand name (enqueue.ts)
      brandName: sql<string>`coalesce(nullif(trim(${recipientNotificationSettings.senderName}), ''), nullif(trim(${organizations.brandName}), ''), ${organizations.name})`,
      unsubscribed: sql<boolean>`${recipientSuppressions.recipientHash} is not null`,
    })
    .from(recipientNotifications)
    .innerJoin(organizations, eq(organizations.id, recipientNotifications.organizationId))
    .leftJoin(recipientNotificationSettings, eq(recipientNotificationSettings.organizationId, recipientNotifications.organizationId))
    .leftJoin(
      recipientSuppressions,
      and(
        eq(recipientSuppressions.organizationId, recipientNotifications.organizationId),
        eq(recipientSuppressions.recipientHash, recipientNotifications.recipientHash),
      ),
    )
    .where(eq(recipientNotifications.unsubscribeTokenHash, hashUnsubscribeToken(token)));
  return row && row.recipientHash ? row : null;
}

/** The link's notice, read only; null for an unknown or malformed token. */
export async function findUnsubscribeLink(db: DbOrTx, token: string): Promise<UnsubscribeLink | null> {
  const row = await findNotice(db, token);
  return row ? { brandName: row.brandName, channel: row.channel, unsubscribed: row.unsubscribed } : null;
}

/** Idempotent: a second confirmation finds the address already suppressed and answers the same. */
export async function unsubscribeRecipient(db: DbOrTx, token: string): Promise<UnsubscribeResult> {
  const row = await findNotice(db, token);
  if (!row) return { ok: false };
  await db.transaction(async (tx) => {
    await tx
      .insert(recipientSuppressions)
      .values({ organizationId: row.organizationId, recipientHash: row.recipientHash })
      .onConflictDoNothing();
    // Messages already queued for that address and not yet sent are dropped too.
    await tx.execute(sql`
      update recipient_notifications set status = 'suppressed'
      where organization_id = ${row.organizationId}::uuid and recipient_hash = ${row.recipientHash} and status = 'pending' and channel <> 'email'`);
    await tx.execute(sql`
      update email_outbox e set status = 'cancelled'
      from recipient_notifications n
      where n.organization_id = ${row.organizationId}::uuid and n.recipient_hash = ${row.recipientHash}
        and n.email_outbox_id = e.id and e.status = 'pending'`);
  });
  return { ok: true, brandName: row.brandName, channel: row.channel };
}
