// The token of a return label's link (lib/returns/return-label-link.ts): made where the return-approved notice is
// written (lib/notifications/enqueue.ts), in the same statement that stores its hash.
import * as crypto from 'node:crypto';
import { publicUrl } from '@/lib/public-url';

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export const hashReturnLabelToken = (token: string) => sha256(`etiqueta-devolucion:${token}`);

/** A fresh token (URL-safe, 192 bits) and the hash that is stored. */
export function newReturnLabelToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(24).toString('base64url');
  return { token, hash: hashReturnLabelToken(token) };
}

/** The shape of a token this service issues (32 base64url characters); anything else is never looked up. */
export const isReturnLabelTokenShape = (token: string) => /^[A-Za-z0-9_-]{32}$/.test(token);

/** The public address of the return label (app/api/public/return-labels/[token]/route.ts). */
export const returnLabelUrl = (token: string) => publicUrl(`/api/public/return-labels/${token}`);
