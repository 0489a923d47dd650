// /baja/<token>: the recipient stops every further notice of that organization to that address (email or
// phone). The token is looked up by its sha256 (recipient-hash.ts), so the database holds no usable token.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations, recipientNotifications, recipientSuppressions } from '@/db/schema';
import { hashUnsubscribeToken, isUnsubscribeTokenShape } from './recipient-hash';

export type UnsubscribeResult = { ok: true; brandName: string; channel: string } | { ok: false };

/** Idempotent: a second visit finds the address already suppressed and answers the same. */
export async function unsubscribeRecipient(db: DbOrTx, token: string): Promise<UnsubscribeResult> {
  if (!isUnsubscribeTokenShape(token)) return { ok: false };
  const [row] = await db
    .select({
      organizationId: recipientNotifications.organizationId,
      recipientHash: recipientNotifications.recipientHash,
      channel: recipientNotifications.channel,
      name: organizations.name,
      brandName: organizations.brandName,
    })
    .from(recipientNotifications)
    .innerJoin(organizations, eq(organizations.id, recipientNotifications.organizationId))
    .where(eq(recipientNotifications.unsubscribeTokenHash, hashUnsubscribeToken(token)));
  if (!row || !row.recipientHash) return { ok: false };
  await db
    .insert(recipientSuppressions)
    .values({ organizationId: row.organizationId, recipientHash: row.recipientHash })
    .onConflictDoNothing();
  // Messages already queued for that address and not yet sent are dropped too.
  await db.execute(sql`
    update recipient_notifications set status = 'suppressed'
    where organization_id = ${row.organizationId}::uuid and recipient_hash = ${row.recipientHash} and status = 'pending' and channel <> 'email'`);
  await db.execute(sql`
    update email_outbox e set status = 'cancelled'
    from recipient_notifications n
    where n.organization_id = ${row.organizationId}::uuid and n.recipient_hash = ${row.recipientHash}
      and n.email_outbox_id = e.id and e.status = 'pending'`);
  return { ok: true, brandName: row.brandName?.trim() || row.name, channel: row.channel };
}
