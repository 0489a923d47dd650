// "New sign-in from an unknown device". Decision: a device is a browser, recognised by a long-lived cookie
// (`envios_device`, one year, httpOnly) holding a random id signed with HMAC-SHA256 under a key derived from
// AUTH_SECRET; the database keeps sha256(id) per user (user_known_devices). Not user-agent + IP: addresses change
// on every mobile network and office NAT (false alarms), and many people share one user-agent (missed ones). A
// cleared cookie reads as a new device, which errs on the side of telling the user. Every sign-in records its
// device; only users who turned the alert on (/dashboard/cuenta) get the email, written in the same transaction
// as the session row (lib/account/sign-in.ts).
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { userKnownDevices } from '@/db/schema';
import { authSecret } from '@/lib/platform/config';
import { sha256 } from './tokens';

export const DEVICE_COOKIE = 'envios_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function signingKey(): Buffer {
  const secret = authSecret();
  if (!secret) throw new Error('AUTH_SECRET is required to sign device cookies');
  return Buffer.from(hkdfSync('sha256', secret, 'envios-mx', 'device-cookie-v1', 32));
}

const sign = (id: string) => createHmac('sha256', signingKey()).update(id).digest('base64url');

/** A new device id and the cookie value that carries it. */
export function newDeviceCookie(): { deviceId: string; value: string } {
  const deviceId = randomBytes(18).toString('base64url');
  return { deviceId, value: `${deviceId}.${sign(deviceId)}` };
}

/** The device id of a cookie value, or null when missing or not signed by us. */
export function readDeviceCookie(value: string | undefined | null): string | null {
  if (!value) return null;
  const [id, mac] = value.split('.');
  if (!id || !mac || !/^[A-Za-z0-9_-]{24}$/.test(id)) return null;
  const expected = Buffer.from(sign(id));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** Records the device for the user; true when it was not known before. */
export async function rememberDevice(tx: DbOrTx, input: { userId: string; deviceId: string }): Promise<boolean> {
  const rows = await tx
    .insert(userKnownDevices)
    .values({ userId: input.userId, deviceHash: sha256(input.deviceId) })
    .onConflictDoUpdate({ target: [userKnownDevices.userId, userKnownDevices.deviceHash], set: { lastSeenAt: sql`now()` } })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return rows[0]?.inserted === true;
}
