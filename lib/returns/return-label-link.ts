// The return label behind the link of the return-approved notice (lib/notifications/enqueue.ts): the person sending
// the parcel back downloads the label the order's return guide needs, without an account. The link's token (192
// bits) is derived from the notice's id under AUTH_SECRET when the message is rendered (./return-label-token.ts) and
// kept only as its sha256 on the notice's row (recipient_notifications.return_label_token_hash, migration 0027); that
// row names one order and the `return` event, so the link opens that order's return label and nothing else, and no
// stored value can be turned back into a working link. The link expires RETURN_LABEL_LINK_DAYS after the return was
// approved, and as soon as the return is completed (the order `returned`): then `gone`. docs/tracking.md.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders, recipientNotifications } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { getOrderLabel, type RenderedLabel } from '@/lib/labels/get-order-label';
import { hashReturnLabelToken, isReturnLabelTokenShape, RETURN_LABEL_LINK_DAYS } from './return-label-token';

export type ReturnLabelLookup = { label: RenderedLabel } | 'gone' | null;

/**
 * The return label (PDF) the token was issued for; `gone` for a link past its time (RETURN_LABEL_LINK_DAYS after
 * the notice, or the return completed); null for an unknown token or an order that no longer has a return guide.
 * One lookup by the hash's unique index, then the label as the dashboard and the API render it.
 */
export async function getReturnLabelByToken(db: DbOrTx, token: string): Promise<ReturnLabelLookup> {
  if (!isReturnLabelTokenShape(token)) return null;
  const [notice] = await db
    .select({
      orderId: recipientNotifications.orderId,
      organizationId: recipientNotifications.organizationId,
      expired: sql<boolean>`(${recipientNotifications.createdAt} <= now() - make_interval(days => ${RETURN_LABEL_LINK_DAYS}) or ${orders.status} = 'returned')`,
    })
    .from(recipientNotifications)
    .innerJoin(orders, eq(orders.id, recipientNotifications.orderId))
    .where(and(eq(recipientNotifications.returnLabelTokenHash, hashReturnLabelToken(token)), eq(recipientNotifications.event, 'return')))
    .limit(1);
  if (!notice) return null;
  if (notice.expired) return 'gone';
  try {
    return {
      label: await getOrderLabel(db, { organizationId: notice.organizationId, orderId: notice.orderId, type: 'return', format: 'pdf' }),
    };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') return null;
    throw error;
  }
}
