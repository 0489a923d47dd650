// The return label behind the link of the return-approved notice (lib/notifications/enqueue.ts): the person sending
// the parcel back downloads the label the order's return guide needs, without an account. The link's token is 192
// random bits, kept only as its sha256 on the notice's row (recipient_notifications.return_label_token_hash,
// migration 0027); that row names one order and the `return` event, so the link opens that order's return label
// and nothing else, and no stored value can be turned back into a working link. docs/tracking.md.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { recipientNotifications } from '@/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { getOrderLabel, type RenderedLabel } from '@/lib/labels/get-order-label';
import { hashReturnLabelToken, isReturnLabelTokenShape } from './return-label-token';

/**
 * The return label (PDF) the token was issued for, or null: an unknown token, or an order that no longer has a
 * return guide. One lookup by the hash's unique index, then the label as the dashboard and the API render it.
 */
export async function getReturnLabelByToken(db: DbOrTx, token: string): Promise<RenderedLabel | null> {
  if (!isReturnLabelTokenShape(token)) return null;
  const [notice] = await db
    .select({ orderId: recipientNotifications.orderId, organizationId: recipientNotifications.organizationId })
    .from(recipientNotifications)
    .where(and(eq(recipientNotifications.returnLabelTokenHash, hashReturnLabelToken(token)), eq(recipientNotifications.event, 'return')))
    .limit(1);
  if (!notice) return null;
  try {
    return await getOrderLabel(db, { organizationId: notice.organizationId, orderId: notice.orderId, type: 'return', format: 'pdf' });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') return null;
    throw error;
  }
}
