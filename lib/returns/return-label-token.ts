// The token of a return label's link (lib/returns/return-label-link.ts). Never stored: it is derived from the
// return notice's row id, HMAC-SHA256 under a key derived (HKDF) from AUTH_SECRET, whenever the message is rendered
// (the email template at send time, lib/email/templates/recipient-notification.tsx; the SMS/WhatsApp sender,
// lib/notifications/send-messages.ts). The database keeps the notice id (not secret) and sha256(token) for the
// lookup (lib/notifications/enqueue.ts writes it in the statement that writes the notice), so neither the tables
// nor a backup holds a working link; AUTH_SECRET does not live in the database.
import * as crypto from 'node:crypto';
import { authSecret } from '@/lib/platform/config';
import { publicUrl } from '@/lib/platform/public-url';

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export const hashReturnLabelToken = (token: string) => sha256(`etiqueta-devolucion:${token}`);

/** How long a link opens its label after the return was approved (the notice's created_at); docs/tracking.md. */
export const RETURN_LABEL_LINK_DAYS = 30;

function linkKey(): Buffer {
  const secret = authSecret();
  if (!secret) throw new Error('AUTH_SECRET is required to make return label links');
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'envios-mx', 'return-label-link-v1', 32));
}

/** The link's token of one return notice (recipient_notifications.id): 192 bits of HMAC, 32 base64url characters. */
export function returnLabelToken(noticeId: string): string {
  return crypto.createHmac('sha256', linkKey()).update(`return-label:${noticeId}`).digest().subarray(0, 24).toString('base64url');
}

/** What the notice's row stores for its link: the hash of the token, never the token. */
export const returnLabelTokenHash = (noticeId: string) => hashReturnLabelToken(returnLabelToken(noticeId));

/** The shape of a token this service issues (32 base64url characters); anything else is never looked up. */
export const isReturnLabelTokenShape = (token: string) => /^[A-Za-z0-9_-]{32}$/.test(token);

/** The public address of the return label (app/api/public/return-labels/[token]/route.ts). */
export const returnLabelUrl = (token: string) => publicUrl(`/api/public/return-labels/${token}`);

/** The link of one return notice, made when its message is rendered. */
export const returnLabelUrlFor = (noticeId: string) => returnLabelUrl(returnLabelToken(noticeId));

/** Where a stored SMS/WhatsApp text (recipient_notifications.body) has its return label link, filled at send time. */
export const RETURN_LABEL_LINK_PLACEHOLDER = '{enlace-guia-devolucion}';

/** The text as sent: the placeholder (the last one: a sender name comes first in the text) becomes the link. */
export function fillReturnLabelLink(body: string, noticeId: string): string {
  const at = body.lastIndexOf(RETURN_LABEL_LINK_PLACEHOLDER);
  if (at < 0) return body;
  return body.slice(0, at) + returnLabelUrlFor(noticeId) + body.slice(at + RETURN_LABEL_LINK_PLACEHOLDER.length);
}
