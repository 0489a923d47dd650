// The invitation link's secret: 32 random bytes (base64url) in the link, only its sha256 in the database.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const INVITATION_TTL_DAYS = 7;

export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison of a stored hash with the hash of a presented token. */
export function invitationHashMatches(storedHash: string, token: string): boolean {
  const a = Buffer.from(storedHash, 'hex');
  const b = Buffer.from(hashInvitationToken(token), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A presented token worth looking up: base64url, the length we issue (anything else is "not a valid link"). */
export const looksLikeInvitationToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The link the invitation email carries. */
export const invitationPath = (token: string) => `/invitacion/${token}`;
